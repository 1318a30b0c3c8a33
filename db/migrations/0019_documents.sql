CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"pursuit_id" uuid,
	"project_id" uuid,
	"requirement_id" uuid,
	"portal_visible" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_pursuit_id_pursuits_id_fk" FOREIGN KEY ("pursuit_id") REFERENCES "public"."pursuits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_requirement_id_pursuit_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."pursuit_requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_document_id_version_idx" ON "document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_storage_key_idx" ON "document_versions" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "document_versions_organization_id_idx" ON "document_versions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "documents_organization_id_updated_at_idx" ON "documents" USING btree ("organization_id","updated_at","id") WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_pursuit_id_idx" ON "documents" USING btree ("pursuit_id") WHERE "documents"."pursuit_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_project_id_idx" ON "documents" USING btree ("project_id") WHERE "documents"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_requirement_id_idx" ON "documents" USING btree ("requirement_id") WHERE "documents"."requirement_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_deleted_at_idx" ON "documents" USING btree ("deleted_at") WHERE "documents"."deleted_at" is not null;--> statement-breakpoint
-- VIEW_DOCUMENTS and MANAGE_DOCUMENTS (docs/permissions.md): documents belong to pursuits and to projects, so a role,
-- built-in or custom, reads them if it reads both (VIEW_PURSUITS and VIEW_PROJECTS), and manages them if it changes
-- both (MANAGE_PURSUITS and MANAGE_TASKS). A role holding only one side is given neither: its owner decides.
UPDATE "roles" SET "permissions" = array_append("permissions", 'VIEW_DOCUMENTS')
  WHERE 'VIEW_PURSUITS' = ANY("permissions") AND 'VIEW_PROJECTS' = ANY("permissions")
    AND NOT 'VIEW_DOCUMENTS' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'MANAGE_DOCUMENTS')
  WHERE 'MANAGE_PURSUITS' = ANY("permissions") AND 'MANAGE_TASKS' = ANY("permissions")
    AND NOT 'MANAGE_DOCUMENTS' = ANY("permissions");
