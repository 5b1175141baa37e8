-- Each job records the job post it used (null = the employer's free post), so the allowance is a
-- count per grant instead of a replay of every job the employer ever posted.
ALTER TABLE "jobs" ADD COLUMN "post_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_post_grant_id_job_post_grants_id_fk" FOREIGN KEY ("post_grant_id") REFERENCES "public"."job_post_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_post_grant_id_idx" ON "jobs" USING btree ("post_grant_id") WHERE "post_grant_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_free_post_idx" ON "jobs" USING btree ("employer_id") WHERE "post_grant_id" IS NULL;--> statement-breakpoint
-- Existing jobs get the post the old rule gave them: in posting order, the grant open at posting
-- time with posts left that closes soonest (the free post otherwise).
DO $$
DECLARE
  job record;
  grant_id uuid;
BEGIN
  FOR job IN SELECT id, employer_id, posted_at FROM jobs ORDER BY employer_id, posted_at, id LOOP
    SELECT g.id INTO grant_id
    FROM job_post_grants g
    WHERE g.employer_id = job.employer_id
      AND g.starts_at <= job.posted_at AND job.posted_at < g.ends_at
      AND g.posts > (SELECT count(*) FROM jobs used WHERE used.post_grant_id = g.id)
    ORDER BY g.ends_at, g.id
    LIMIT 1;
    IF grant_id IS NOT NULL THEN
      UPDATE jobs SET post_grant_id = grant_id WHERE id = job.id;
    END IF;
  END LOOP;
END $$;
