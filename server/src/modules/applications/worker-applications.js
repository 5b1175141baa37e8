import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { isUuid } from '@core/shared/ids';
import { AppError } from '../../plugins/errors';
import { interviewsByApplication } from './application-interviews';
import * as repo from './repository';
export function toWorkerApplicationDto({ application, job, currentCompanyName }, interviews) {
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
    };
}
export async function listWorkerApplications(db, workerId) {
    const rows = await repo.listApplicationsForWorker(db, workerId);
    const interviews = await interviewsByApplication(db, rows.map((row) => row.application.id));
    return rows.map((row) => toWorkerApplicationDto(row, interviews.get(row.application.id) ?? []));
}
async function findWorkerApplication(db, workerId, id) {
    const row = isUuid(id) ? await repo.findApplicationById(db, id) : null;
    if (!row || row.workerId !== workerId)
        throw new AppError(404, APPLICATION_MESSAGES.notFound);
    return row;
}
export async function updateWorkerApplication(db, workerId, id, input) {
    await findWorkerApplication(db, workerId, id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    // A new yearly figure without a unit is quoted yearly: the old unit would misread it.
    if (input.expectedSalary !== undefined && input.expectedPayUnit === undefined)
        changes.expectedPayUnit = null;
    if (Object.keys(changes).length > 0)
        await repo.updateApplication(db, id, changes);
    return (await listWorkerApplications(db, workerId)).find((application) => application.id === id);
}
export async function deleteWorkerApplication(db, workerId, id) {
    await findWorkerApplication(db, workerId, id);
    await repo.deleteApplication(db, id);
}
