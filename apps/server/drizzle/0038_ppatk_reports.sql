CREATE TABLE "ppatk_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kyc_customer_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cash_direction" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"reference" text NOT NULL,
	"transactions" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"indicators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD CONSTRAINT "ppatk_reports_case_id_monitoring_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."monitoring_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD CONSTRAINT "ppatk_reports_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD CONSTRAINT "ppatk_reports_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD CONSTRAINT "ppatk_reports_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppatk_reports_reference_uq" ON "ppatk_reports" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ppatk_reports_case_kind_uq" ON "ppatk_reports" USING btree ("case_id","kind",coalesce("cash_direction", ''));--> statement-breakpoint
CREATE INDEX "ppatk_reports_status_deadline_idx" ON "ppatk_reports" USING btree ("status","deadline_at");