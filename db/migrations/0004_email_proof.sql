ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "email_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_email_token_hash_key" ON "invitations" USING btree ("email_token_hash");