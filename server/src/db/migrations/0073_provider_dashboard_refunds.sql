-- Issue 54, refunds made outside the console (in Stripe's or PayPal's dashboard): imported from the provider's webhook,
-- they have no operator. `origin` says where a refund was made, so the console shows it as the provider's.
ALTER TABLE "payment_refunds" ALTER COLUMN "operator_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "origin" text DEFAULT 'console' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_origin_check"
  CHECK ("origin" = 'provider_dashboard' OR ("origin" = 'console' AND "operator_id" IS NOT NULL));
