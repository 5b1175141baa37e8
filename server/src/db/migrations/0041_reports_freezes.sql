-- Frozen accounts (issue 37): an operator's freeze refuses sign-in and ends every session.
ALTER TABLE "users" ADD COLUMN "frozen_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_reason" text;
--> statement-breakpoint
-- Reports of a job, an employer, a worker or a message; one open report per reporter and target.
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolution_note" text,
	"resolved_by" uuid REFERENCES "users"("id"),
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_check" CHECK ("target_type" in ('job', 'employer', 'worker', 'message')),
	CONSTRAINT "reports_status_check" CHECK ("status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "reports" ("reporter_id", "target_type", "target_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" ("target_type", "target_id");
--> statement-breakpoint
-- The jobs a freeze closed: unfreezing reopens exactly these (those not expired meanwhile).
CREATE TABLE "account_freeze_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_freeze_jobs_user_id_idx" ON "account_freeze_jobs" ("user_id");
