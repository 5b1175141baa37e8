-- Inbound webhooks are stored, answered, then processed (issue 36): the raw event replaces the bare id log.
DROP TABLE "channel_inbound";--> statement-breakpoint
CREATE TABLE "channel_inbound_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_inbound_events_key_idx" ON "channel_inbound_events" USING btree ("provider","dedupe_key");--> statement-breakpoint
CREATE INDEX "channel_inbound_events_due_idx" ON "channel_inbound_events" USING btree ("next_attempt_at") WHERE "channel_inbound_events"."status" in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "channel_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD COLUMN "address" text;
