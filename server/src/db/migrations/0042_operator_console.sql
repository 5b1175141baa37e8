-- The operator console (issue 37): contact messages are answered from it, and purchases and
-- pay-per-hire fees are refunded from it, once each.
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" uuid REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply_body" text;
--> statement-breakpoint
-- The inbox lists open messages first, newest first.
CREATE INDEX "contact_messages_open_created_at_idx" ON "contact_messages" (("answered_at" IS NOT NULL), "created_at" DESC);
--> statement-breakpoint
-- One refund per invoice (a purchase's, or a pay-per-hire fee's): the unique invoice_id refunds once.
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL UNIQUE REFERENCES "invoices"("id") ON DELETE cascade,
	"refund_invoice_id" uuid REFERENCES "invoices"("id") ON DELETE set null,
	"operator_id" uuid NOT NULL REFERENCES "users"("id"),
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"hire_left_on" date,
	"posts_revoked" integer DEFAULT 0 NOT NULL,
	"posts_kept" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
