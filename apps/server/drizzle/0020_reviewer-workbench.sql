CREATE TABLE "participant_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resubmission_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"item" text NOT NULL,
	"decision" text NOT NULL,
	"reason_code" text,
	"reason_text" text,
	"note_to_customer" text,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_file_id" uuid,
	"new_file_id" uuid,
	"previous_data" jsonb,
	"new_data" jsonb
);
--> statement-breakpoint
CREATE TABLE "resubmission_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_before" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resubmitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "due_paused_remaining_ms" bigint;--> statement-breakpoint
ALTER TABLE "participant_notes" ADD CONSTRAINT "participant_notes_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_notes" ADD CONSTRAINT "participant_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resubmission_items" ADD CONSTRAINT "resubmission_items_request_id_resubmission_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."resubmission_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resubmission_items" ADD CONSTRAINT "resubmission_items_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resubmission_items" ADD CONSTRAINT "resubmission_items_previous_file_id_stored_files_id_fk" FOREIGN KEY ("previous_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resubmission_items" ADD CONSTRAINT "resubmission_items_new_file_id_stored_files_id_fk" FOREIGN KEY ("new_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resubmission_requests" ADD CONSTRAINT "resubmission_requests_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resubmission_requests" ADD CONSTRAINT "resubmission_requests_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_notes_customer_idx" ON "participant_notes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "resubmission_items_customer_idx" ON "resubmission_items" USING btree ("customer_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "resubmission_requests_open_uq" ON "resubmission_requests" USING btree ("customer_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "resubmission_requests_customer_idx" ON "resubmission_requests" USING btree ("customer_id","requested_at");--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD CONSTRAINT "kyc_customers_claimed_by_staff_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_customers_platform_due_idx" ON "kyc_customers" USING btree ("platform_id","status_nasabah","due_at") WHERE due_at is not null;--> statement-breakpoint
CREATE INDEX "kyc_customers_due_idx" ON "kyc_customers" USING btree ("due_at") WHERE due_at is not null;--> statement-breakpoint
-- Notes are append-only (decision 0112): what a reviewer wrote stays as written.
CREATE OR REPLACE FUNCTION participant_notes_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'participant_notes is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER participant_notes_no_update BEFORE UPDATE OR DELETE ON participant_notes
  FOR EACH ROW EXECUTE FUNCTION participant_notes_append_only();--> statement-breakpoint
-- Files already waiting for a review get a due time: two days after submission (calendar days
-- here; new submissions count working days in the application).
UPDATE kyc_customers SET due_at = coalesce(submitted_at, updated_at) + interval '2 days'
  WHERE status_nasabah IN (2, 7);
