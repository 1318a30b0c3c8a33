CREATE TABLE "auth_event_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"user_agent" text,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_address_hash_pk" PRIMARY KEY("user_id","address_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_event_tallies" ADD CONSTRAINT "auth_event_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_sessions" ADD CONSTRAINT "dashboard_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_event_tallies_key" ON "auth_event_tallies" USING btree ("action","user_id","ip","window_start");--> statement-breakpoint
CREATE INDEX "auth_event_tallies_window_end_idx" ON "auth_event_tallies" USING btree ("window_end");--> statement-breakpoint
CREATE INDEX "dashboard_sessions_user_id_idx" ON "dashboard_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dashboard_sessions_expires_at_idx" ON "dashboard_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_pending_idx" ON "password_reset_requests" USING btree ("created_at") WHERE queued_at is null;--> statement-breakpoint
CREATE INDEX "sign_in_codes_user_id_idx" ON "sign_in_codes" USING btree ("user_id","address_hash");