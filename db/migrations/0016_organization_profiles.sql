CREATE TABLE "organization_profiles" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"ein" text,
	"uei" text,
	"sam_registration_expires_on" date,
	"applicant_type" text,
	"authorized_rep_name" text,
	"authorized_rep_title" text,
	"authorized_rep_email" text,
	"fiscal_year_start_month" integer,
	"indirect_cost_rate" double precision,
	"indirect_cost_rate_expires_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;