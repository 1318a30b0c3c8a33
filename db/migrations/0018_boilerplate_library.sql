CREATE TABLE "boilerplate_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')) STORED NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boilerplate_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boilerplate_entries" ADD CONSTRAINT "boilerplate_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boilerplate_versions" ADD CONSTRAINT "boilerplate_versions_entry_id_boilerplate_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."boilerplate_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boilerplate_entries_organization_id_updated_at_idx" ON "boilerplate_entries" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "boilerplate_entries_search_idx" ON "boilerplate_entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "boilerplate_entries_tags_idx" ON "boilerplate_entries" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "boilerplate_versions_entry_id_version_idx" ON "boilerplate_versions" USING btree ("entry_id","version");