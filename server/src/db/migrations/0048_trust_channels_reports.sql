-- Issue 49, point 6: text pacing by a rolling window (channels/pacing.ts) instead of calendar seconds.
CREATE TABLE "channel_rate_windows" (
	"channel" text PRIMARY KEY NOT NULL,
	"sent_at" bigint[] NOT NULL
);--> statement-breakpoint
DROP TABLE "channel_rate_slots";--> statement-breakpoint
-- The reports a reporter filed in the last minute and day (reports/service.ts counts them before each new one).
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");
