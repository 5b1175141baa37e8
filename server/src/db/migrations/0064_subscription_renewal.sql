-- Issue 54: subscription plans (the Subscription Bundle, resume plans) renew at the end of each period with the saved
-- default card. status: active, past_due (a renewal charge failed: access waits for a paid invoice; dunning reads
-- subscription_payment_failures) or canceled (Stripe ended it). provider_subscription_id: the Stripe Billing
-- subscription that renews it when keys are set (null in test mode, where the scheduler charges). provider_state_at:
-- the Stripe event stamp of the newest state applied, so an older event never overwrites newer state.
ALTER TABLE "subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("status" IN ('active', 'past_due', 'canceled'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE ("provider_subscription_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
-- The renewal sweep's one lookup: live subscriptions by the end of their period.
CREATE INDEX "subscriptions_renewal_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "status" = 'active' AND NOT "cancel_at_period_end";--> statement-breakpoint
-- One row per failed renewal charge (the test-mode sweep's, or Stripe's invoice.payment_failed): what dunning retries.
CREATE TABLE "subscription_payment_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_invoice_id" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_payment_failures_attempt_unique" UNIQUE ("subscription_id", "period_end", "attempt")
);--> statement-breakpoint
ALTER TABLE "subscription_payment_failures" ADD CONSTRAINT "subscription_payment_failures_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
