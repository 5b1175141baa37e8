-- Issue 54: every charge and refund is an invoice (a refund's: a credit note) numbered in one gap-free sequence.
-- The number is taken from the single counter row inside the transaction that writes the invoice: its row lock
-- orders parallel charges on every instance, and a rolled back charge gives its number back (a sequence would not).
CREATE TABLE "invoice_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" integer UNIQUE;
--> statement-breakpoint
-- The invoices already paid and refund lines already written get their numbers in the order they were written.
UPDATE "invoices" SET "number" = numbered.n
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "invoices" WHERE "status" IN ('paid', 'refunded')) AS numbered
WHERE "invoices"."id" = numbered."id";
--> statement-breakpoint
INSERT INTO "invoice_number_counter" ("id", "last_number") SELECT 1, coalesce(max("number"), 0) FROM "invoices";
--> statement-breakpoint
-- Refunds may be partial, so an invoice may have several (their sum never above what was paid: the invoice row is
-- locked while the next one is checked). A provider's refund is pending until its webhook confirms it.
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_invoice_id_key";
--> statement-breakpoint
CREATE INDEX "payment_refunds_invoice_id_idx" ON "payment_refunds" ("invoice_id");
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider" text;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "payment_refunds" SET "confirmed_at" = "created_at", "provider" = CASE WHEN "provider_refund_id" IS NULL THEN NULL ELSE 'stripe' END;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_refund_id_idx" ON "payment_refunds" ("provider_refund_id");
--> statement-breakpoint
-- A PayPal payment's capture: what PayPal refunds (the order id is not).
ALTER TABLE "payments" ADD COLUMN "provider_capture_id" text;
