CREATE TABLE "monitoring_case_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_customer_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"severity" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_case_notes" ADD CONSTRAINT "monitoring_case_notes_case_id_monitoring_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."monitoring_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_case_notes" ADD CONSTRAINT "monitoring_case_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_cases" ADD CONSTRAINT "monitoring_cases_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_cases" ADD CONSTRAINT "monitoring_cases_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_cases" ADD CONSTRAINT "monitoring_cases_claimed_by_staff_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_case_notes_case_idx" ON "monitoring_case_notes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_cases_open_uq" ON "monitoring_cases" USING btree ("kyc_customer_id") WHERE "monitoring_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "monitoring_cases_status_due_idx" ON "monitoring_cases" USING btree ("status","due_at");--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_case_id_monitoring_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."monitoring_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_alerts_case_idx" ON "monitoring_alerts" USING btree ("case_id");--> statement-breakpoint
-- A case's notes are append-only (decision 0208), as a participant's are: what was written stays.
CREATE OR REPLACE FUNCTION monitoring_case_notes_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'monitoring_case_notes is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER monitoring_case_notes_no_update BEFORE UPDATE OR DELETE ON monitoring_case_notes
  FOR EACH ROW EXECUTE FUNCTION monitoring_case_notes_append_only();
