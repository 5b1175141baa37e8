import { JOB_MESSAGES } from '@core/jobs/schemas';
import { requireCode } from '@core/shared/messages';
import { INDUSTRY_LABELS, formatTrade, type Industry } from '@core/shared/options';
import type { User } from '@core/auth/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { claimJobPosts } from '../subscriptions/service';
import { loadPostingEmployer, locationCoordinates, termColumns, type BulkJobsFromEstimate } from './job-crud';
import { toPostedJobDto } from './job-dto';
import { reviewColumns, reviewJobPost } from './job-review';
import * as repo from './repository';

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
export async function createJobsFromEstimate(db: Database, user: User, input: BulkJobsFromEstimate, now: Date) {
  const profile = await loadPostingEmployer(db, user, now);
  const employerVerified = profile.verifiedAt !== null;
  const roles = [...new Set(input.selectedRoles)];
  const unknown = roles.find((role) => !Object.hasOwn(input.workerBreakdown, role));
  if (unknown) {
    throw new AppError(400, `${JOB_MESSAGES.unknownWorkerType}: ${unknown}`, { code: requireCode(JOB_MESSAGES.unknownWorkerType) });
  }
  return db.transaction(async (tx) => {
    const posts = await claimJobPosts(tx, user.id, roles.length, now);
    const values = roles.map((role, index) => {
      const positions = Math.max(1, input.workerBreakdown[role] ?? 1);
      return {
        ...posts[index],
        employerId: user.id,
        title: roleTitle(role),
        description: estimateDescription(input, role, positions),
        industry: input.industry,
        location: input.location,
        ...locationCoordinates(input.location),
        jobType: 'contract',
        experienceLevel: null,
        requirements: [],
        skills: [roleTitle(role)],
        positions,
        ...termColumns(input),
      };
    });
    // Each post is reviewed as a single one would be (an unverified employer's first bundle waits for review).
    const context = { employerId: user.id, employerVerified, companyName: profile.companyName, now };
    for (const value of values) {
      const text = {
        ...value,
        industry: input.industry as Industry,
        experienceLevel: '',
        salaryMin: null,
        salaryMax: null,
        payUnit: 'year' as const,
      };
      Object.assign(value, reviewColumns(await reviewJobPost(tx, context, text, null)));
    }
    const rows = await repo.insertJobs(tx, values);
    const dtos = rows.map((job) => toPostedJobDto({ job, companyName: profile.companyName }, now));
    return { jobs: dtos, totalPositions: dtos.reduce((sum, job) => sum + job.positions, 0) };
  });
}
