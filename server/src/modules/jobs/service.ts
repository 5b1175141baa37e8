import { getEmployerProfileCompleteness } from '@core/employer-profile/completeness';
import { citiesWithin, geocodeLocation } from '@core/jobs/geo';
import { describeMatch, matchSignals, toMatchProfile, validCredentialIds, type MatchProfile } from '@core/jobs/match';
import { credentialCoverage, type HeldCredential } from '@core/credentials/coverage';
import { isoToday } from '@core/credentials/status';
import {
  DEFAULT_RADIUS_MILES,
  equivalentExperienceLevels,
  isJobId,
  JOB_ACTIVITY_DAYS,
  JOB_COUNT_CAP,
  JOB_MESSAGES,
  type CreateJob,
  type EmployerJobDto,
  type JobDto,
  type JobSearch,
  type JobSearchResponse,
  type RenewedJobDto,
  type SimilarJobDto,
  type UpdateJob,
  type bulkJobsFromEstimateSchema,
} from '@core/jobs/schemas';
import type { z } from 'zod';
import { requireCode } from '@core/shared/messages';
import { INDUSTRY_LABELS, formatTrade, type Industry } from '@core/shared/options';
import type { User } from '@core/auth/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findEmployerProfile } from '../employer-profile/service';
import { claimJobPosts, claimJobRenewal } from '../subscriptions/service';
import { loadWorkerMatchInputs, type MatchInputsStore, type WorkerMatchInputs } from '../worker-profile/service';
import * as repo from './repository';
import type { IndexHit, JobFilters, JobSearchIndex, SearchCursor } from './search-index';

type BulkJobsFromEstimate = z.output<typeof bulkJobsFromEstimateSchema>;

export function toJobDto({ job, companyName }: repo.JobWithCompany, now = new Date()): JobDto {
  return {
    id: job.id,
    employerId: job.employerId,
    title: job.title,
    description: job.description,
    industry: job.industry,
    location: job.location,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    requirements: job.requirements,
    skills: job.skills,
    positions: job.positions,
    postedAt: job.postedAt.toISOString(),
    companyName,
    isActive: isJobListed(job, now),
    isBoosted: job.boostedUntil !== null && job.boostedUntil > now,
    ...toJobTerms({
      requiredCredentials: job.requiredCredentials,
      preferredCredentials: job.preferredCredentials,
      perDiemCents: job.perDiemCents,
      lodgingProvided: job.lodgingProvided,
      travelRequired: job.travelRequired,
      rotation: job.rotation,
      overtimeExpected: job.overtimeExpected,
    }),
  };
}

/** Credential requirements and travel terms as the API states them (per diem in whole dollars). */
function toJobTerms(terms: Pick<repo.JobRow, JobTermColumn>) {
  return {
    requiredCredentials: terms.requiredCredentials,
    preferredCredentials: terms.preferredCredentials,
    perDiem: terms.perDiemCents === null ? null : Math.round(terms.perDiemCents / 100),
    lodgingProvided: terms.lodgingProvided,
    travelRequired: terms.travelRequired,
    rotation: terms.rotation,
    overtimeExpected: terms.overtimeExpected,
  };
}
type JobTermColumn =
  'requiredCredentials' | 'preferredCredentials' | 'perDiemCents' | 'lodgingProvided' | 'travelRequired' | 'rotation' | 'overtimeExpected';

const isExpired = (job: repo.JobRow, now: Date) => job.expiresAt <= now;
/** Open and within its post's days: an expired job reads as closed at once, before the sweep takes it off the listings. */
export const isJobListed = (job: repo.JobRow, now = new Date()) => job.isActive && !isExpired(job, now);

function toJobExpiry(job: repo.JobRow, now: Date) {
  return { expiresAt: job.expiresAt.toISOString(), isExpired: isExpired(job, now) };
}

/** What a search adds to a job's stored card: its company's name, whether it is boosted, best match's score and reasons, the worker's coverage. */
type SearchFields = Pick<JobDto, 'companyName' | 'isBoosted' | 'distanceMiles' | 'score' | 'matchReasons' | 'credentialCoverage'>;

/** A job's card as PostgreSQL keeps it, with this search's fields added: JSON text, parsed by nobody on the way out. */
function toSearchCard(row: repo.SearchCardRow, hit: IndexHit, match: MatchProfile | null, wallet: Wallet | null): string {
  const fields: SearchFields = { companyName: row.companyName, isBoosted: hit.phase === 1 };
  if (match) {
    const signals = matchSignals(row.terms, match);
    if (signals.distanceMiles !== null) fields.distanceMiles = Math.round(signals.distanceMiles);
    fields.score = hit.key;
    fields.matchReasons = describeMatch(signals);
  }
  if (wallet) fields.credentialCoverage = credentialCoverage(row.terms.requiredCredentials, wallet.held, wallet.today);
  return `${row.card.slice(0, -1)},${JSON.stringify(fields).slice(1)}`;
}

function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.phase, cursor.key, cursor.postedMicros, cursor.id])).toString('base64url');
}

function decodeCursor(value: string | undefined): SearchCursor | null {
  if (!value) return null;
  try {
    const [phase, key, postedMicros, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    const isValid =
      (phase === 0 || phase === 1) &&
      typeof key === 'number' &&
      Number.isInteger(key) &&
      typeof postedMicros === 'number' &&
      Number.isSafeInteger(postedMicros) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/.test(id);
    if (!isValid) throw new Error('bad cursor');
    return { phase, key, postedMicros, id };
  } catch {
    throw new AppError(400, JOB_MESSAGES.invalidCursor);
  }
}

/** `heldIds`: the asking worker's valid credential ids (none for anyone else), for qualified=true. */
async function toFilters(db: Executor, index: JobSearchIndex, query: JobSearch, heldIds: readonly string[]): Promise<JobFilters> {
  const filters: JobFilters = {
    keyword: query.q ? await index.keyword(db, query.q) : undefined,
    industry: query.industry,
    jobType: query.jobType,
    experienceLevels: query.experienceLevel ? equivalentExperienceLevels(query.experienceLevel) : undefined,
    minPay: query.minPay,
    qualifiedWith: query.qualified ? heldIds : undefined,
    hasPerDiem: query.perDiem || undefined,
    hasLodging: query.lodging || undefined,
  };
  if (query.location) {
    const city = geocodeLocation(query.location);
    if (city) {
      const cities = citiesWithin(city, query.radiusMiles ?? DEFAULT_RADIUS_MILES);
      filters.cityKeys = cities.map((nearby) => nearby.name.toLowerCase());
    } else {
      filters.locationText = query.location;
    }
  }
  return filters;
}

/** Best match's view of the asker: the worker's profile (null for anyone else), origin and valid credentials. */
function toSearchMatchProfile(
  profile: WorkerMatchInputs['preferences'],
  user: User,
  query: JobSearch,
  heldIds: readonly string[],
): MatchProfile {
  const origin = geocodeLocation(query.location) ?? geocodeLocation(user.location);
  return toMatchProfile({
    trade: profile?.primaryTrade,
    skills: profile?.skills,
    industries: profile?.preferredIndustries,
    origin: origin ? { lat: origin.lat, lng: origin.lng } : null,
    travelMiles: profile?.travelDistanceMiles,
    credentialIds: heldIds,
  });
}

/** Where a search reads the asking worker's match inputs: the routes pass the per-instance store, others read the database. */
type MatchInputsSource = Pick<MatchInputsStore, 'get'>;
const readMatchInputs = (db: Executor): MatchInputsSource => ({ get: (userId) => loadWorkerMatchInputs(db, userId) });

/** The asking worker's match inputs; null for anyone else. */
function loadMatchInputs(matchInputs: MatchInputsSource, user: User): Promise<WorkerMatchInputs | null> {
  return user.userType === 'worker' ? matchInputs.get(user.id) : Promise.resolve(null);
}

/** The worker's wallet, as matching reads it. */
function walletOf(inputs: WorkerMatchInputs | null) {
  if (!inputs) return null;
  const today = isoToday();
  return { held: inputs.held, today, validIds: validCredentialIds(inputs.held, today) };
}

type Wallet = { held: HeldCredential[]; today: string };
/** Adds the worker's coverage to a DTO built for this answer (set in place). */
function withCoverage<T extends JobDto>(job: T, wallet: Wallet | null): T {
  if (wallet) job.credentialCoverage = credentialCoverage(job.requiredCredentials, wallet.held, wallet.today);
  return job;
}

// A page read that finds the index changed since its ranking ranks again, this many times at most.
const MAX_PAGE_READS = 3;

/** A search page with each job as JSON text (toSearchCard): the route sends it as it is (searchResponseJson). */
export interface SearchCardPage {
  cards: string[];
  nextCursor: string | null;
}

/**
 * One page of the search: ranked by the instance's index, its rows read in the statement that
 * also says whether the index is behind the database (then it catches up and ranks again).
 * Inside a transaction (`catchUp: false`) the index is taken as it stands: catching up reads
 * through another connection, which the embedded database's single one cannot give; such a
 * caller syncs the index first.
 */
export async function searchJobCards(
  db: Executor,
  index: JobSearchIndex,
  user: User,
  query: JobSearch,
  { matchInputs = readMatchInputs(db), catchUp = true }: { matchInputs?: MatchInputsSource; catchUp?: boolean } = {},
): Promise<SearchCardPage> {
  const cursor = decodeCursor(query.cursor);
  const [inputs] = await Promise.all([loadMatchInputs(matchInputs, user), index.load()]);
  const wallet = walletOf(inputs);
  const heldIds = wallet?.validIds ?? [];
  const match = query.sort === 'best' ? toSearchMatchProfile(inputs?.preferences ?? null, user, query, heldIds) : null;
  const filters = await toFilters(db, index, query, heldIds);
  // One extra hit tells whether another page exists.
  const indexQuery = { filters, sort: query.sort, match, cursor, limit: query.limit + 1 };
  let hits: IndexHit[] = [];
  let rows: repo.SearchPage['rows'] = [];
  for (let read = 1; read <= MAX_PAGE_READS; read += 1) {
    const version = index.version();
    hits = index.rank({ ...indexQuery, now: Date.now() });
    const page = await repo.readSearchPage(
      db,
      hits.slice(0, query.limit).map((hit) => hit.id),
      index.changesSince(),
    );
    rows = page.rows;
    if (!catchUp) break;
    await index.absorb(page.check);
    // Changes applied since the ranking (by this read or a concurrent one) may move the page.
    if (index.version() === version) break;
  }
  // A job deleted since the ranking has no row: the page goes without it.
  const found = hits.slice(0, query.limit).flatMap((hit, i) => (rows[i] ? [{ hit, row: rows[i] }] : []));
  const last = found.at(-1)?.hit;
  return {
    cards: found.map(({ hit, row }) => toSearchCard(row, hit, match, wallet)),
    nextCursor: hits.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** The page as the response body (JobSearchResponse). */
export const searchResponseJson = (page: SearchCardPage) =>
  `{"jobs":[${page.cards.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;

/** The page as objects, for callers on the server (job alerts). */
export async function searchJobs(...args: Parameters<typeof searchJobCards>): Promise<JobSearchResponse> {
  const page = await searchJobCards(...args);
  return { jobs: page.cards.map((card) => JSON.parse(card) as JobDto), nextCursor: page.nextCursor };
}

/** Counts stop at JOB_COUNT_CAP ("1,000+ jobs"). */
export async function countJobs(db: Executor, index: JobSearchIndex, query: JobSearch, user?: User, matchInputs = readMatchInputs(db)) {
  const wallet = query.qualified && user ? walletOf(await loadMatchInputs(matchInputs, user)) : null;
  const filters = await toFilters(db, index, query, wallet?.validIds ?? []);
  await index.sync();
  const total = index.count(filters, JOB_COUNT_CAP);
  return { total: Math.min(total, JOB_COUNT_CAP), isCapped: total > JOB_COUNT_CAP };
}

/** The job and its company's current name, for the modules that save or tailor to a job. */
export function findJobWithCompany(db: Executor, jobId: string) {
  return repo.findJobWithCompany(db, jobId);
}

/** Listed jobs are visible to every signed-in user; a closed or expired one only to its employer. */
export async function getJob(db: Executor, user: User, jobId: string, matchInputs = readMatchInputs(db)) {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  if (!row || (!isJobListed(row.job) && row.job.employerId !== user.id)) throw new AppError(404, JOB_MESSAGES.notFound);
  if (user.userType === 'worker') recordJobView(db, row.job.id);
  return withCoverage(toJobDto(row), walletOf(await loadMatchInputs(matchInputs, user)));
}

async function findListedJob(db: Executor, jobId: string, now: Date) {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  if (!row) throw new AppError(404, JOB_MESSAGES.notFound);
  if (!isJobListed(row.job, now)) throw new AppError(410, JOB_MESSAGES.noLongerAvailable);
  return row;
}

/** A job for anyone, signed in or not: a listed job, or 410 once closed or expired and 404 when there is none. */
export async function getPublicJob(db: Executor, jobId: string, now = new Date()) {
  return toJobDto(await findListedJob(db, jobId, now), now);
}

/** The public page's job and the end of its post (JobPosting validThrough). */
export async function getPublicJobPage(db: Executor, jobId: string, now = new Date()) {
  const row = await findListedJob(db, jobId, now);
  return { job: toJobDto(row, now), expiresAt: row.job.expiresAt.toISOString() };
}

/** The public page's job, counted as a view (the page's HTML is not: the page asks for this as it opens). */
export async function viewPublicJob(db: Executor, jobId: string) {
  const job = await getPublicJob(db, jobId);
  recordJobView(db, job.id);
  return job;
}

const SIMILAR_JOBS_LIMIT = 5;

/** Open jobs in the same industry as `jobId`, or the newest open jobs when it has none or is unknown. */
export async function listSimilarJobs(db: Executor, jobId: string): Promise<SimilarJobDto[]> {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  const excludeId = row?.job.id;
  const sameIndustry = row ? await repo.listRecentActiveJobs(db, { industry: row.job.industry, excludeId }, SIMILAR_JOBS_LIMIT) : [];
  return sameIndustry.length > 0 ? sameIndustry : repo.listRecentActiveJobs(db, { excludeId }, SIMILAR_JOBS_LIMIT);
}

/** The open jobs a sitemap lists, newest first, up to a sitemap file's limit. */
export function listSitemapJobs(db: Executor, limit: number) {
  return repo.listActiveJobIds(db, limit);
}

export async function listEmployerJobs(db: Executor, user: User, employerId: string): Promise<EmployerJobDto[]> {
  if (user.id !== employerId) throw new AppError(403, JOB_MESSAGES.notYourJobs);
  await flushJobViews(db);
  const now = new Date();
  const [rows, applicationCounts, viewCounts] = await Promise.all([
    repo.listJobsForEmployer(db, employerId),
    repo.countApplicationsByJobAndStatus(db, employerId),
    repo.sumJobViewsForEmployer(db, employerId),
  ]);
  const views = new Map(viewCounts.map((row) => [row.jobId, row.views]));
  return rows.map((row) => {
    const counts = { pending: 0, reviewed: 0, interview: 0, accepted: 0, rejected: 0 };
    for (const count of applicationCounts) if (count.jobId === row.job.id) counts[count.status] = count.count;
    return { ...toJobDto(row, now), ...toJobExpiry(row.job, now), applicationCounts: counts, views: views.get(row.job.id) ?? 0 };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One of the employer's jobs, day by day over the last JOB_ACTIVITY_DAYS days: views and new applications. */
export async function getJobActivity(db: Executor, user: User, employerId: string, jobId: string, now = new Date()) {
  if (user.id !== employerId) throw new AppError(403, JOB_MESSAGES.notYourJobs);
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  if (!row || row.job.employerId !== employerId) throw new AppError(404, JOB_MESSAGES.notFound);
  await flushJobViews(db, now);
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(startOfToday - (JOB_ACTIVITY_DAYS - 1) * DAY_MS);
  const fromDay = from.toISOString().slice(0, 10);
  const [views, applications] = await Promise.all([
    repo.listJobViewDays(db, jobId, fromDay),
    repo.countApplicationsPerDay(db, jobId, from),
  ]);
  const viewsByDay = new Map(views.map((entry) => [entry.day, entry.views]));
  const applicationsByDay = new Map(applications.map((entry) => [entry.day, entry.count]));
  const days = Array.from({ length: JOB_ACTIVITY_DAYS }, (_, index) => {
    const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { day, views: viewsByDay.get(day) ?? 0, applications: applicationsByDay.get(day) ?? 0 };
  });
  return { days };
}

// Detail views are counted in memory per database and added to the day's rows in one statement
// every VIEW_FLUSH_MS (and before an employer reads them), so a view costs no write of its own.
const pendingViews = new WeakMap<object, Map<string, number>>();

export function recordJobView(db: Executor, jobId: string) {
  let counts = pendingViews.get(db);
  if (!counts) pendingViews.set(db, (counts = new Map()));
  counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
}

export async function flushJobViews(db: Executor, now = new Date()) {
  const counts = pendingViews.get(db);
  if (!counts || counts.size === 0) return;
  pendingViews.delete(db);
  await repo.addJobViews(db, now.toISOString().slice(0, 10), [...counts]);
}

async function loadPostingEmployer(db: Executor, user: User) {
  if (user.userType !== 'employer') throw new AppError(403, JOB_MESSAGES.employersOnly);
  const profile = await findEmployerProfile(db, user.id);
  if (!getEmployerProfileCompleteness(profile).isComplete) throw new AppError(403, JOB_MESSAGES.profileRequired);
  return profile!;
}

function jobColumns(input: CreateJob | UpdateJob) {
  return {
    title: input.title,
    description: input.description,
    industry: input.industry,
    location: input.location,
    jobType: input.jobType,
    experienceLevel: input.experienceLevel ?? null,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    requirements: input.requirements,
    skills: input.skills,
    ...termColumns(input),
  };
}

/** Terms not sent stay as they are on edit and take the column defaults on create (drizzle skips undefined). */
function termColumns(input: CreateJob | UpdateJob | BulkJobsFromEstimate) {
  const { perDiem } = input;
  return {
    requiredCredentials: input.requiredCredentials,
    preferredCredentials: input.preferredCredentials,
    perDiemCents: perDiem === undefined || perDiem === null ? perDiem : perDiem * 100,
    lodgingProvided: input.lodgingProvided,
    travelRequired: input.travelRequired,
    rotation: input.rotation,
    overtimeExpected: input.overtimeExpected,
  };
}

export async function createJob(db: Database, user: User, input: CreateJob) {
  const profile = await loadPostingEmployer(db, user);
  return db.transaction(async (tx) => {
    const [post] = await claimJobPosts(tx, user.id, 1);
    const [job] = await repo.insertJobs(tx, [{ ...jobColumns(input), ...post, employerId: user.id }]);
    return toJobDto({ job: job!, companyName: profile.companyName });
  });
}

function assertEmployer(user: User) {
  if (user.userType !== 'employer') throw new AppError(403, JOB_MESSAGES.employersOnly);
}

export async function updateJob(db: Executor, user: User, jobId: string, input: UpdateJob) {
  assertEmployer(user);
  const job = isJobId(jobId) ? await repo.updateJobForEmployer(db, jobId, user.id, jobColumns(input)) : null;
  if (!job) throw new AppError(404, JOB_MESSAGES.notFound);
  const profile = await findEmployerProfile(db, user.id);
  return toJobDto({ job, companyName: profile?.companyName ?? null });
}

async function findOwnJob(db: Executor, user: User, jobId: string) {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  if (!row || row.job.employerId !== user.id) throw new AppError(404, JOB_MESSAGES.notFound);
  return row;
}

export async function setJobStatus(db: Executor, user: User, jobId: string, isActive: boolean) {
  assertEmployer(user);
  // Reopening never extends a post: an expired job is listed again only by a renewal, which uses a post.
  if (isActive && isExpired((await findOwnJob(db, user, jobId)).job, new Date())) {
    throw new AppError(409, JOB_MESSAGES.expiredRenewToReopen);
  }
  const job = isJobId(jobId) ? await repo.updateJobForEmployer(db, jobId, user.id, { isActive }) : null;
  if (!job) throw new AppError(404, JOB_MESSAGES.notFound);
  const profile = await findEmployerProfile(db, user.id);
  return toJobDto({ job, companyName: profile?.companyName ?? null });
}

/**
 * Lists an expired job again for the days of a new post (30, or 60 on a Boosted one), which it
 * takes from the allowance exactly as posting does; applicants and post date stay.
 */
export async function renewJob(db: Database, user: User, jobId: string): Promise<RenewedJobDto> {
  const profile = await loadPostingEmployer(db, user);
  const found = await findOwnJob(db, user, jobId);
  if (!isExpired(found.job, new Date())) throw new AppError(409, JOB_MESSAGES.notExpired);
  const job = await db.transaction(async (tx) => {
    const post = await claimJobRenewal(tx, user.id, found.job.id);
    const renewed = await repo.renewExpiredJob(tx, found.job.id, user.id, post.postedAt, {
      expiresAt: post.expiresAt,
      boostedUntil: post.boostedUntil ?? found.job.boostedUntil,
    });
    // Renewed meanwhile by another request: this one rolls back and keeps its post.
    if (!renewed) throw new AppError(409, JOB_MESSAGES.notExpired);
    return renewed;
  });
  const now = new Date();
  return { ...toJobDto({ job, companyName: profile.companyName }, now), ...toJobExpiry(job, now) };
}

// Every instance applies the change log within seconds (search-index.ts syncs when idle); a day is ample.
const JOB_CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry sweep (every minute on each instance, see routes.ts): search, counts, best match
 * and alerts read is_active, so an expired post leaves them within a minute.
 */
export async function expireJobPosts(db: Executor, now = new Date()) {
  const expired = await repo.deactivateExpiredJobs(db, now);
  await repo.pruneJobChanges(db, JOB_CHANGES_KEPT_MS);
  return expired;
}

/** Applications keep their snapshot: their job_id is set null by the foreign key. */
export async function deleteJob(db: Executor, user: User, jobId: string) {
  assertEmployer(user);
  if (!isJobId(jobId) || !(await repo.deleteJobForEmployer(db, jobId, user.id))) throw new AppError(404, JOB_MESSAGES.notFound);
}

function roleTitle(role: string): string {
  return /^[a-z0-9-]+$/.test(role) ? formatTrade(role) : role;
}

function estimateDescription(input: BulkJobsFromEstimate, role: string, positions: number): string {
  const industry = INDUSTRY_LABELS[input.industry as Industry];
  const details = [
    input.projectSize && `Project size: ${input.projectSize}.`,
    input.timeline && `Timeline: ${input.timeline} weeks.`,
    input.complexity && `Complexity: ${input.complexity}.`,
  ].filter(Boolean);
  const crew = input.totalWorkers ? ` on a crew of ${input.totalWorkers}` : '';
  return [
    `${industry} project in ${input.location}: hiring ${positions} ${roleTitle(role)} position${positions === 1 ? '' : 's'}${crew}.`,
    ...details,
  ].join(' ');
}

/** One job per selected role of a labor estimate, all or nothing. */
export async function createJobsFromEstimate(db: Database, user: User, input: BulkJobsFromEstimate) {
  const profile = await loadPostingEmployer(db, user);
  const roles = [...new Set(input.selectedRoles)];
  const unknown = roles.find((role) => !Object.hasOwn(input.workerBreakdown, role));
  if (unknown) {
    throw new AppError(400, `${JOB_MESSAGES.unknownWorkerType}: ${unknown}`, { code: requireCode(JOB_MESSAGES.unknownWorkerType) });
  }
  return db.transaction(async (tx) => {
    const posts = await claimJobPosts(tx, user.id, roles.length);
    const rows = await repo.insertJobs(
      tx,
      roles.map((role, index) => {
        const positions = Math.max(1, input.workerBreakdown[role] ?? 1);
        return {
          ...posts[index],
          employerId: user.id,
          title: roleTitle(role),
          description: estimateDescription(input, role, positions),
          industry: input.industry,
          location: input.location,
          jobType: 'contract',
          experienceLevel: null,
          requirements: [],
          skills: [roleTitle(role)],
          positions,
          ...termColumns(input),
        };
      }),
    );
    const dtos = rows.map((job) => toJobDto({ job, companyName: profile.companyName }));
    return { jobs: dtos, totalPositions: dtos.reduce((sum, job) => sum + job.positions, 0) };
  });
}
