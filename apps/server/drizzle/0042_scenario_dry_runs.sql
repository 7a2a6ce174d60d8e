CREATE TABLE "monitoring_scenario_dry_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"days" integer NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"result" jsonb,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "monitoring_scenario_dry_runs" ADD CONSTRAINT "monitoring_scenario_dry_runs_version_monitoring_scenario_sets_version_fk" FOREIGN KEY ("version") REFERENCES "public"."monitoring_scenario_sets"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_scenario_dry_runs" ADD CONSTRAINT "monitoring_scenario_dry_runs_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_scenario_dry_runs_version_idx" ON "monitoring_scenario_dry_runs" USING btree ("version","created_at");