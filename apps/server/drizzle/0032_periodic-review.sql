CREATE TABLE "periodic_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"cycle_started_at" timestamp with time zone NOT NULL,
	"reminded_30_at" timestamp with time zone,
	"reminded_7_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"outcome" text,
	"data_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "periodic_reviews" ADD CONSTRAINT "periodic_reviews_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodic_reviews" ADD CONSTRAINT "periodic_reviews_data_request_id_data_requests_id_fk" FOREIGN KEY ("data_request_id") REFERENCES "public"."data_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "periodic_reviews_open_uq" ON "periodic_reviews" USING btree ("customer_id") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "periodic_reviews_customer_idx" ON "periodic_reviews" USING btree ("customer_id","cycle_started_at");