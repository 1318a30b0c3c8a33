CREATE TABLE "catalog_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"etag" text,
	"last_modified" text
);
--> statement-breakpoint
CREATE INDEX "catalog_syncs_started_at_idx" ON "catalog_syncs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_syncs_one_running_key" ON "catalog_syncs" USING btree ("status") WHERE "catalog_syncs"."status" = 'running';