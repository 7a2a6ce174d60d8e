ALTER TABLE "integration_partners" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "integration_partners" ADD COLUMN "platform_id" uuid;--> statement-breakpoint
ALTER TABLE "integration_partners" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "integration_partners" ADD CONSTRAINT "integration_partners_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_partners" ADD CONSTRAINT "integration_partners_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_partners" ADD CONSTRAINT "integration_partners_scope_ck" CHECK (("integration_partners"."kind" is null and "integration_partners"."platform_id" is null and "integration_partners"."bank_code" is null)
        or ("integration_partners"."kind" = 'exchange' and "integration_partners"."platform_id" is not null and "integration_partners"."bank_code" is null)
        or ("integration_partners"."kind" = 'bank' and "integration_partners"."bank_code" is not null and "integration_partners"."platform_id" is null));