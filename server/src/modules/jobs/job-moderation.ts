import type { ModerationJob } from '@core/admin/moderation-schemas';
import { JOB_MESSAGES, isJobId } from '@core/jobs/schemas';
import { MODERATION_MESSAGES } from '@core/admin/moderation-schemas';
import { toEmployerVerification } from '@core/trust/employer-verification';
import { HOLD_REASONS, type HoldReason } from '@core/trust/review';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as reviewRepo from './review-repository';

const isHoldReason = (value: string): value is HoldReason => (HOLD_REASONS as readonly string[]).includes(value);

/** The moderation queue: held jobs, oldest first, with why they were held and who posted them. */
export async function listHeldJobs(db: Executor): Promise<ModerationJob[]> {
  const rows = await reviewRepo.listHeldJobs(db);
  return rows.map(({ job, companyName, employerEmail }) => ({
    id: job.id,
    employerId: job.employerId,
    title: job.title,
    description: job.description,
    industry: job.industry,
    location: job.location,
    jobType: job.jobType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    payUnit: job.payUnit,
    requirements: job.requirements,
    companyName,
    employerEmail,
    ...toEmployerVerification(job.employerVerifiedBy, job.employerVerifiedDomain),
    postedAt: job.postedAt.toISOString(),
    signals: job.reviewSignals.filter(isHoldReason),
  }));
}

/** 404 for no such job, 409 for one not waiting for review (approved, rejected or never held). */
async function assertHeld(db: Executor, jobId: string) {
  const job = isJobId(jobId) ? await reviewRepo.findJobForUpdate(db, jobId) : null;
  if (!job) throw new AppError(404, JOB_MESSAGES.notFound);
  if (job.reviewStatus !== 'held') throw new AppError(409, MODERATION_MESSAGES.jobNotHeld);
}

/** Publishes a held job (pass the operator's transaction: the audit entry goes with it). */
export async function approveHeldJob(tx: Executor, jobId: string, now: Date) {
  await assertHeld(tx, jobId);
  const job = await reviewRepo.publishHeldJob(tx, jobId, now);
  if (!job) throw new AppError(409, MODERATION_MESSAGES.jobNotHeld);
  return job;
}

/** Rejects a held job with the reason its employer will read. */
export async function rejectHeldJob(tx: Executor, jobId: string, reason: string, now: Date) {
  await assertHeld(tx, jobId);
  const job = await reviewRepo.rejectHeldJob(tx, jobId, reason, now);
  if (!job) throw new AppError(409, MODERATION_MESSAGES.jobNotHeld);
  return job;
}
