CREATE TABLE "review_checks" (
	"customer_id" uuid NOT NULL,
	"item" text NOT NULL,
	"basis" text NOT NULL,
	"checked_by" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_checks_customer_id_item_pk" PRIMARY KEY("customer_id","item")
);
--> statement-breakpoint
ALTER TABLE "review_checks" ADD CONSTRAINT "review_checks_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_checks" ADD CONSTRAINT "review_checks_checked_by_staff_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;