import { APPLICATION_MESSAGES, type ApplicationReviewRequest, type EmployerApplication } from '@core/applications/schemas';
import type { Executor } from '../../db/client';
import { isUuid } from '@core/shared/ids';
import { AppError } from '../../plugins/errors';
import { toEmployerApplicationDtos } from './employer-application-dto';
import * as repo from './repository';

/** The application when it was sent to this employer; 404 otherwise, so others' records stay invisible. */
export async function findEmployerApplication(db: Executor, employerId: string, id: string) {
  const row = isUuid(id) ? await repo.findApplicationById(db, id) : null;
  if (!row || row.employerId !== employerId) throw new AppError(404, APPLICATION_MESSAGES.notFound);
  return row;
}

export async function listEmployerApplications(db: Executor, employerId: string, now: Date): Promise<EmployerApplication[]> {
  return toEmployerApplicationDtos(db, await repo.listApplicationsForEmployer(db, employerId), now);
}

export async function findEmployerCompanyName(db: Executor, employerId: string) {
  return (await repo.findEmployerContact(db, employerId))?.companyName ?? null;
}

export async function getApplicationResume(db: Executor, employerId: string, id: string) {
  const application = await findEmployerApplication(db, employerId, id);
  const resumeUrl = await repo.findWorkerResumeUrl(db, application.workerId);
  if (!resumeUrl) throw new AppError(404, APPLICATION_MESSAGES.resumeNotAvailable);
  return { resumeUrl };
}

/** The employer's private note and rating on an application sent to them; fields not sent stay as they are. */
export async function reviewApplication(
  db: Executor,
  employerId: string,
  id: string,
  input: ApplicationReviewRequest,
  now: Date,
): Promise<EmployerApplication> {
  await findEmployerApplication(db, employerId, id);
  await repo.updateApplication(db, id, { employerNote: input.note, employerRating: input.rating });
  const [application] = await toEmployerApplicationDtos(db, await repo.listApplicationsForEmployer(db, employerId, { ids: [id] }), now);
  return application!;
}
