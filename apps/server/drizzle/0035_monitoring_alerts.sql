CREATE TABLE "monitoring_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"key" text NOT NULL,
	"set_version" text NOT NULL,
	"facts" jsonb NOT NULL,
	"ltkt_candidate" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_customer_key_uq" ON "monitoring_alerts" USING btree ("kyc_customer_id","key");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_status_created_idx" ON "monitoring_alerts" USING btree ("status","created_at");