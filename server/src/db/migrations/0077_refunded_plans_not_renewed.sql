-- A refunded plan's period ended at the refund but stayed set to renew, so the test-mode renewal sweep charged the
-- saved card for it again (payments/refund-repository.ts endSubscriptionsOfPurchase now cancels it at its end). A
-- refund is the only writer that leaves a plan cancelled (cancelled_at set) yet renewing: such periods not renewed
-- yet are marked as the refund now marks them.
UPDATE "subscriptions" SET "cancel_at_period_end" = true
WHERE "cancelled_at" IS NOT NULL AND NOT "cancel_at_period_end" AND "status" = 'active' AND "current_period_end" <= now();
