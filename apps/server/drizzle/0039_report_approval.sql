ALTER TABLE "four_eyes_proposals" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "archive_key" text;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "archive_sha256" text;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "archive_bytes" integer;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_report_id_ppatk_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."ppatk_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD CONSTRAINT "ppatk_reports_submitted_by_staff_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "four_eyes_proposals_report_pending_uq" ON "four_eyes_proposals" USING btree ("report_id") WHERE status = 'pending' and report_id is not null;