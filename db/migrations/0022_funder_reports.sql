CREATE TABLE "funder_report_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"late_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funder_report_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"frequency" text NOT NULL,
	"first_due_date" date NOT NULL,
	"end_date" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funder_report_instances" ADD CONSTRAINT "funder_report_instances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_report_instances" ADD CONSTRAINT "funder_report_instances_requirement_id_funder_report_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."funder_report_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_report_requirements" ADD CONSTRAINT "funder_report_requirements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_report_requirements" ADD CONSTRAINT "funder_report_requirements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funder_report_instances_requirement_id_due_date_key" ON "funder_report_instances" USING btree ("requirement_id","due_date");--> statement-breakpoint
CREATE INDEX "funder_report_instances_organization_id_due_date_idx" ON "funder_report_instances" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "funder_report_requirements_project_id_idx" ON "funder_report_requirements" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "funder_report_requirements_organization_id_idx" ON "funder_report_requirements" USING btree ("organization_id");