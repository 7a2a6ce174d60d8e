CREATE TABLE "watchlist_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'parsing' NOT NULL,
	"refusal_row" integer,
	"refusal_reason" text,
	"version_id" uuid,
	"run_id" uuid,
	"uploaded_by" uuid,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "watchlist_uploads" ADD CONSTRAINT "watchlist_uploads_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_uploads" ADD CONSTRAINT "watchlist_uploads_run_id_screening_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."screening_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_uploads" ADD CONSTRAINT "watchlist_uploads_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_uploads_created_idx" ON "watchlist_uploads" USING btree ("created_at");