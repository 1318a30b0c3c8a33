ALTER TABLE "idempotency_keys" ADD COLUMN "response_text" text;--> statement-breakpoint
-- MANAGE_WEBHOOKS (docs/permissions.md): every role that manages extensions, built-in or custom, keeps managing
-- webhook endpoints, which now need MANAGE_WEBHOOKS of their own.
UPDATE "roles" SET "permissions" = array_append("permissions", 'MANAGE_WEBHOOKS')
  WHERE 'MANAGE_EXTENSIONS' = ANY("permissions") AND NOT 'MANAGE_WEBHOOKS' = ANY("permissions");
