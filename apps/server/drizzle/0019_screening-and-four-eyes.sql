CREATE TABLE "four_eyes_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"match_id" uuid,
	"reason" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence_digest" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
CREATE TABLE "screening_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"source" text NOT NULL,
	"entry_ref" text NOT NULL,
	"version_id" uuid,
	"entry" jsonb NOT NULL,
	"subject" jsonb NOT NULL,
	"score" numeric(5, 4) NOT NULL,
	"breakdown" jsonb NOT NULL,
	"evidence_digest" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"checked_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"source" text,
	"version_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"screened" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"started_by" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "screening_states" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"screened_at" timestamp with time zone NOT NULL,
	"version_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"digest" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"version_no" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"sha256" text NOT NULL,
	"entries" integer NOT NULL,
	"individuals" integer NOT NULL,
	"entities" integer NOT NULL,
	"added" integer NOT NULL,
	"removed" integer NOT NULL,
	"changed" integer NOT NULL,
	"diff" jsonb NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_customers" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_match_id_screening_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."screening_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_proposed_by_staff_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_checked_by_staff_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_runs" ADD CONSTRAINT "screening_runs_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_runs" ADD CONSTRAINT "screening_runs_started_by_staff_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_states" ADD CONSTRAINT "screening_states_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_versions" ADD CONSTRAINT "watchlist_versions_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "four_eyes_proposals_pending_uq" ON "four_eyes_proposals" USING btree ("customer_id","kind",coalesce("match_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "four_eyes_proposals_status_idx" ON "four_eyes_proposals" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_matches_customer_entry_uq" ON "screening_matches" USING btree ("customer_id","source","entry_ref");--> statement-breakpoint
CREATE INDEX "screening_matches_open_idx" ON "screening_matches" USING btree ("customer_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_entries_version_ref_uq" ON "watchlist_entries" USING btree ("version_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_versions_source_no_uq" ON "watchlist_versions" USING btree ("source","version_no");