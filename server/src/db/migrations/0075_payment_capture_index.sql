-- Issue 54: a renewal Stripe Billing charged keeps the PaymentIntent of its invoice.paid in provider_capture_id (as a
-- PayPal payment keeps its capture), so a refund made in Stripe's dashboard, which names that PaymentIntent, finds its
-- invoice. Refund events look payments up by it.
CREATE INDEX "payments_provider_capture_id_idx" ON "payments" ("provider_capture_id");
