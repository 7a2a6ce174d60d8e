CREATE TABLE "monitoring_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_customer_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"severity" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_cases" ADD CONSTRAINT "monitoring_cases_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_cases" ADD CONSTRAINT "monitoring_cases_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_cases_open_uq" ON "monitoring_cases" USING btree ("kyc_customer_id") WHERE "monitoring_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "monitoring_cases_status_due_idx" ON "monitoring_cases" USING btree ("status","due_at");--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_case_id_monitoring_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."monitoring_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_alerts_case_idx" ON "monitoring_alerts" USING btree ("case_id");