CREATE TABLE "fund_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kyc_customer_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"external_ref" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"channel" text NOT NULL,
	"counterparty_bank_code" text,
	"counterparty_account_no" text,
	"counterparty_account_name" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_movements_amount_ck" CHECK ("fund_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gold_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kyc_customer_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"external_ref" text NOT NULL,
	"grams" numeric(20, 4) NOT NULL,
	"contract_id" smallint,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_withdrawals_grams_ck" CHECK ("gold_withdrawals"."grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "fund_movements" ADD CONSTRAINT "fund_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_movements" ADD CONSTRAINT "fund_movements_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_movements" ADD CONSTRAINT "fund_movements_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_movements" ADD CONSTRAINT "fund_movements_partner_id_integration_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."integration_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_withdrawals" ADD CONSTRAINT "gold_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_withdrawals" ADD CONSTRAINT "gold_withdrawals_kyc_customer_id_kyc_customers_id_fk" FOREIGN KEY ("kyc_customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_withdrawals" ADD CONSTRAINT "gold_withdrawals_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_withdrawals" ADD CONSTRAINT "gold_withdrawals_partner_id_integration_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."integration_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_movements_partner_ref_uq" ON "fund_movements" USING btree ("partner_id","external_ref");--> statement-breakpoint
CREATE INDEX "fund_movements_user_occurred_idx" ON "fund_movements" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fund_movements_occurred_idx" ON "fund_movements" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gold_withdrawals_partner_ref_uq" ON "gold_withdrawals" USING btree ("partner_id","external_ref");--> statement-breakpoint
CREATE INDEX "gold_withdrawals_user_occurred_idx" ON "gold_withdrawals" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "gold_withdrawals_occurred_idx" ON "gold_withdrawals" USING btree ("occurred_at");