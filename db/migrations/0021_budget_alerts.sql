CREATE TABLE "budget_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"budget_line_id" uuid,
	"kind" text NOT NULL,
	"spent_cents" bigint NOT NULL,
	"projected_variance_cents" bigint,
	"crossed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "budget_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_budget_line_id_budget_lines_id_fk" FOREIGN KEY ("budget_line_id") REFERENCES "public"."budget_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_alerts_project_id_line_kind_key" ON "budget_alerts" USING btree ("project_id",coalesce("budget_line_id", '00000000-0000-0000-0000-000000000000'::uuid),"kind");--> statement-breakpoint
CREATE INDEX "budget_alerts_budget_line_id_idx" ON "budget_alerts" USING btree ("budget_line_id");--> statement-breakpoint
CREATE INDEX "budget_alerts_organization_id_idx" ON "budget_alerts" USING btree ("organization_id");