ALTER TABLE "catalog_syncs" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "catalog_syncs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;