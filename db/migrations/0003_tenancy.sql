CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"declined_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"payload" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_key" ON "invitations" USING btree ("organization_id","email") WHERE accepted_at is null and declined_at is null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "invitations_organization_id_idx" ON "invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_idempotency_key_key" ON "email_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE status = 'pending' and queued_at is null;--> statement-breakpoint
-- Sandboxes have no members or roles of their own (docs/members.md). A membership of a sandbox moves to its live
-- organization under the built-in role of the same name, unless the user is already a member there; the rest go.
INSERT INTO "memberships" ("organization_id", "user_id", "role_id", "created_at")
SELECT s."live_organization_id", m."user_id", lr."id", m."created_at"
FROM "memberships" m
JOIN "organizations" s ON s."id" = m."organization_id" AND s."live_organization_id" IS NOT NULL
JOIN "roles" sr ON sr."id" = m."role_id"
JOIN "roles" lr ON lr."organization_id" = s."live_organization_id" AND lr."name" = sr."name" AND lr."built_in"
ON CONFLICT ("organization_id", "user_id") DO NOTHING;--> statement-breakpoint
UPDATE "users" u SET "default_organization_id" = s."live_organization_id"
FROM "organizations" s
WHERE s."id" = u."default_organization_id" AND s."live_organization_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "memberships" m USING "organizations" s
WHERE s."id" = m."organization_id" AND s."live_organization_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "roles" r USING "organizations" s
WHERE s."id" = r."organization_id" AND s."live_organization_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "refuse_sandbox_tenancy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "organizations" WHERE "id" = NEW."organization_id" AND "live_organization_id" IS NOT NULL) THEN
    RAISE EXCEPTION '% of a sandbox organization: sandboxes have no members or roles of their own', TG_TABLE_NAME
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "memberships_live_organization_only" BEFORE INSERT OR UPDATE OF "organization_id" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "refuse_sandbox_tenancy"();--> statement-breakpoint
CREATE TRIGGER "roles_live_organization_only" BEFORE INSERT OR UPDATE OF "organization_id" ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "refuse_sandbox_tenancy"();--> statement-breakpoint
CREATE TRIGGER "invitations_live_organization_only" BEFORE INSERT OR UPDATE OF "organization_id" ON "invitations"
  FOR EACH ROW EXECUTE FUNCTION "refuse_sandbox_tenancy"();--> statement-breakpoint
-- …and an organization with members or roles never becomes a sandbox.
CREATE FUNCTION "refuse_sandbox_with_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."live_organization_id" IS NOT NULL AND (
       EXISTS (SELECT 1 FROM "memberships" WHERE "organization_id" = NEW."id")
    OR EXISTS (SELECT 1 FROM "roles" WHERE "organization_id" = NEW."id")) THEN
    RAISE EXCEPTION 'an organization with members or roles cannot be a sandbox' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_sandbox_without_members" BEFORE UPDATE OF "live_organization_id" ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "refuse_sandbox_with_members"();
