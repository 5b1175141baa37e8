import { isJobId, JOB_MESSAGES, type SimilarJobDto } from '@core/jobs/schemas';
import type { User } from '@core/auth/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isJobListed, toJobDto } from './job-dto';
import type { JobViewCounter } from './job-views';
import { listNearbyActiveJobs } from './nearby-jobs';
import * as companyJobs from './company-jobs-repository';
import * as repo from './repository';
import { loadMatchInputs, readMatchInputs, walletOf, withCoverage } from './search-match';

/** The job and its company's current name, for the modules that save or tailor to a job. */
export function findJobWithCompany(db: Executor, jobId: string) {
  return repo.findJobWithCompany(db, jobId);
}

/** Listed jobs are visible to every signed-in user; a closed or expired one only to its employer. */
export async function getJob(
  db: Executor,
  { jobViews, now }: { jobViews: JobViewCounter; now: Date },
  user: User,
  jobId: string,
  matchInputs = readMatchInputs(db),
) {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  if (!row || (!isJobListed(row.job, now) && row.job.employerId !== user.id)) throw new AppError(404, JOB_MESSAGES.notFound);
  if (user.userType === 'worker') jobViews.record(row.job.id);
  return withCoverage(toJobDto(row, now), walletOf(await loadMatchInputs(matchInputs, user)));
}

async function findListedJob(db: Executor, jobId: string, now: Date) {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  // A job in review or rejected was never public: it does not exist for the public (410 would say it had).
  if (!row || row.job.reviewStatus !== 'published') throw new AppError(404, JOB_MESSAGES.notFound);
  if (!isJobListed(row.job, now)) throw new AppError(410, JOB_MESSAGES.noLongerAvailable);
  return row;
}

/** A job for anyone, signed in or not: a listed job, or 410 once closed or expired and 404 when there is none. */
export async function getPublicJob(db: Executor, jobId: string, now: Date) {
  return toJobDto(await findListedJob(db, jobId, now), now);
}

/** The public page's job and the end of its post (JobPosting validThrough). */
export async function getPublicJobPage(db: Executor, jobId: string, now: Date) {
  const row = await findListedJob(db, jobId, now);
  return { job: toJobDto(row, now), expiresAt: row.job.expiresAt.toISOString() };
}

/** The public page's job, counted as a view (the page's HTML is not: the page asks for this as it opens). */
export async function viewPublicJob(db: Executor, { jobViews, now }: { jobViews: JobViewCounter; now: Date }, jobId: string) {
  const job = await getPublicJob(db, jobId, now);
  jobViews.record(job.id);
  return job;
}

const SIMILAR_JOBS_LIMIT = 5;
/** How far a similar job may be to be ranked by distance: a day's drive to a site, not a move (issue 55). */
export const SIMILAR_JOBS_RADIUS_MILES = 150;

/**
 * Open jobs like `jobId`, nearest first: those within SIMILAR_JOBS_RADIUS_MILES of it (its industry before
 * others), then, to fill the list, the newest open jobs in its industry, then any (a job with no known place
 * gets those only). Each nearby one says how far it is.
 */
export async function listSimilarJobs(db: Executor, jobId: string): Promise<SimilarJobDto[]> {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  if (!row) return repo.listRecentActiveJobs(db, {}, SIMILAR_JOBS_LIMIT);
  const { job } = row;
  const center = job.lat !== null && job.lng !== null ? { lat: job.lat, lng: job.lng } : null;
  const nearby = center
    ? await listNearbyActiveJobs(
        db,
        { center, maxMiles: SIMILAR_JOBS_RADIUS_MILES, industry: job.industry, excludeId: job.id },
        SIMILAR_JOBS_LIMIT,
      )
    : [];
  const similar: SimilarJobDto[] = nearby.map((near) => ({ ...near, distanceMiles: Math.round(near.distanceMiles) }));
  for (const industry of [job.industry, undefined]) {
    if (similar.length >= SIMILAR_JOBS_LIMIT) break;
    const shown = new Set(similar.map((other) => other.id));
    const recent = await repo.listRecentActiveJobs(db, { industry, excludeId: job.id }, SIMILAR_JOBS_LIMIT + shown.size);
    similar.push(...recent.filter((other) => !shown.has(other.id)).slice(0, SIMILAR_JOBS_LIMIT - similar.length));
  }
  return similar;
}

/** The companies with open jobs a sitemap lists (their pages), the newest post first, and that post's date. */
export function listSitemapCompanies(db: Executor, limit: number) {
  return companyJobs.listEmployersWithOpenJobs(db, limit);
}

/** An employer's open jobs for its public company page, newest first, at most `limit`. */
export async function listEmployerOpenJobs(db: Executor, employerId: string, now: Date, limit: number) {
  const rows = await companyJobs.listEmployerOpenJobs(db, employerId, now, limit);
  return rows.map((row) => ({ ...row, postedAt: row.postedAt.toISOString() }));
}
