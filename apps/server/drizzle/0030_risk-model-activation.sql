ALTER TABLE "risk_models" ADD COLUMN "proposed_by" uuid;--> statement-breakpoint
ALTER TABLE "risk_models" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_models" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "risk_models" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "risk_models" ADD CONSTRAINT "risk_models_proposed_by_staff_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_models" ADD CONSTRAINT "risk_models_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_models_one_proposed_uq" ON "risk_models" USING btree ("status") WHERE status = 'proposed';