import { getEmployerProfileCompleteness } from '@core/employer-profile/completeness';
import {
  isJobId,
  JOB_MESSAGES,
  type CreateJob,
  type RenewedJobDto,
  type UpdateJob,
  type bulkJobsFromEstimateSchema,
} from '@core/jobs/schemas';
import type { z } from 'zod';
import type { User } from '@core/auth/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findEmployerProfile, refreshDomainVerification } from '../employer-profile/service';
import { MODERATION_MESSAGES } from '@core/admin/moderation-schemas';
import { coordinatesOf } from '../places/service';
import { claimJobPosts, claimJobRenewal } from '../subscriptions/service';
import { isExpired, toJobDto, toJobExpiry, toPostedJobDto } from './job-dto';
import { reviewColumns, reviewJobPost, type ReviewedText } from './job-review';
import * as repo from './repository';
import * as reviewRepo from './review-repository';

export type BulkJobsFromEstimate = z.output<typeof bulkJobsFromEstimateSchema>;

/** The posting employer's complete profile, its domain verification brought up to date (it decides whether posts are reviewed). */
export async function loadPostingEmployer(db: Executor, user: User, now: Date) {
  if (user.userType !== 'employer') throw new AppError(403, JOB_MESSAGES.employersOnly);
  const profile = await refreshDomainVerification(db, user.id, now);
  if (!profile || !getEmployerProfileCompleteness(profile).isComplete) throw new AppError(403, JOB_MESSAGES.profileRequired);
  return profile;
}

/** What the scam signals read of a job being written. */
export function reviewedText(input: CreateJob | UpdateJob): ReviewedText {
  return { ...input, experienceLevel: input.experienceLevel ?? '', location: input.location };
}

function jobColumns(input: CreateJob | UpdateJob) {
  return {
    title: input.title,
    description: input.description,
    industry: input.industry,
    location: input.location,
    ...locationCoordinates(input.location),
    jobType: input.jobType,
    experienceLevel: input.experienceLevel ?? null,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    payUnit: input.payUnit,
    requirements: input.requirements,
    skills: input.skills,
    ...termColumns(input),
  };
}

/** The stored coordinates of a location; an unknown place is kept with none (it cannot be found by distance). */
export function locationCoordinates(location: string) {
  const place = coordinatesOf(location);
  return { lat: place?.lat ?? null, lng: place?.lng ?? null };
}

/** Terms not sent stay as they are on edit and take the column defaults on create (drizzle skips undefined). */
export function termColumns(input: CreateJob | UpdateJob | BulkJobsFromEstimate) {
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

/** A new job: published at once, or held for an operator's review (it still uses its post). */
export async function createJob(db: Database, user: User, input: CreateJob, now: Date) {
  const profile = await loadPostingEmployer(db, user, now);
  const employerVerified = profile.verifiedAt !== null;
  return db.transaction(async (tx) => {
    const [post] = await claimJobPosts(tx, user.id, 1, now);
    const review = await reviewJobPost(
      tx,
      { employerId: user.id, employerVerified, companyName: profile.companyName, now },
      reviewedText(input),
      null,
    );
    const [job] = await repo.insertJobs(tx, [{ ...jobColumns(input), ...post, employerId: user.id, ...reviewColumns(review) }]);
    return toPostedJobDto({ job: job!, companyName: profile.companyName }, now);
  });
}

function assertEmployer(user: User) {
  if (user.userType !== 'employer') throw new AppError(403, JOB_MESSAGES.employersOnly);
}

/** An edit is reviewed again: a signal holds a published job, and a held or rejected one goes back to review. */
export async function updateJob(db: Database, user: User, jobId: string, input: UpdateJob, now: Date) {
  assertEmployer(user);
  const profile = await findEmployerProfile(db, user.id);
  const employerVerified = Boolean(profile?.verifiedAt);
  return db.transaction(async (tx) => {
    const current = isJobId(jobId) ? await reviewRepo.findJobForUpdate(tx, jobId) : null;
    if (!current || current.employerId !== user.id) throw new AppError(404, JOB_MESSAGES.notFound);
    const review = await reviewJobPost(
      tx,
      { employerId: user.id, employerVerified, companyName: profile?.companyName ?? null, now },
      reviewedText(input),
      current,
    );
    const job = await reviewRepo.updateJob(tx, current.id, { ...jobColumns(input), ...reviewColumns(review) });
    return toPostedJobDto({ job: job!, companyName: profile?.companyName ?? null }, now);
  });
}

/** A job in review or rejected is listed by an operator's approval only. */
function assertPublished(job: repo.JobRow) {
  if (job.reviewStatus === 'held') throw new AppError(409, MODERATION_MESSAGES.heldCannotReopen);
  if (job.reviewStatus === 'rejected') throw new AppError(409, MODERATION_MESSAGES.rejectedCannotReopen);
}

async function findOwnJob(db: Executor, user: User, jobId: string) {
  const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
  if (!row || row.job.employerId !== user.id) throw new AppError(404, JOB_MESSAGES.notFound);
  return row;
}

export async function setJobStatus(db: Executor, user: User, jobId: string, isActive: boolean, now: Date) {
  assertEmployer(user);
  if (isActive) {
    const { job } = await findOwnJob(db, user, jobId);
    assertPublished(job);
    // Reopening never extends a post: an expired job is listed again only by a renewal, which uses a post.
    if (isExpired(job, now)) throw new AppError(409, JOB_MESSAGES.expiredRenewToReopen);
  }
  const job = isJobId(jobId) ? await reviewRepo.setJobOpen(db, jobId, user.id, isActive) : null;
  // Held by an edit since the check above: it stays closed.
  if (!job && isActive) throw new AppError(409, MODERATION_MESSAGES.heldCannotReopen);
  if (!job) throw new AppError(404, JOB_MESSAGES.notFound);
  const profile = await findEmployerProfile(db, user.id);
  return toJobDto({ job, companyName: profile?.companyName ?? null }, now);
}

/**
 * Lists an expired job again for the days of a new post (30, or 60 on a Boosted one), which it
 * takes from the allowance exactly as posting does; applicants and post date stay.
 */
export async function renewJob(db: Database, user: User, jobId: string, now: Date): Promise<RenewedJobDto> {
  const profile = await loadPostingEmployer(db, user, now);
  const found = await findOwnJob(db, user, jobId);
  assertPublished(found.job);
  if (!isExpired(found.job, now)) throw new AppError(409, JOB_MESSAGES.notExpired);
  const job = await db.transaction(async (tx) => {
    const post = await claimJobRenewal(tx, user.id, found.job.id, now);
    const renewed = await repo.renewExpiredJob(tx, found.job.id, user.id, post.postedAt, {
      expiresAt: post.expiresAt,
      boostedUntil: post.boostedUntil ?? found.job.boostedUntil,
    });
    // Renewed meanwhile by another request: this one rolls back and keeps its post.
    if (!renewed) throw new AppError(409, JOB_MESSAGES.notExpired);
    return renewed;
  });
  return {
    ...toJobDto({ job, companyName: profile.companyName }, now),
    ...toJobExpiry(job, now),
  };
}

/** Applications keep their snapshot: their job_id is set null by the foreign key. */
export async function deleteJob(db: Executor, user: User, jobId: string) {
  assertEmployer(user);
  if (!isJobId(jobId) || !(await repo.deleteJobForEmployer(db, jobId, user.id))) throw new AppError(404, JOB_MESSAGES.notFound);
}
