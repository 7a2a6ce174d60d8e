CREATE TABLE "risk_models" (
	"version" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"model_version" text NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"factors" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_states" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"rating_id" uuid NOT NULL,
	"level" text NOT NULL,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_models" ADD CONSTRAINT "risk_models_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_ratings" ADD CONSTRAINT "risk_ratings_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_ratings" ADD CONSTRAINT "risk_ratings_model_version_risk_models_version_fk" FOREIGN KEY ("model_version") REFERENCES "public"."risk_models"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_states" ADD CONSTRAINT "risk_states_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_states" ADD CONSTRAINT "risk_states_rating_id_risk_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."risk_ratings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_models_one_active_uq" ON "risk_models" USING btree ("status") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "risk_ratings_customer_idx" ON "risk_ratings" USING btree ("customer_id","rated_at");--> statement-breakpoint
CREATE INDEX "risk_states_level_idx" ON "risk_states" USING btree ("level");--> statement-breakpoint
CREATE INDEX "kyc_customers_nik_idx" ON "kyc_customers" USING btree (("personal"->>'ktp_no'));--> statement-breakpoint
CREATE INDEX "kyc_customers_account_idx" ON "kyc_customers" USING btree (("bank_account"->>'account_no'));