import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationSource } from '@core/feeds/sources';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { listedJobsCondition } from '../jobs/service';

/** What a feed writes of a job: its public fields only (never the employer's contact, notes or applicants). */
export interface FeedJobRow {
  id: string;
  title: string;
  description: string;
  company_name: string | null;
  location: string;
  industry: string;
  job_type: string;
  experience_level: string | null;
  salary_min: number | null;
  salary_max: number | null;
  pay_unit: 'hour' | 'day' | 'year';
  requirements: string[];
  required_credentials: string[];
  posted_at: Date;
  expires_at: Date;
  /** Microseconds since 1970, exact (a bigint as text): the next batch's cursor. */
  posted_micros: string;
}

/** Where the next batch starts: after this job, newest first (post time, then id). */
export interface FeedCursor {
  postedMicros: string;
  id: string;
}

const inFeeds = (now: Date) => sql`${listedJobsCondition(now)} and j.list_in_feeds`;

/** One batch of the jobs a feed lists, newest first, after `after` (keyset: the index on (posted_at, id) of open jobs). */
export async function readFeedBatch(db: Executor, now: Date, after: FeedCursor | null, limit: number): Promise<FeedJobRow[]> {
  const afterCursor = after
    ? sql`and (j.posted_at, j.id) < (timestamptz 'epoch' + ${after.postedMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    select j.id, j.title, j.description, j.company_name, j.location, j.industry, j.job_type, j.experience_level,
      j.salary_min, j.salary_max, j.pay_unit, j.requirements, j.required_credentials, j.posted_at, j.expires_at,
      (extract(epoch from j.posted_at) * 1000000)::bigint::text as posted_micros
    from jobs j
    where ${inFeeds(now)} ${afterCursor}
    order by j.posted_at desc, j.id desc
    limit ${limit}`);
  return result.rows.map((row) => ({
    ...(row as unknown as FeedJobRow),
    posted_at: new Date(row.posted_at as string | Date),
    expires_at: new Date(row.expires_at as string | Date),
  }));
}

/**
 * What a feed's validators are made of, in index lookups only (a count of the listed jobs took 243 ms at
 * 100,000 jobs): the job change log's last sequence number (every insert, update and delete of a job
 * writes one, migration 0027), and the latest moment that could alter the feed: the newest write to a
 * job (updated_at, stamped by a trigger: it outlives the log's 24 hours), the newest change logged
 * (a deletion), or the latest post end already passed (a job leaves at its expiry before any write).
 */
export async function readFeedVersion(db: Executor, now: Date): Promise<{ changeSeq: string; changedMicros: string }> {
  const result = await db.execute<{ change_seq: string | null; changed_micros: string | null }>(sql`
    select (select max(seq) from job_changes)::text as change_seq,
      (extract(epoch from greatest(
        (select max(updated_at) from jobs),
        (select max(changed_at) from job_changes),
        (select max(expires_at) from jobs where is_active and expires_at <= ${now.toISOString()}::timestamptz)
      )) * 1000000)::bigint::text as changed_micros`);
  const row = result.rows[0]!;
  return { changeSeq: row.change_seq ?? '0', changedMicros: row.changed_micros ?? '0' };
}

/** The employer's own job's feed switch and whether it is in the feeds now; null when it is not this employer's. */
export async function findEmployerJobFeedState(db: Executor, employerId: string, jobId: string, now: Date) {
  const result = await db.execute<{ list_in_feeds: boolean; is_in_feeds: boolean }>(sql`
    select j.list_in_feeds, (${inFeeds(now)}) as is_in_feeds
    from jobs j where j.id = ${jobId}::uuid and j.employer_id = ${employerId}::uuid`);
  const row = result.rows[0];
  return row ? { listInFeeds: row.list_in_feeds, isInFeeds: row.is_in_feeds } : null;
}

/** Sets the switch on the employer's own job; false when it is not this employer's. */
export async function updateJobListInFeeds(db: Executor, employerId: string, jobId: string, listInFeeds: boolean) {
  const updated = await db
    .update(jobs)
    .set({ listInFeeds })
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** A job's applications counted by where they came from, in one grouped query (null: CrewBridge itself). */
export async function countApplicationsBySource(db: Executor, employerId: string, jobId: string) {
  const rows = await db
    .select({ source: applications.source, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.employerId, employerId)))
    .groupBy(applications.source);
  return rows.map((row) => ({ source: row.source as ApplicationSource | null, count: Number(row.count) }));
}
