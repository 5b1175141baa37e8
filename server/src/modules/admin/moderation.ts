import { MODERATION_MESSAGES, type EmployerVerification, type ReviewedJob } from '@core/admin/moderation-schemas';
import type { User } from '@core/auth/schemas';
import { isUuid } from '@core/shared/ids';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { setOperatorVerification } from '../employer-profile/service';
import { approveHeldJob, rejectHeldJob } from '../jobs/service';
import type { Notifier } from '../notifications/notifier';
import { recordAudit } from './audit';
import { emailJobDecision } from './job-mail';

type ReviewedRow = { id: string; reviewStatus: ReviewedJob['reviewStatus']; reviewNote: string | null; reviewedAt: Date | null };

const toReviewedJob = (job: ReviewedRow): ReviewedJob => ({
  id: job.id,
  reviewStatus: job.reviewStatus,
  reviewNote: job.reviewNote,
  reviewedAt: job.reviewedAt?.toISOString() ?? null,
});

/** Publishes a held job; the audit entry is written in the same transaction. */
export async function approveJob(db: Database, operator: User, jobId: string, now: Date): Promise<ReviewedJob> {
  return db.transaction(async (tx) => {
    const job = await approveHeldJob(tx, jobId, now);
    await recordAudit(tx, { operatorId: operator.id, action: 'job.approve', targetType: 'job', targetId: job.id, at: now });
    return toReviewedJob(job);
  });
}

/**
 * Rejects a held job. The employer reads the reason on their jobs screen and in an e-mail in their
 * language (queued in the same transaction: it exists exactly when the rejection does).
 */
export async function rejectJob(db: Database, notifier: Notifier, operator: User, jobId: string, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const job = await rejectHeldJob(tx, jobId, reason, now);
    await recordAudit(tx, { operatorId: operator.id, action: 'job.reject', targetType: 'job', targetId: job.id, reason, at: now });
    await emailJobDecision(tx, notifier, 'job_rejected', job, reason);
    return toReviewedJob(job);
  });
}

/** An operator verifies an employer, or takes the verification back; audited. */
export async function setEmployerVerified(
  db: Database,
  operator: User,
  employerId: string,
  verified: boolean,
  now: Date,
): Promise<EmployerVerification> {
  return db.transaction(async (tx) => {
    const profile = isUuid(employerId) ? await setOperatorVerification(tx, employerId, verified, now) : null;
    if (!profile) throw new AppError(404, MODERATION_MESSAGES.employerNotFound);
    await recordAudit(tx, {
      operatorId: operator.id,
      action: verified ? 'employer.verify' : 'employer.unverify',
      targetType: 'employer',
      targetId: profile.userId,
      at: now,
    });
    return {
      employerId: profile.userId,
      verified: profile.verifiedAt !== null,
      verifiedBy: profile.verifiedBy,
      verifiedAt: profile.verifiedAt?.toISOString() ?? null,
      verifiedDomain: profile.verifiedDomain,
    };
  });
}
