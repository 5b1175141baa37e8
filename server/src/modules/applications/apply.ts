import { APPLICATION_CREATED_EVENT, type NewApplicationEvent } from '@core/applications/events';
import { APPLICATION_MESSAGES, type CreateApplicationRequest } from '@core/applications/schemas';
import type { PayUnit } from '@core/jobs/pay';
import { getWorkerProfileCompleteness, incompleteWorkerProfileMessage } from '@core/worker-profile/completeness';
import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { AppError } from '../../plugins/errors';
import type { Notifier } from '../notifications/notifier';
import { notifyNewApplication } from '../notifications/service';
import { newApplicationRow, payFromHourlyRate } from './application-row';
import * as repo from './repository';
import { toWorkerApplicationDto } from './worker-applications';

/**
 * What the employer needs (issue 35 item 3): a request that leaves the expected pay out (Apply Now
 * from a card, an older client) takes it from the profile's hourly rate, quoted in the job's unit;
 * an explicit null means the worker chose not to say. A figure without a unit is yearly (the spec).
 */
function expectedPay(input: CreateApplicationRequest, hourlyRate: number | null, jobUnit: PayUnit) {
  if (input.expectedSalary === undefined) return payFromHourlyRate(hourlyRate, jobUnit);
  if (input.expectedSalary === null) return { expectedSalary: null, expectedPayUnit: null };
  return { expectedSalary: input.expectedSalary, expectedPayUnit: input.expectedPayUnit ?? null };
}

export async function applyToJob(
  db: Database,
  events: EventBus,
  notifier: Notifier,
  workerId: string,
  input: CreateApplicationRequest,
  now: Date,
) {
  const profile = await repo.findWorkerCompletenessInput(db, workerId);
  const completeness = getWorkerProfileCompleteness({ ...profile, preferredIndustries: profile?.preferredIndustries ?? [] });
  // Only what an employer needs to decide blocks a first application (issue 55); the rest is asked after.
  if (!completeness.canApply) throw new AppError(403, incompleteWorkerProfileMessage(completeness.applyMissing));

  const job = await repo.findJobWithCompany(db, input.jobId, now);
  if (!job) throw new AppError(404, APPLICATION_MESSAGES.jobNotFound);
  if (!job.isActive) throw new AppError(400, APPLICATION_MESSAGES.jobInactive);

  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertApplicationUnlessExists(tx, {
      ...newApplicationRow(job, workerId, input.coverLetter ?? null),
      ...expectedPay(input, profile?.hourlyRate ?? null, job.payUnit),
      availability: input.availability === undefined ? (profile?.availability ?? null) : input.availability,
      source: input.source ?? null,
    });
    if (inserted) await notifyNewApplication(tx, notifier, inserted);
    return inserted;
  });
  if (!row) throw new AppError(409, APPLICATION_MESSAGES.alreadyApplied);
  // After the commit, so the employer's list, refetched on the event, already holds the row.
  const payload: NewApplicationEvent = { applicationId: row.id, jobId: job.id, jobTitle: job.title };
  await events.publish({ userId: job.employerId, type: APPLICATION_CREATED_EVENT, payload });
  // Answered from the row written: a new application has no interviews yet.
  return toWorkerApplicationDto({ application: row, job, currentCompanyName: job.companyName }, []);
}
