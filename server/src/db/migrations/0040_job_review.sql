-- Moderation (issue 37): a job is published, held for an operator's review, or rejected. A held or
-- rejected job is never listed: the CHECK keeps it inactive, so every public read (they all filter
-- is_active) and the search index (job_changes trigger) leave it out without knowing of reviews.
ALTER TABLE "jobs" ADD COLUMN "review_status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_signals" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_note" text;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_review_status_check" CHECK ("review_status" IN ('published', 'held', 'rejected'));
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_unpublished_inactive_check" CHECK ("review_status" = 'published' OR NOT "is_active");
--> statement-breakpoint
-- The moderation queue reads the held jobs, oldest first.
CREATE INDEX "jobs_held_posted_at_idx" ON "jobs" ("posted_at") WHERE "review_status" = 'held';
--> statement-breakpoint
-- Employer verification: when, and who decided ('domain': the account e-mail's domain is the website's;
-- 'operator': by hand). verified_by 'operator' with no verified_at is an operator's "not verified",
-- which the domain rule then never overrides.
ALTER TABLE "employer_profiles" ADD COLUMN "verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD COLUMN "verified_by" text;
--> statement-breakpoint
ALTER TABLE "employer_profiles" ADD CONSTRAINT "employer_profiles_verified_by_check"
	CHECK ("verified_by" IN ('domain', 'operator') AND ("verified_at" IS NOT NULL OR "verified_by" = 'operator') OR ("verified_at" IS NULL AND "verified_by" IS NULL));
