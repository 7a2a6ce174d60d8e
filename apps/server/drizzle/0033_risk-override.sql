CREATE TABLE "risk_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"level" text NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"proposal_id" uuid NOT NULL,
	"proposed_by" uuid NOT NULL,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "risk_ratings" ADD COLUMN "override_id" uuid;--> statement-breakpoint
ALTER TABLE "risk_ratings" ADD COLUMN "model_level" text;--> statement-breakpoint
ALTER TABLE "risk_overrides" ADD CONSTRAINT "risk_overrides_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_overrides" ADD CONSTRAINT "risk_overrides_proposed_by_staff_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_overrides" ADD CONSTRAINT "risk_overrides_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_overrides_one_running_uq" ON "risk_overrides" USING btree ("customer_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "risk_overrides_expiry_idx" ON "risk_overrides" USING btree ("expires_at") WHERE ended_at is null;--> statement-breakpoint
ALTER TABLE "risk_ratings" ADD CONSTRAINT "risk_ratings_override_id_risk_overrides_id_fk" FOREIGN KEY ("override_id") REFERENCES "public"."risk_overrides"("id") ON DELETE no action ON UPDATE no action;