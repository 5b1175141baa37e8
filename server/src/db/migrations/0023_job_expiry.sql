-- A job post lasts as long as the post it used (Basic, the free post and the bundle's posts 30 days,
-- Boosted 60); existing jobs are dated from their posting by the same rule.
ALTER TABLE "jobs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "jobs" SET "expires_at" = "posted_at" + CASE
    WHEN "boosted_until" IS NOT NULL
      OR EXISTS (SELECT 1 FROM "job_post_grants" g WHERE g."id" = "jobs"."post_grant_id" AND g."is_boosted")
    THEN interval '60 days'
    ELSE interval '30 days'
  END;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "expires_at" SET DEFAULT (now() + interval '30 days');--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_active_expires_at_idx" ON "jobs" USING btree ("expires_at") WHERE "is_active";--> statement-breakpoint
-- A renewal uses a post as posting does: the allowance counts jobs and renewals per grant.
CREATE TABLE "job_post_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"post_grant_id" uuid,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_post_renewals" ADD CONSTRAINT "job_post_renewals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_post_renewals" ADD CONSTRAINT "job_post_renewals_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_post_renewals" ADD CONSTRAINT "job_post_renewals_post_grant_id_job_post_grants_id_fk" FOREIGN KEY ("post_grant_id") REFERENCES "public"."job_post_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_post_renewals_post_grant_id_idx" ON "job_post_renewals" USING btree ("post_grant_id") WHERE "post_grant_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_post_renewals_free_post_idx" ON "job_post_renewals" USING btree ("employer_id") WHERE "post_grant_id" IS NULL;--> statement-breakpoint
CREATE INDEX "job_post_renewals_job_id_idx" ON "job_post_renewals" USING btree ("job_id");
