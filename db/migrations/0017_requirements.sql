CREATE TABLE "pursuit_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"pursuit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"owner_user_id" uuid,
	"due_date" date,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pursuit_requirements" ADD CONSTRAINT "pursuit_requirements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pursuit_requirements" ADD CONSTRAINT "pursuit_requirements_pursuit_id_pursuits_id_fk" FOREIGN KEY ("pursuit_id") REFERENCES "public"."pursuits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pursuit_requirements" ADD CONSTRAINT "pursuit_requirements_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_templates" ADD CONSTRAINT "requirement_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pursuit_requirements_pursuit_id_position_idx" ON "pursuit_requirements" USING btree ("pursuit_id","position","id");--> statement-breakpoint
CREATE INDEX "pursuit_requirements_organization_id_due_date_idx" ON "pursuit_requirements" USING btree ("organization_id","due_date") WHERE "pursuit_requirements"."due_date" is not null and "pursuit_requirements"."status" in ('todo', 'in_progress');--> statement-breakpoint
CREATE INDEX "pursuit_requirements_due_date_idx" ON "pursuit_requirements" USING btree ("due_date") WHERE "pursuit_requirements"."due_date" is not null and "pursuit_requirements"."status" in ('todo', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_templates_organization_id_name_key" ON "requirement_templates" USING btree ("organization_id","name");