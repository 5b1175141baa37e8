-- Issue 50: a pay-sorted search ranked by PostgreSQL (while the index loads, and the 10M design's shapes without best
-- match) walks this index to a page instead of sorting every active job: 1.6 s at 1M and 10.7 s at 10M without it,
-- 1-7 ms with it (search README "10M jobs: the design, measured"). Same order as search-sql.ts's pay statement.
CREATE INDEX IF NOT EXISTS "jobs_active_pay_rank_idx" ON "jobs" USING btree ("pay_rank" DESC, "posted_at" DESC, "id" DESC) WHERE "is_active";
