ALTER TABLE "kyc_customers" ADD COLUMN "video_link" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "video_schedule" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "video_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "video_accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD CONSTRAINT "kyc_customers_video_accepted_by_staff_users_id_fk" FOREIGN KEY ("video_accepted_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD CONSTRAINT "kyc_customers_video_link_unique" UNIQUE("video_link");