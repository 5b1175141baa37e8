-- Issue 54, failed payments: when the next try of a failed renewal is due (test mode: days 1, 3 and 5 after the first
-- failure; Stripe: its invoice's next_payment_attempt). Null after the last try: the plan ends. The past-due banner
-- shows the newest row's date.
ALTER TABLE "subscription_payment_failures" ADD COLUMN "next_attempt_at" timestamp with time zone;
