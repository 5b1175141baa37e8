-- Issue 52: work done elsewhere, named by the worker (hires on CrewBridge are read from applications, never copied
-- here). A named contact confirms or corrects it through a one-time link; the confirmation stays on the entry.
CREATE TABLE "work_history_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "worker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "employer_name" text NOT NULL,
  "trade" text NOT NULL,
  "start_date" date NOT NULL,
  "end_date" date,
  "contact_name" text NOT NULL,
  "contact_email" text,
  "contact_phone" text,
  "confirmed_by_name" text,
  "confirmed_by_company" text,
  "confirmed_at" timestamp with time zone,
  "was_corrected" boolean DEFAULT false NOT NULL,
  "correction_note" text,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "work_history_entries_dates_check" CHECK ("end_date" IS NULL OR "end_date" >= "start_date"),
  CONSTRAINT "work_history_entries_contact_check" CHECK ("contact_email" IS NOT NULL OR "contact_phone" IS NOT NULL),
  CONSTRAINT "work_history_entries_confirmed_check" CHECK (("confirmed_at" IS NULL) = ("confirmed_by_name" IS NULL))
);--> statement-breakpoint
CREATE INDEX "work_history_entries_worker_idx" ON "work_history_entries" USING btree ("worker_id", "start_date");--> statement-breakpoint
-- One row per link sent: only the token's hash is kept; used_at is stamped once (update ... where used_at is null).
CREATE TABLE "work_history_confirmation_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "entry_id" uuid NOT NULL REFERENCES "work_history_entries"("id") ON DELETE CASCADE,
  "worker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "channel" text NOT NULL,
  "language" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "work_history_confirmation_requests_channel_check" CHECK ("channel" IN ('email', 'sms'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "work_history_confirmation_requests_token_idx" ON "work_history_confirmation_requests" USING btree ("token_hash");--> statement-breakpoint
-- The daily cap counts a worker's requests of the last day.
CREATE INDEX "work_history_confirmation_requests_worker_idx" ON "work_history_confirmation_requests" USING btree ("worker_id", "created_at");
