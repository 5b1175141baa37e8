import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { toEmployerVerification, type EmployerVerificationFields, type VerificationMethod } from '@core/trust/employer-verification';
import type { Executor } from '../../db/client';
import { createBatchedReader } from '../../lib/batched-reads';
import { employerProfiles } from '../../db/schema/employer-profile';
import { applications } from '../../db/schema/applications';
import { jobs, jobViewDays } from '../../db/schema/jobs';
import {
  ALL_CHANGES,
  changeParams,
  changesSinceSql,
  snapshotXminSql,
  toCheck,
  type ChangeCursor,
  type JobChangeCheck,
} from './job-change-log';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** A job row with what the card needs beside it (the employer's verification is on the row, kept by triggers: migration 0046). */
export interface JobWithCompany {
  job: JobRow;
  companyName: string | null;
}

// Statements every search or count runs, prepared once per connection (named): PostgreSQL then skips parsing and planning them (half a page's database time).
function preparedStatements(db: Executor) {
  // A one-row select of expressions alone.
  const oneRow = sql`(select) as one`;
  return {
    searchPage: db
      .select({
        xmin: snapshotXminSql,
        changes: changesSinceSql,
        // One text value of the rows' cards (JobDto JSON the database keeps, jobs.search_card, which the
        // server never parses nor builds again), each with the terms match reasons, coverage and the card's
        // company fields read (jobs.search_terms): both are written once per change, not on every read.
        // How the employer is verified comes as a small JSON pair, so no domain can hold a separator.
        rows: sql<string | null>`(select string_agg(j.id::text || chr(31) || j.search_terms || chr(31)
            || json_build_array(j.employer_verified_by, j.employer_verified_domain)::text || chr(31) || j.search_card, chr(30))
          from jobs j where j.id = any(${sql.placeholder('ids')}::uuid[]))`,
      })
      .from(oneRow)
      .prepare('job_search_page'),
  };
}
const prepared = new WeakMap<Executor, ReturnType<typeof preparedStatements>>();
function statementsFor(db: Executor) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = preparedStatements(db)));
  return statements;
}

/** What the search index keeps of an active job (search/store.ts). */
export type IndexedJobRow = {
  id: string;
  /** Microseconds since 1970, exact (a bigint as text). */
  posted_micros: string;
  boosted_until_ms: number | null;
  pay_rank: number;
  industry: string;
  job_type: string;
  experience_level: string | null;
  /** Stored coordinates (jobs service geocode); null: unknown, or written outside the service. */
  lat: number | null;
  lng: number | null;
  location: string;
  trade_keys: string[];
  skill_keys: string[];
  required_credentials: string[];
  preferred_credentials: string[];
  has_per_diem: boolean;
  lodging_provided: boolean;
  lexemes: string[];
};

/** Where a batch of the index's load starts: after this job, newest first. */
export interface IndexLoadCursor {
  postedMicros: string;
  id: string;
}

/** Active jobs for the index: the given ones, or a batch newest first (post time, then id) after `after`. */
export async function loadIndexedJobs(
  db: Executor,
  scope: { ids: readonly string[] } | { after: IndexLoadCursor | null; limit: number },
): Promise<IndexedJobRow[]> {
  const where =
    'ids' in scope
      ? sql`j.id = any(${sql.param(scope.ids)}::uuid[])`
      : scope.after
        ? sql`(j.posted_at, j.id) < (timestamptz 'epoch' + ${scope.after.postedMicros}::bigint * interval '1 microsecond', ${scope.after.id}::uuid)`
        : sql`true`;
  // Lexemes come as one text, split here: the driver's parse of a text[] was a tenth of a reload's time.
  const result = await db.execute<Omit<IndexedJobRow, 'lexemes'> & { lexemes: string }>(sql`
    select j.id, (extract(epoch from j.posted_at) * 1000000)::bigint::text as posted_micros,
      (extract(epoch from j.boosted_until) * 1000)::float8 as boosted_until_ms, j.pay_rank, j.industry, j.job_type,
      j.experience_level, j.lat, j.lng, j.location, j.trade_keys, j.skill_keys, j.required_credentials, j.preferred_credentials,
      coalesce(j.per_diem_cents, 0) > 0 as has_per_diem, j.lodging_provided,
      array_to_string(tsvector_to_array(j.search_vector), chr(31)) as lexemes
    from jobs j
    where j.is_active and ${where}
    ${'ids' in scope ? sql`` : sql`order by j.posted_at desc, j.id desc limit ${scope.limit}`}`);
  const rows = result.rows as unknown as IndexedJobRow[];
  for (const row of result.rows) (row as unknown as IndexedJobRow).lexemes = row.lexemes === '' ? [] : row.lexemes.split('\x1f');
  return rows;
}

/** PostgreSQL's parse of a search's words (websearch syntax, English stemming), as tsquery text. */
export async function parseKeyword(db: Executor, q: string): Promise<string> {
  const result = await db.execute<{ query: string }>(sql`select websearch_to_tsquery('english', ${q})::text as query`);
  return result.rows[0]!.query;
}

/** The active jobs whose text matches `q`: for phrases, which need word positions the index does not keep. */
export async function findJobIdsMatchingKeyword(db: Executor, q: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(
    sql`select j.id from jobs j where j.is_active and j.search_vector @@ websearch_to_tsquery('english', ${q})`,
  );
  return result.rows.map((row) => row.id);
}

/** Drops change log rows older than `keptMs` by the database's clock: every instance has applied them (they sync every few seconds). */
export async function pruneJobChanges(db: Executor, keptMs: number) {
  await db.execute(sql`delete from job_changes where changed_at < now() - ${keptMs} * interval '1 millisecond'`);
}

/** What best match's reasons and credential coverage read of a job on a search page. */
export interface SearchCardTerms {
  title: string;
  skills: string[];
  industry: string;
  location: string;
  requiredCredentials: string[];
  preferredCredentials: string[];
  /** jobs.pay_rank: the top pay a year, 0 without pay (best match's pay fit). */
  payYearly: number;
}

/**
 * A job on a search page: its card as JSON text (the JobDto fields kept with the job:
 * search-cards.test.ts checks them against toJobDto), its company's name and the terms the search's
 * own fields need.
 */
export interface SearchCardRow {
  card: string;
  companyName: string | null;
  verification: EmployerVerificationFields;
  terms: SearchCardTerms;
}

type CardTermsTuple = [string, string[], string, string, string[], string[], string | null, number, boolean];
type VerificationPair = [VerificationMethod | null, string | null];
// PostgreSQL escapes control characters inside json text, so these two never occur in it.
const ROW_SEPARATOR = '\x1e';
const FIELD_SEPARATOR = '\x1f';

/** Splits the statement's text of cards into rows by id. */
function toCardRows(text: string | null): Map<string, SearchCardRow> {
  const rows = new Map<string, SearchCardRow>();
  if (text === null) return rows;
  for (const record of text.split(ROW_SEPARATOR)) {
    const termsAt = record.indexOf(FIELD_SEPARATOR);
    const verificationAt = record.indexOf(FIELD_SEPARATOR, termsAt + 1);
    const cardAt = record.indexOf(FIELD_SEPARATOR, verificationAt + 1);
    const [title, skills, industry, location, requiredCredentials, preferredCredentials, companyName, payYearly] = JSON.parse(
      record.slice(termsAt + 1, verificationAt),
    ) as CardTermsTuple;
    const [verifiedBy, verifiedDomain] = JSON.parse(record.slice(verificationAt + 1, cardAt)) as VerificationPair;
    rows.set(record.slice(0, termsAt), {
      card: record.slice(cardAt + 1),
      companyName,
      verification: toEmployerVerification(verifiedBy, verifiedDomain),
      terms: { title, skills, industry, location, requiredCredentials, preferredCredentials, payYearly },
    });
  }
  return rows;
}

/** What one search page reads: the ids the index ranked, and where its index stands in the change log. */
interface PageRead {
  ids: readonly string[];
  /** Null: no changes wanted (the index is reading a backlog itself). */
  cursor: ChangeCursor | null;
}
export interface SearchPage {
  check: JobChangeCheck;
  /** Aligned with the ids asked for: undefined where the job is gone. */
  rows: (SearchCardRow | undefined)[];
}
/**
 * Changes a search page reads at most, and applies before it answers (a statement over up to 1,000 jobs is in the
 * next search, as before issue 50): a larger backlog is the index's to read in pages (search/job-search-index.ts).
 */
export const SEARCH_PAGE_CHANGES = 1000;

/** Pages read at once share a statement: their ids together, and their cursor, or, when they differ, every change from the least xmin on. */
async function readSearchPages(db: Executor, reads: PageRead[]): Promise<SearchPage[]> {
  const ids = [...new Set(reads.flatMap((read) => read.ids))];
  const cursors = reads.flatMap((read) => (read.cursor ? [read.cursor] : []));
  const least = cursors.reduce((min, each) => (BigInt(each.xmin) < min ? BigInt(each.xmin) : min), BigInt(cursors[0]?.xmin ?? 0));
  const cursor = new Set(cursors.map((each) => JSON.stringify(each))).size === 1 ? cursors[0]! : { ...ALL_CHANGES, xmin: least.toString() };
  const params = changeParams(cursor, SEARCH_PAGE_CHANGES);
  const [page] = await statementsFor(db).searchPage.execute({ ...params, changesLimit: cursors.length > 0 ? params.changesLimit : 0, ids });
  // Without a cursor nothing was read: the check says so (truncated), so no index takes it for a whole read.
  const check =
    cursors.length > 0 ? toCheck(page!.xmin, page!.changes, SEARCH_PAGE_CHANGES) : { xmin: page!.xmin, runs: [], truncated: true };
  const rowsById = toCardRows(page!.rows);
  return reads.map((read) => ({ check, rows: read.ids.map((id) => rowsById.get(id)) }));
}

const pageReaders = new WeakMap<Executor, ReturnType<typeof createBatchedReader<PageRead, SearchPage>>>();

/**
 * The rows of a search page (the ids the index ranked, aligned with them) and, in the same statement
 * and snapshot, the job changes the index's cursor leaves out (at most SEARCH_PAGE_CHANGES): with
 * none, the page is as the database stands. Pages asked for at the same time share one statement
 * (lib/batched-reads.ts).
 */
export function readSearchPage(db: Executor, ids: readonly string[], cursor: ChangeCursor | null): Promise<SearchPage> {
  let reader = pageReaders.get(db);
  if (!reader) pageReaders.set(db, (reader = createBatchedReader((reads: PageRead[]) => readSearchPages(db, reads))));
  return reader.read({ ids, cursor });
}

/** Pages read so far through `db`, and the statements that read them (the benchmark reports the ratio). */
export function searchPageReadStats(db: Executor) {
  return pageReaders.get(db)?.stats() ?? { reads: 0, batches: 0 };
}

const withCompany = { job: jobs, companyName: employerProfiles.companyName };

export async function findJobWithCompany(db: Executor, id: string): Promise<JobWithCompany | null> {
  const [row] = await db
    .select(withCompany)
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(jobs.id, id));
  return row ?? null;
}

export async function listJobsForEmployer(db: Executor, employerId: string): Promise<JobWithCompany[]> {
  return db
    .select(withCompany)
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(jobs.employerId, employerId))
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
}

/** Open jobs, newest first: those in `industry` when given, never `excludeId`. */
export async function listRecentActiveJobs(
  db: Executor,
  { industry, excludeId }: { industry?: string; excludeId?: string },
  limit: number,
) {
  return db
    .select({ id: jobs.id, title: jobs.title, location: jobs.location, companyName: employerProfiles.companyName })
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(and(eq(jobs.isActive, true), industry ? eq(jobs.industry, industry) : undefined, excludeId ? ne(jobs.id, excludeId) : undefined))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(limit);
}

/** Applications per job and stage for one employer's jobs (the employer index, no job join). */
export async function countApplicationsByJobAndStatus(db: Executor, employerId: string) {
  return db
    .select({ jobId: applications.jobId, status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.employerId, employerId))
    .groupBy(applications.jobId, applications.status);
}

/** All-time views of each of one employer's jobs. */
export async function sumJobViewsForEmployer(db: Executor, employerId: string) {
  return db
    .select({ jobId: jobViewDays.jobId, views: sql<number>`sum(${jobViewDays.views})::int` })
    .from(jobViewDays)
    .innerJoin(jobs, eq(jobs.id, jobViewDays.jobId))
    .where(eq(jobs.employerId, employerId))
    .groupBy(jobViewDays.jobId);
}

/** Views per day of one job since `fromDay` (YYYY-MM-DD). */
export async function listJobViewDays(db: Executor, jobId: string, fromDay: string) {
  return db
    .select({ day: jobViewDays.day, views: jobViewDays.views })
    .from(jobViewDays)
    .where(and(eq(jobViewDays.jobId, jobId), gte(jobViewDays.day, fromDay)));
}

/** New applications per UTC day to one job since `from` (the job index). */
export async function countApplicationsPerDay(db: Executor, jobId: string, from: Date) {
  const day = sql<string>`to_char(${applications.appliedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), gte(applications.appliedAt, from)))
    .groupBy(day);
}

/** Adds counted views to `day`'s rows in one statement; views of jobs deleted meanwhile are dropped. */
export async function addJobViews(db: Executor, day: string, counts: Array<[jobId: string, views: number]>) {
  const jobIds = counts.map(([jobId]) => jobId);
  const views = counts.map(([, count]) => count);
  await db.execute(sql`
    insert into job_view_days (job_id, day, views)
    select v.job_id, ${day}::date, v.views
    from unnest(${sql.param(jobIds)}::uuid[], ${sql.param(views)}::int[]) as v(job_id, views)
    join jobs j on j.id = v.job_id
    on conflict (job_id, day) do update set views = job_view_days.views + excluded.views`);
}

export async function insertJobs(db: Executor, values: NewJob[]) {
  return db.insert(jobs).values(values).returning();
}

export async function updateJobForEmployer(db: Executor, id: string, employerId: string, values: Partial<NewJob>) {
  const [row] = await db
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)))
    .returning();
  return row ?? null;
}

/** Lists an expired job again until `expiresAt`; null when it is not this employer's or no longer expired (another renewal was first). */
export async function renewExpiredJob(
  db: Executor,
  id: string,
  employerId: string,
  now: Date,
  values: Pick<NewJob, 'expiresAt' | 'boostedUntil'>,
) {
  const [row] = await db
    .update(jobs)
    .set({ ...values, isActive: true })
    .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId), lte(jobs.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Takes every open job whose post has ended off the listings; idempotent, so any instance may run it at any time. */
export async function deactivateExpiredJobs(db: Executor, now: Date) {
  const rows = await db
    .update(jobs)
    .set({ isActive: false })
    .where(and(eq(jobs.isActive, true), lte(jobs.expiresAt, now)))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function deleteJobForEmployer(db: Executor, id: string, employerId: string) {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The distinct locations of jobs without stored coordinates. */
export async function listUngeocodedLocations(db: Executor): Promise<string[]> {
  const result = await db.execute<{ location: string }>(sql`select distinct location from jobs where lat is null`);
  return result.rows.map((row) => row.location);
}

/** Stores each location's coordinates on its jobs that have none yet; the number of jobs updated. */
export async function setJobCoordinates(db: Executor, places: { location: string; lat: number; lng: number }[]): Promise<number> {
  if (places.length === 0) return 0;
  const column = <K extends 'location' | 'lat' | 'lng'>(key: K) => places.map((place) => place[key]);
  const result = await db.execute(sql`
    update jobs j set lat = v.lat, lng = v.lng
    from unnest(${sql.param(column('location'))}::text[], ${sql.param(column('lat'))}::float8[], ${sql.param(column('lng'))}::float8[])
      as v(location, lat, lng)
    where j.location = v.location and j.lat is null`);
  return result.rowCount ?? 0;
}
