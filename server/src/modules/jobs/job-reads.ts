import { isJobId, JOB_MESSAGES, type SimilarJobDto } from '@core/jobs/schemas';
import type { User } from '@core/auth/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isJobListed, toJobDto } from './job-dto';
import type { JobViewCounter } from './job-views';
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

/** Open jobs in the same industry as `jobId`, or the newest open jobs when it has none or is unknown. */
export async function listSimilarJobs(db: Executor, jobId: string): Promise<SimilarJobDto[]> {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  const excludeId = row?.job.id;
  const sameIndustry = row ? await repo.listRecentActiveJobs(db, { industry: row.job.industry, excludeId }, SIMILAR_JOBS_LIMIT) : [];
  return sameIndustry.length > 0 ? sameIndustry : repo.listRecentActiveJobs(db, { excludeId }, SIMILAR_JOBS_LIMIT);
}

/** The companies with open jobs a sitemap lists (their pages), the newest post first, and that post's date. */
export function listSitemapCompanies(db: Executor, limit: number) {
  return repo.listEmployersWithOpenJobs(db, limit);
}

/** The open jobs a sitemap lists, newest first, up to a sitemap file's limit. */
export function listSitemapJobs(db: Executor, limit: number) {
  return repo.listActiveJobIds(db, limit);
}

/** An employer's open jobs for its public company page, newest first, at most `limit`. */
export async function listEmployerOpenJobs(db: Executor, employerId: string, now: Date, limit: number) {
  const rows = await repo.listEmployerOpenJobs(db, employerId, now, limit);
  return rows.map((row) => ({ ...row, postedAt: row.postedAt.toISOString() }));
}
