ALTER TABLE "kyc_customers" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "video_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "hin_demo" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "trade_username" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "trade_password_hash" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "trade_account_no" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "etb_no" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "platform_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD CONSTRAINT "kyc_customers_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_customers_status_created_idx" ON "kyc_customers" USING btree ("status_nasabah","created_at");--> statement-breakpoint
CREATE INDEX "kyc_customers_platform_status_created_idx" ON "kyc_customers" USING btree ("platform_id","status_nasabah","created_at");