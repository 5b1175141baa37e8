import { APPLICATION_MESSAGES, type UpdateApplicationRequest, type WorkerApplication } from '@core/applications/schemas';
import type { Interview } from '@core/interviews/schemas';
import type { Executor } from '../../db/client';
import { isUuid } from '@core/shared/ids';
import { AppError } from '../../plugins/errors';
import { crewApplicantsByIds } from '../crews/service';
import { interviewsByApplication } from './application-interviews';
import * as repo from './repository';

type WorkerApplicationRow = Awaited<ReturnType<typeof repo.listApplicationsForWorker>>[number];

export function toWorkerApplicationDto(
  { application, job, currentCompanyName }: WorkerApplicationRow,
  interviews: Interview[],
  crew: WorkerApplication['crew'] = null,
): WorkerApplication {
  return {
    id: application.id,
    jobId: application.jobId,
    employerId: application.employerId,
    job: job
      ? { title: job.title, company: currentCompanyName ?? application.companyName, location: job.location }
      : { title: application.jobTitle, company: application.companyName, location: application.jobLocation },
    jobRemoved: job === null,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    coverLetter: application.coverLetter,
    expectedSalary: application.expectedSalary,
    expectedPayUnit: application.expectedPayUnit,
    availability: application.availability,
    interviews,
    crew,
    startDate: application.status === 'accepted' ? application.startDate : null,
  };
}

export async function listWorkerApplications(db: Executor, workerId: string): Promise<WorkerApplication[]> {
  const rows = await repo.listApplicationsForWorker(db, workerId);
  const interviews = await interviewsByApplication(
    db,
    rows.map((row) => row.application.id),
  );
  const crews = await crewApplicantsByIds(
    db,
    rows.flatMap((row) => (row.application.crewApplicationId ? [row.application.crewApplicationId] : [])),
  );
  return rows.map((row) => {
    const crew = row.application.crewApplicationId ? crews.get(row.application.crewApplicationId) : undefined;
    return toWorkerApplicationDto(row, interviews.get(row.application.id) ?? [], crew ? { id: crew.id, name: crew.name } : null);
  });
}

async function findWorkerApplication(db: Executor, workerId: string, id: string) {
  const row = isUuid(id) ? await repo.findApplicationById(db, id) : null;
  if (!row || row.workerId !== workerId) throw new AppError(404, APPLICATION_MESSAGES.notFound);
  return row;
}

export async function updateWorkerApplication(db: Executor, workerId: string, id: string, input: UpdateApplicationRequest) {
  await findWorkerApplication(db, workerId, id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  // A new yearly figure without a unit is quoted yearly: the old unit would misread it.
  if (input.expectedSalary !== undefined && input.expectedPayUnit === undefined) changes.expectedPayUnit = null;
  if (Object.keys(changes).length > 0) await repo.updateApplication(db, id, changes);
  return (await listWorkerApplications(db, workerId)).find((application) => application.id === id)!;
}

export async function deleteWorkerApplication(db: Executor, workerId: string, id: string) {
  await findWorkerApplication(db, workerId, id);
  await repo.deleteApplication(db, id);
}
