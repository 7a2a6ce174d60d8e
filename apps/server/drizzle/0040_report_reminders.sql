ALTER TABLE "ppatk_reports" ADD COLUMN "reminded_due_soon_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ppatk_reports" ADD COLUMN "reminded_overdue_at" timestamp with time zone;