import { sql, type SQL } from 'drizzle-orm';

/**
 * The listed-job rule (isJobListed in job-dto.ts) as a condition on `jobs j`, for reads that list
 * jobs outward in SQL (the job-board feeds): open, and its post not ended at `now`. Only a published
 * job may be open (jobs_unpublished_inactive_check), so held and rejected jobs are never listed; an
 * expired job is left out before the expiry sweep closes it.
 */
export function listedJobsCondition(now: Date): SQL {
  return sql`(j.is_active and j.expires_at > ${now.toISOString()}::timestamptz)`;
}
