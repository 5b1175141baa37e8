ALTER TABLE "job_post_grants" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "provider_ref" text;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_provider_ref_unique" UNIQUE("provider_ref");
