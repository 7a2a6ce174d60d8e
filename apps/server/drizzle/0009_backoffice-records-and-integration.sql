CREATE SEQUENCE "public"."hin_demo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "integration_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_partners_name_unique" UNIQUE("name"),
	CONSTRAINT "integration_partners_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "managing_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_customer_id" uuid NOT NULL,
	"bank_code" text,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"note" text,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managing_bank_accounts_kyc_customer_id_unique" UNIQUE("kyc_customer_id")
);
--> statement-breakpoint
ALTER TABLE "gold_transactions" DROP CONSTRAINT "gold_transactions_external_ref_unique";--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "kyc_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "platform_id" uuid;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "type" text DEFAULT 'market' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "condition" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "status" text DEFAULT 'settled' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "price" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD COLUMN "fee" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "demo_password_hash" text;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "demo_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "managing_bank_accounts" ADD CONSTRAINT "managing_bank_accounts_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managing_bank_accounts" ADD CONSTRAINT "managing_bank_accounts_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managing_bank_accounts" ADD CONSTRAINT "managing_bank_accounts_verified_by_staff_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "managing_bank_accounts_status_created_idx" ON "managing_bank_accounts" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD CONSTRAINT "gold_transactions_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD CONSTRAINT "gold_transactions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_transactions" ADD CONSTRAINT "gold_transactions_partner_id_integration_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."integration_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_transactions_partner_ref_uq" ON "gold_transactions" USING btree (coalesce("partner_id"::text, ''),"external_ref");--> statement-breakpoint
CREATE INDEX "gold_transactions_traded_idx" ON "gold_transactions" USING btree ("traded_at");--> statement-breakpoint
CREATE INDEX "gold_transactions_platform_traded_idx" ON "gold_transactions" USING btree ("platform_id","traded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_customers_hin_demo_uq" ON "kyc_customers" USING btree ("hin_demo");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_customers_trade_account_no_uq" ON "kyc_customers" USING btree ("trade_account_no");