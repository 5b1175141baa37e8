-- Issue 50: past SEARCH_SQL_FROM_JOBS jobs PostgreSQL ranks newest and pay searches filtered by an industry alone
-- (search README "10M jobs"). These walk that industry's jobs in the sort's order and stop at a page, so an industry
-- with few open jobs, or none, reads a few blocks instead of the whole newest or pay order of every other industry.
CREATE INDEX IF NOT EXISTS "jobs_active_industry_posted_at_idx" ON "jobs" USING btree ("industry", "posted_at" DESC, "id" DESC) WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_active_industry_pay_rank_idx" ON "jobs" USING btree ("industry", "pay_rank" DESC, "posted_at" DESC, "id" DESC) WHERE "is_active";
