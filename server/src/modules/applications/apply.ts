import { APPLICATION_MESSAGES, type CreateApplicationRequest } from '@core/applications/schemas';
import { getWorkerProfileCompleteness, incompleteWorkerProfileMessage } from '@core/worker-profile/completeness';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Notifier } from '../notifications/notifier';
import { notifyNewApplication } from '../notifications/service';
import * as repo from './repository';
import { toWorkerApplicationDto } from './worker-applications';

export async function applyToJob(db: Database, notifier: Notifier, workerId: string, input: CreateApplicationRequest, now: Date) {
  const profile = await repo.findWorkerCompletenessInput(db, workerId);
  const completeness = getWorkerProfileCompleteness({ ...profile, preferredIndustries: profile?.preferredIndustries ?? [] });
  if (!completeness.isComplete) throw new AppError(403, incompleteWorkerProfileMessage(completeness.missing));

  const job = await repo.findJobWithCompany(db, input.jobId, now);
  if (!job) throw new AppError(404, APPLICATION_MESSAGES.jobNotFound);
  if (!job.isActive) throw new AppError(400, APPLICATION_MESSAGES.jobInactive);

  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertApplicationUnlessExists(tx, {
      jobId: job.id,
      workerId,
      employerId: job.employerId,
      jobTitle: job.title,
      companyName: job.companyName,
      jobLocation: job.location,
      status: 'pending',
      coverLetter: input.coverLetter ?? null,
      expectedSalary: input.expectedSalary ?? null,
      availability: input.availability ?? null,
    });
    if (inserted) await notifyNewApplication(tx, notifier, inserted);
    return inserted;
  });
  if (!row) throw new AppError(409, APPLICATION_MESSAGES.alreadyApplied);
  // Answered from the row written: a new application has no interviews yet.
  return toWorkerApplicationDto({ application: row, job, currentCompanyName: job.companyName }, []);
}
