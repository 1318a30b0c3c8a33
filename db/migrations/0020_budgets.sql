CREATE TABLE "budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"period_start" date,
	"period_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"budget_line_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"vendor" text,
	"description" text,
	"reference" text,
	"document_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_revisions" ADD CONSTRAINT "budget_revisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_revisions" ADD CONSTRAINT "budget_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_budget_line_id_budget_lines_id_fk" FOREIGN KEY ("budget_line_id") REFERENCES "public"."budget_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_lines_project_id_position_idx" ON "budget_lines" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "budget_lines_organization_id_idx" ON "budget_lines" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_revisions_project_id_revision_key" ON "budget_revisions" USING btree ("project_id","revision");--> statement-breakpoint
CREATE INDEX "budget_revisions_organization_id_idx" ON "budget_revisions" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_project_id_reference_key" ON "expenses" USING btree ("project_id","reference") WHERE "expenses"."reference" is not null;--> statement-breakpoint
CREATE INDEX "expenses_project_id_date_idx" ON "expenses" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_budget_line_id_idx" ON "expenses" USING btree ("budget_line_id");--> statement-breakpoint
CREATE INDEX "expenses_organization_id_idx" ON "expenses" USING btree ("organization_id");--> statement-breakpoint
-- VIEW_BUDGETS and MANAGE_BUDGETS (docs/permissions.md): a budget is part of its project, so every role, built-in or
-- custom, that reads projects reads their budgets and expenses. Managing them moves money: only the built-in owner,
-- admin and manager roles get it; custom roles are left for their owner to decide.
UPDATE "roles" SET "permissions" = array_append("permissions", 'VIEW_BUDGETS')
  WHERE 'VIEW_PROJECTS' = ANY("permissions") AND NOT 'VIEW_BUDGETS' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'MANAGE_BUDGETS')
  WHERE "built_in" AND "name" IN ('owner', 'admin', 'manager') AND NOT 'MANAGE_BUDGETS' = ANY("permissions");
