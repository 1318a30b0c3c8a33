CREATE TABLE "audit_chains" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"head_seq" bigint DEFAULT 0 NOT NULL,
	"head_hash" text,
	"checkpoint_seq" bigint DEFAULT 0 NOT NULL,
	"checkpoint_hash" text,
	"checkpoint_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text,
	"request_id" text,
	"ip" text,
	"user_agent" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"changes" jsonb NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_records_organization_id_seq_key" ON "audit_records" USING btree ("organization_id","seq");--> statement-breakpoint
CREATE INDEX "audit_records_organization_id_occurred_at_idx" ON "audit_records" USING btree ("organization_id","occurred_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audit_records_organization_id_target_idx" ON "audit_records" USING btree ("organization_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_records_organization_id_action_idx" ON "audit_records" USING btree ("organization_id","action");--> statement-breakpoint
CREATE INDEX "audit_records_organization_id_actor_idx" ON "audit_records" USING btree ("organization_id","actor_kind","actor_id");--> statement-breakpoint
-- Append-only (docs/audit.md): no record is ever changed, and none deleted but by the retention prune, which says so
-- with `set local audit.prune = 'on'` in its own transaction, and deletes only what its chain's checkpoint has
-- already passed (the start of the chain, never its end). A superuser can still bypass a trigger; the hash chain is
-- what detects that.
CREATE FUNCTION "audit_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('audit.prune', true) = 'on'
       AND OLD.seq <= (SELECT c.checkpoint_seq FROM audit_chains c WHERE c.organization_id = OLD.organization_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit records are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
-- A chain's row only moves forward: its head to a record that exists (the one just appended), its checkpoint up to
-- the head at most; it is never deleted.
CREATE FUNCTION "audit_chains_forward_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.organization_id = OLD.organization_id
       AND NEW.head_seq >= OLD.head_seq AND NEW.checkpoint_seq >= OLD.checkpoint_seq AND NEW.checkpoint_seq <= NEW.head_seq
       AND (NEW.head_seq = OLD.head_seq AND NEW.head_hash IS NOT DISTINCT FROM OLD.head_hash
            OR EXISTS (SELECT 1 FROM audit_records r
                       WHERE r.organization_id = NEW.organization_id AND r.seq = NEW.head_seq AND r.hash = NEW.head_hash)) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit chains only move forward (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_chains_forward_only" BEFORE UPDATE OR DELETE ON "audit_chains"
  FOR EACH ROW EXECUTE FUNCTION "audit_chains_forward_only"();--> statement-breakpoint
CREATE TRIGGER "audit_chains_no_truncate" BEFORE TRUNCATE ON "audit_chains"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_chains_forward_only"();--> statement-breakpoint
CREATE TRIGGER "audit_records_append_only" BEFORE UPDATE OR DELETE ON "audit_records"
  FOR EACH ROW EXECUTE FUNCTION "audit_records_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_records_no_truncate" BEFORE TRUNCATE ON "audit_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_records_append_only"();--> statement-breakpoint
-- Reading the trail (VIEW_AUDIT_LOG): owners and admins hold it, and the new built-in auditor role reads everything.
UPDATE "roles" SET "permissions" = array_append("permissions", 'VIEW_AUDIT_LOG')
WHERE "built_in" AND "name" IN ('owner', 'admin') AND NOT ('VIEW_AUDIT_LOG' = ANY("permissions"));--> statement-breakpoint
INSERT INTO "roles" ("organization_id", "name", "permissions", "built_in")
SELECT o."id", 'auditor', ARRAY['VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_REPORTS', 'VIEW_EVENTS', 'VIEW_AUDIT_LOG'], true
FROM "organizations" o
WHERE o."live_organization_id" IS NULL
ON CONFLICT DO NOTHING;
