import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { createBatchedReader } from '../../lib/batched-reads';
import { employerProfiles } from '../../db/schema/employer-profile';
import { applications } from '../../db/schema/applications';
import { jobs, jobViewDays } from '../../db/schema/jobs';
/** The changes logged from the `xmin` placeholder on, as one json value. */
const changesSince = sql `(select coalesce(json_agg(json_build_array(c.seq::text, c.txid::text, c.job_id) order by c.seq), '[]')
  from job_changes c where c.txid >= ${sql.placeholder('xmin')}::xid8)`;
const snapshotXminSql = sql `pg_snapshot_xmin(pg_current_snapshot())::text`;
const toChanges = (list) => list.map(([seq, txid, jobId]) => ({ seq, txid, jobId }));
/**
 * Statements every search or count runs, prepared once per connection (named): PostgreSQL then
 * skips parsing and planning them, which was half of a search page's database time.
 */
function preparedStatements(db) {
    // A one-row select of expressions alone.
    const oneRow = sql `(select) as one`;
    return {
        changes: db.select({ xmin: snapshotXminSql, changes: changesSince }).from(oneRow).prepare('job_changes_since'),
        searchPage: db
            .select({
            xmin: snapshotXminSql,
            changes: changesSince,
            // One text value of the rows' cards (JobDto JSON the database keeps, jobs.search_card, which the
            // server never parses nor builds again), each with the company name and the few fields match
            // reasons and coverage read: turning 20-odd columns a row into objects and back into JSON was
            // half of a search's server CPU.
            rows: sql `(select string_agg(j.id::text || chr(31) || json_build_array(j.title, j.skills, j.industry,
            j.location, j.required_credentials, j.preferred_credentials, ep.company_name, j.pay_rank)::text || chr(31) || j.search_card, chr(30))
          from jobs j left join employer_profiles ep on ep.user_id = j.employer_id
          where j.id = any(${sql.placeholder('ids')}::uuid[]))`,
        })
            .from(oneRow)
            .prepare('job_search_page'),
    };
}
const prepared = new WeakMap();
function statementsFor(db) {
    let statements = prepared.get(db);
    if (!statements)
        prepared.set(db, (statements = preparedStatements(db)));
    return statements;
}
export async function readJobChanges(db, xmin) {
    const [row] = await statementsFor(db).changes.execute({ xmin });
    return { xmin: row.xmin, changes: toChanges(row.changes) };
}
export async function snapshotXmin(db) {
    const result = await db.execute(sql `select ${snapshotXminSql} as xmin`);
    return result.rows[0].xmin;
}
/** Active jobs for the index: the given ones, or a batch newest first (post time, then id) after `after`. */
export async function loadIndexedJobs(db, scope) {
    const where = 'ids' in scope
        ? sql `j.id = any(${sql.param(scope.ids)}::uuid[])`
        : scope.after
            ? sql `(j.posted_at, j.id) < (timestamptz 'epoch' + ${scope.after.postedMicros}::bigint * interval '1 microsecond', ${scope.after.id}::uuid)`
            : sql `true`;
    const result = await db.execute(sql `
    select j.id, (extract(epoch from j.posted_at) * 1000000)::bigint::text as posted_micros,
      (extract(epoch from j.boosted_until) * 1000)::float8 as boosted_until_ms, j.pay_rank, j.industry, j.job_type,
      j.experience_level, j.lat, j.lng, j.location, j.trade_keys, j.skill_keys, j.required_credentials, j.preferred_credentials,
      coalesce(j.per_diem_cents, 0) > 0 as has_per_diem, j.lodging_provided, tsvector_to_array(j.search_vector) as lexemes
    from jobs j
    where j.is_active and ${where}
    ${'ids' in scope ? sql `` : sql `order by j.posted_at desc, j.id desc limit ${scope.limit}`}`);
    return result.rows;
}
/** PostgreSQL's parse of a search's words (websearch syntax, English stemming), as tsquery text. */
export async function parseKeyword(db, q) {
    const result = await db.execute(sql `select websearch_to_tsquery('english', ${q})::text as query`);
    return result.rows[0].query;
}
/** The active jobs whose text matches `q`: for phrases, which need word positions the index does not keep. */
export async function findJobIdsMatchingKeyword(db, q) {
    const result = await db.execute(sql `select j.id from jobs j where j.is_active and j.search_vector @@ websearch_to_tsquery('english', ${q})`);
    return result.rows.map((row) => row.id);
}
/** Drops change log rows older than `keptMs` by the database's clock: every instance has applied them (they sync every few seconds). */
export async function pruneJobChanges(db, keptMs) {
    await db.execute(sql `delete from job_changes where changed_at < now() - ${keptMs} * interval '1 millisecond'`);
}
// PostgreSQL escapes control characters inside json text, so these two never occur in it.
const ROW_SEPARATOR = '\x1e';
const FIELD_SEPARATOR = '\x1f';
/** Splits the statement's text of cards into rows by id. */
function toCardRows(text) {
    const rows = new Map();
    if (text === null)
        return rows;
    for (const record of text.split(ROW_SEPARATOR)) {
        const termsAt = record.indexOf(FIELD_SEPARATOR);
        const cardAt = record.indexOf(FIELD_SEPARATOR, termsAt + 1);
        const [title, skills, industry, location, requiredCredentials, preferredCredentials, companyName, payYearly] = JSON.parse(record.slice(termsAt + 1, cardAt));
        rows.set(record.slice(0, termsAt), {
            card: record.slice(cardAt + 1),
            companyName,
            terms: { title, skills, industry, location, requiredCredentials, preferredCredentials, payYearly },
        });
    }
    return rows;
}
/** Several pages in one statement: their ids together, the changes from the least xmin on. */
async function readSearchPages(db, reads) {
    const ids = [...new Set(reads.flatMap((read) => read.ids))];
    const xmin = reads.map((read) => BigInt(read.xmin)).reduce((least, next) => (next < least ? next : least));
    const [page] = await statementsFor(db).searchPage.execute({ xmin: xmin.toString(), ids });
    const check = { xmin: page.xmin, changes: toChanges(page.changes) };
    const rowsById = toCardRows(page.rows);
    return reads.map((read) => ({ check, rows: read.ids.map((id) => rowsById.get(id)) }));
}
const pageReaders = new WeakMap();
/**
 * The rows of a search page (the ids the index ranked, aligned with them) and, in the same statement
 * and snapshot, the job changes from `xmin` on: with none unapplied, the page is as the database
 * stands. Pages asked for at the same time share one statement (lib/batched-reads.ts).
 */
export function readSearchPage(db, ids, xmin) {
    let reader = pageReaders.get(db);
    if (!reader)
        pageReaders.set(db, (reader = createBatchedReader((reads) => readSearchPages(db, reads))));
    return reader.read({ ids, xmin });
}
/** Pages read so far through `db`, and the statements that read them (the benchmark reports the ratio). */
export function searchPageReadStats(db) {
    return pageReaders.get(db)?.stats() ?? { reads: 0, batches: 0 };
}
const withCompany = {
    job: jobs,
    companyName: employerProfiles.companyName,
};
export async function findJobWithCompany(db, id) {
    const [row] = await db
        .select(withCompany)
        .from(jobs)
        .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
        .where(eq(jobs.id, id));
    return row ?? null;
}
export async function listJobsForEmployer(db, employerId) {
    return db
        .select(withCompany)
        .from(jobs)
        .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
        .where(eq(jobs.employerId, employerId))
        .orderBy(desc(jobs.postedAt), desc(jobs.id));
}
/** Open jobs, newest first: those in `industry` when given, never `excludeId`. */
export async function listRecentActiveJobs(db, { industry, excludeId }, limit) {
    return db
        .select({ id: jobs.id, title: jobs.title, location: jobs.location, companyName: employerProfiles.companyName })
        .from(jobs)
        .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
        .where(and(eq(jobs.isActive, true), industry ? eq(jobs.industry, industry) : undefined, excludeId ? ne(jobs.id, excludeId) : undefined))
        .orderBy(desc(jobs.postedAt), desc(jobs.id))
        .limit(limit);
}
/** Ids and post dates of open jobs, newest first (the sitemap's job entries). */
export async function listActiveJobIds(db, limit) {
    return db
        .select({ id: jobs.id, postedAt: jobs.postedAt })
        .from(jobs)
        .where(eq(jobs.isActive, true))
        .orderBy(desc(jobs.postedAt), desc(jobs.id))
        .limit(limit);
}
/** Applications per job and stage for one employer's jobs (the employer index, no job join). */
export async function countApplicationsByJobAndStatus(db, employerId) {
    return db
        .select({ jobId: applications.jobId, status: applications.status, count: sql `count(*)::int` })
        .from(applications)
        .where(eq(applications.employerId, employerId))
        .groupBy(applications.jobId, applications.status);
}
/** All-time views of each of one employer's jobs. */
export async function sumJobViewsForEmployer(db, employerId) {
    return db
        .select({ jobId: jobViewDays.jobId, views: sql `sum(${jobViewDays.views})::int` })
        .from(jobViewDays)
        .innerJoin(jobs, eq(jobs.id, jobViewDays.jobId))
        .where(eq(jobs.employerId, employerId))
        .groupBy(jobViewDays.jobId);
}
/** Views per day of one job since `fromDay` (YYYY-MM-DD). */
export async function listJobViewDays(db, jobId, fromDay) {
    return db
        .select({ day: jobViewDays.day, views: jobViewDays.views })
        .from(jobViewDays)
        .where(and(eq(jobViewDays.jobId, jobId), gte(jobViewDays.day, fromDay)));
}
/** New applications per UTC day to one job since `from` (the job index). */
export async function countApplicationsPerDay(db, jobId, from) {
    const day = sql `to_char(${applications.appliedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
        .select({ day, count: sql `count(*)::int` })
        .from(applications)
        .where(and(eq(applications.jobId, jobId), gte(applications.appliedAt, from)))
        .groupBy(day);
}
/** Adds counted views to `day`'s rows in one statement; views of jobs deleted meanwhile are dropped. */
export async function addJobViews(db, day, counts) {
    const jobIds = counts.map(([jobId]) => jobId);
    const views = counts.map(([, count]) => count);
    await db.execute(sql `
    insert into job_view_days (job_id, day, views)
    select v.job_id, ${day}::date, v.views
    from unnest(${sql.param(jobIds)}::uuid[], ${sql.param(views)}::int[]) as v(job_id, views)
    join jobs j on j.id = v.job_id
    on conflict (job_id, day) do update set views = job_view_days.views + excluded.views`);
}
export async function insertJobs(db, values) {
    return db.insert(jobs).values(values).returning();
}
export async function updateJobForEmployer(db, id, employerId, values) {
    const [row] = await db
        .update(jobs)
        .set(values)
        .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)))
        .returning();
    return row ?? null;
}
/** Lists an expired job again until `expiresAt`; null when it is not this employer's or no longer expired (another renewal was first). */
export async function renewExpiredJob(db, id, employerId, now, values) {
    const [row] = await db
        .update(jobs)
        .set({ ...values, isActive: true })
        .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId), lte(jobs.expiresAt, now)))
        .returning();
    return row ?? null;
}
/** Takes every open job whose post has ended off the listings; idempotent, so any instance may run it at any time. */
export async function deactivateExpiredJobs(db, now) {
    const rows = await db
        .update(jobs)
        .set({ isActive: false })
        .where(and(eq(jobs.isActive, true), lte(jobs.expiresAt, now)))
        .returning({ id: jobs.id });
    return rows.length;
}
export async function deleteJobForEmployer(db, id, employerId) {
    const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)))
        .returning({ id: jobs.id });
    return rows.length > 0;
}
/** The distinct locations of jobs without stored coordinates. */
export async function listUngeocodedLocations(db) {
    const result = await db.execute(sql `select distinct location from jobs where lat is null`);
    return result.rows.map((row) => row.location);
}
/** Stores each location's coordinates on its jobs that have none yet; the number of jobs updated. */
export async function setJobCoordinates(db, places) {
    if (places.length === 0)
        return 0;
    const column = (key) => places.map((place) => place[key]);
    const result = await db.execute(sql `
    update jobs j set lat = v.lat, lng = v.lng
    from unnest(${sql.param(column('location'))}::text[], ${sql.param(column('lat'))}::float8[], ${sql.param(column('lng'))}::float8[])
      as v(location, lat, lng)
    where j.location = v.location and j.lat is null`);
    return result.rowCount ?? 0;
}
