CREATE TABLE "monitoring_scenario_sets" (
	"version" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposed_by" uuid,
	"proposed_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "monitoring_scenario_sets" ADD CONSTRAINT "monitoring_scenario_sets_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_scenario_sets" ADD CONSTRAINT "monitoring_scenario_sets_proposed_by_staff_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_scenario_sets" ADD CONSTRAINT "monitoring_scenario_sets_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_scenario_sets_one_active_uq" ON "monitoring_scenario_sets" USING btree ("status") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_scenario_sets_one_proposed_uq" ON "monitoring_scenario_sets" USING btree ("status") WHERE status = 'proposed';