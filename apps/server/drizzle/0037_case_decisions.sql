ALTER TABLE "four_eyes_proposals" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_cases" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_case_id_monitoring_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."monitoring_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "four_eyes_proposals_case_pending_uq" ON "four_eyes_proposals" USING btree ("case_id") WHERE status = 'pending' and case_id is not null;