import { and, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  credentialMaxPoints,
  MATCH_WEIGHTS,
  matchRequirements,
  profileCityPoints,
  type MatchProfile,
  type MatchRequirement,
} from '@core/jobs/match';
import type { JobSort } from '@core/jobs/schemas';
import type { Executor } from '../../db/client';
import { likePattern } from '../../db/like';
import { employerProfiles } from '../../db/schema/employer-profile';
import { applications } from '../../db/schema/applications';
import { jobs, jobViewDays } from '../../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** A job row with what the card needs beside it. */
export interface JobWithCompany {
  job: JobRow;
  companyName: string | null;
}

/** A radius search: the lower-cased names of the listed cities within it. */
export interface SearchArea {
  cityKeys: readonly string[];
}

export interface JobFilters {
  q?: string;
  industry?: string;
  jobType?: string;
  experienceLevels?: readonly string[];
  minPay?: number;
  area?: SearchArea;
  /** A location that is not on the city list: matched as text. */
  locationText?: string;
  /** Only jobs whose required credentials are all among these ids (the worker's valid ones). */
  qualifiedWith?: readonly string[];
  hasPerDiem?: true;
  hasLodging?: true;
}

/** Where the previous page stopped: boosted phase (1) or the rest (0), then the sort key. */
export interface SearchCursor {
  phase: 0 | 1;
  key: number;
  postedAt: string;
  id: string;
}

export type SearchRow = {
  id: string;
  employer_id: string;
  title: string;
  description: string;
  industry: string;
  location: string;
  job_type: string;
  experience_level: string | null;
  salary_min: number | null;
  salary_max: number | null;
  requirements: string[];
  skills: string[];
  positions: number;
  required_credentials: string[];
  preferred_credentials: string[];
  per_diem_cents: number | null;
  lodging_provided: boolean;
  travel_required: boolean;
  rotation: string | null;
  overtime_expected: boolean;
  posted_at: Date;
  posted_at_key: string;
  is_active: boolean;
  phase: 0 | 1;
  sort_key: number;
  /** With `wholeSetCap`: how many jobs (up to the cap + 1) the non-boosted part ranked. */
  ranked: number | null;
  company_name: string | null;
};

function filterSql(filters: JobFilters): SQL[] {
  const conditions: SQL[] = [sql`j.is_active`];
  if (filters.q) conditions.push(sql`j.search_vector @@ websearch_to_tsquery('english', ${filters.q})`);
  if (filters.industry) conditions.push(sql`j.industry = ${filters.industry}`);
  if (filters.jobType) conditions.push(sql`j.job_type = ${filters.jobType}`);
  if (filters.experienceLevels) {
    conditions.push(sql`j.experience_level = any(${sql.param(filters.experienceLevels)}::text[])`);
  }
  if (filters.minPay !== undefined) conditions.push(sql`j.pay_rank >= ${filters.minPay}`);
  if (filters.area) conditions.push(sql`j.city_key = any(${sql.param(filters.area.cityKeys)}::text[])`);
  if (filters.locationText) conditions.push(sql`j.location ilike ${likePattern(filters.locationText)}`);
  if (filters.qualifiedWith) conditions.push(sql`j.required_credentials <@ ${sql.param(filters.qualifiedWith)}::text[]`);
  if (filters.hasPerDiem) conditions.push(sql`j.per_diem_cents > 0`);
  if (filters.hasLodging) conditions.push(sql`j.lodging_provided`);
  return conditions;
}

/**
 * The best-match score of core/jobs/match.ts as SQL over stored columns (trade_keys, skill_keys,
 * city_key), so ranking costs no text work per row; best-match.test.ts holds it to scoreMatch.
 */
function matchScoreSql(profile: MatchProfile): SQL {
  const w = MATCH_WEIGHTS;
  const parts: SQL[] = [];
  if (profile.trade) {
    parts.push(sql`(case when j.trade_keys @> ${sql.param([profile.trade])}::text[] then ${w.trade}::int else 0 end)`);
  }
  if (profile.skills.length > 0) {
    const shared = profile.skills.map((skill) => sql`(j.skill_keys @> ${sql.param([skill])}::text[])::int`);
    parts.push(sql`(case when j.skill_keys && ${sql.param(profile.skills)}::text[]
      then least(${sql.join(shared, sql` + `)}, ${w.maxSkills}::int) * ${w.perSkill}::int else 0 end)`);
  }
  if (profile.industries.length > 0) {
    parts.push(sql`(case when j.industry = any(${sql.param(profile.industries)}::text[]) then ${w.industry}::int else 0 end)`);
  }
  const cities = profileCityPoints(profile);
  if (cities.length > 0) {
    // Two array parameters instead of a CASE branch per city: a short query that plans fast.
    const points = sql.param(cities.map((city) => city.points));
    const keys = sql.param(cities.map((city) => city.cityKey));
    parts.push(sql`coalesce((${points}::int[])[array_position(${keys}::text[], j.city_key)], 0)`);
  }
  if (profile.credentialIds) {
    const held = sql.param(profile.credentialIds);
    const credentialPoints = (column: SQL, max: number, points: number) => {
      const shared = profile.credentialIds!.map((id) => sql`(${column} @> ${sql.param([id])}::text[])::int`);
      return sql`(case when ${column} && ${held}::text[] then least(${sql.join(shared, sql` + `)}, ${max}::int) * ${points}::int else 0 end)`;
    };
    parts.push(credentialPoints(sql`j.required_credentials`, w.maxRequiredCredentials, w.perRequiredCredential));
    parts.push(credentialPoints(sql`j.preferred_credentials`, w.maxPreferredCredentials, w.perPreferredCredential));
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` + `)})` : sql`(0)::int`;
}

/**
 * Only the jobs that can score `minScore` (core matchRequirements): each requirement is one
 * lookup in the match_keys GIN index, which intersects the signals before any row is read.
 */
function candidatesSql(profile: MatchProfile, minScore: number): SQL | null {
  const requirements = matchRequirements(profile, minScore);
  if (!requirements) return null;
  const credentialMax = credentialMaxPoints(profile);
  if (credentialMax === 0) return requirementsSql(profile, requirements);
  // Or the job shares a credential and reaches the rest of the score without credentials.
  const held = sql.param(profile.credentialIds!);
  const sharesCredential = sql`(j.required_credentials && ${held}::text[] or j.preferred_credentials && ${held}::text[])`;
  const rest = matchRequirements(profile, minScore - credentialMax);
  const withCredential = rest ? sql`(${sharesCredential} and ${requirementsSql(profile, rest)})` : sharesCredential;
  return sql`(${requirementsSql(profile, requirements)} or ${withCredential})`;
}

/** One best-match signal a requirement asks for: its match_keys prefix and the values that meet it. */
interface MatchSignalKeys {
  prefix: 't' | 'i' | 'c' | 's';
  values: readonly string[];
}

// Pair keys are named in this order of signals ('ti:', 'cs:'...), as migration 0026 writes them.
const SIGNAL_ORDER = 'tics';
// Past this many value pairs, two single-key lookups cost less than the pairs' lists.
const MAX_PAIR_KEYS = 64;

/**
 * The match_keys lookups (each an overlap with the listed keys) that together mean a job has
 * every signal: the signal with the fewest values paired with each other one, as two frequent
 * single keys intersect long GIN lists where a pair key is one short list.
 */
function matchKeyGroups(signals: MatchSignalKeys[]): string[][] {
  const single = (signal: MatchSignalKeys) => signal.values.map((value) => `${signal.prefix}:${value}`);
  const hub = signals.reduce((fewest, signal) => (signal.values.length < fewest.values.length ? signal : fewest));
  const groups: string[][] = [];
  let isHubPaired = false;
  for (const signal of signals) {
    if (signal === hub) continue;
    if (hub.values.length * signal.values.length > MAX_PAIR_KEYS) groups.push(single(signal));
    else {
      const [first, second] = SIGNAL_ORDER.indexOf(hub.prefix) < SIGNAL_ORDER.indexOf(signal.prefix) ? [hub, signal] : [signal, hub];
      groups.push(first.values.flatMap((a) => second.values.map((b) => `${first.prefix}${second.prefix}:${a}|${b}`)));
      isHubPaired = true;
    }
  }
  if (!isHubPaired) groups.push(single(hub));
  return groups;
}

function requirementsSql(profile: MatchProfile, requirements: MatchRequirement[]): SQL {
  if (requirements.length === 0) return sql`false`;
  const cities = profileCityPoints(profile);
  const branches = requirements.map((requirement) => {
    const signals: MatchSignalKeys[] = [];
    if (requirement.trade) signals.push({ prefix: 't', values: [profile.trade!] });
    if (requirement.industry) signals.push({ prefix: 'i', values: profile.industries });
    if (requirement.minDistancePoints > 0) {
      const near = cities.filter((city) => city.points >= requirement.minDistancePoints).map((city) => city.cityKey);
      signals.push({ prefix: 'c', values: near });
    }
    if (requirement.sharesSkill) signals.push({ prefix: 's', values: profile.skills });
    const parts = matchKeyGroups(signals).map((keys) => sql`j.match_keys && ${sql.param(keys)}::text[]`);
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return sql`(${sql.join(branches, sql` or `)})`;
}

/**
 * One page of active jobs: boosted jobs first, then the rest, each part in sort order and cut
 * by keyset, so every sort but best match walks an index instead of sorting the table. Each part
 * ranks narrow rows (id, sort key); only the page's rows are read in full.
 * Best match with `minScore` ranks, after the boosted jobs, only the jobs that could reach that
 * score; with `wholeSetCap` it ranks the first cap + 1 filtered jobs and says how many it found.
 * The caller decides whether that page is the whole answer.
 */
export async function searchJobs(
  db: Executor,
  options: {
    filters: JobFilters;
    sort: JobSort;
    limit: number;
    cursor: SearchCursor | null;
    match: MatchProfile | null;
    minScore?: number;
    wholeSetCap?: number;
  },
): Promise<SearchRow[]> {
  const { filters, sort, limit, cursor, match } = options;
  const sortKey = sort === 'best' && match ? matchScoreSql(match) : sort === 'pay' ? sql`j.pay_rank` : null;
  const keys = sortKey ? sql`${sortKey}, j.posted_at, j.id` : sql`j.posted_at, j.id`;
  // By the output column, so the score is computed once per row (a repeated expression with its own parameters is not merged).
  const orderBy = sortKey ? sql`sort_key desc, j.posted_at desc, j.id desc` : sql`j.posted_at desc, j.id desc`;
  const candidates = sort === 'best' && match && options.minScore ? candidatesSql(match, options.minScore) : null;

  const branch = (phase: 0 | 1) => {
    const conditions = filterSql(filters);
    conditions.push(phase === 1 ? sql`j.boosted_until > now()` : sql`(j.boosted_until is null or j.boosted_until <= now())`);
    if (phase === 0 && candidates) conditions.push(candidates);
    if (cursor && cursor.phase === phase) {
      conditions.push(
        sortKey
          ? sql`(${keys}) < (${cursor.key}, ${cursor.postedAt}::timestamptz, ${cursor.id}::uuid)`
          : sql`(${keys}) < (${cursor.postedAt}::timestamptz, ${cursor.id}::uuid)`,
      );
    }
    const where = sql.join(conditions, sql` and `);
    const capped = phase === 0 && options.wholeSetCap !== undefined;
    const from = capped ? sql`(select * from jobs j where ${where} limit ${options.wholeSetCap! + 1}) j` : sql`jobs j where ${where}`;
    return sql`(select j.id, j.posted_at, ${phase}::int as phase, ${sortKey ?? sql`0`}::int as sort_key,
        ${capped ? sql`count(*) over ()` : sql`null`}::int as ranked
      from ${from}
      order by ${orderBy}
      limit ${limit})`;
  };

  const branches = cursor?.phase === 0 ? branch(0) : sql`${branch(1)} union all ${branch(0)}`;
  const result = await db.execute<SearchRow>(sql`
    select j.id, j.employer_id, j.title, j.description, j.industry, j.location, j.job_type,
      j.experience_level, j.salary_min, j.salary_max, j.requirements, j.skills, j.positions, j.required_credentials,
      j.preferred_credentials, j.per_diem_cents, j.lodging_provided, j.travel_required, j.rotation, j.overtime_expected, j.posted_at,
      j.posted_at::text as posted_at_key, j.is_active, page.phase, page.sort_key, page.ranked, ep.company_name
    from (${branches}) page
    join jobs j on j.id = page.id
    left join employer_profiles ep on ep.user_id = j.employer_id
    order by page.phase desc, page.sort_key desc, page.posted_at desc, page.id desc
    limit ${limit}`);
  return result.rows;
}

/** How many active jobs match, counting no further than `cap` + 1 so a broad search never scans. */
export async function countJobsUpTo(db: Executor, filters: JobFilters, cap: number): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total
      from (select 1 from jobs j where ${sql.join(filterSql(filters), sql` and `)} limit ${cap + 1}) capped`,
  );
  return result.rows[0]?.total ?? 0;
}

const withCompany = {
  job: jobs,
  companyName: employerProfiles.companyName,
};

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

/** Ids and post dates of open jobs, newest first (the sitemap's job entries). */
export async function listActiveJobIds(db: Executor, limit: number) {
  return db
    .select({ id: jobs.id, postedAt: jobs.postedAt })
    .from(jobs)
    .where(eq(jobs.isActive, true))
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
