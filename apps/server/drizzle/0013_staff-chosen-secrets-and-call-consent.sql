CREATE TABLE "credential_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"secret_ciphertext" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_reveals_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "video_recordings" ADD COLUMN "consent_acceptance_id" uuid;--> statement-breakpoint
ALTER TABLE "credential_reveals" ADD CONSTRAINT "credential_reveals_customer_id_kyc_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."kyc_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_reveals_customer_idx" ON "credential_reveals" USING btree ("customer_id","kind");--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_consent_acceptance_id_kyc_acceptances_id_fk" FOREIGN KEY ("consent_acceptance_id") REFERENCES "public"."kyc_acceptances"("id") ON DELETE no action ON UPDATE no action;