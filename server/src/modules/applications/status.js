import { notifyApplicationStatus } from '../notifications/service';
import { recordPayPerHireFee, voidPayPerHireFee } from '../payments/service';
import { findEmployerApplication, listEmployerApplications } from './employer-applications';
import * as repo from './repository';
/** Scheduling an interview moves its application to the interview stage, in the caller's transaction. */
export async function moveToInterviewStage(db, application) {
    if (application.status === 'interview')
        return false;
    await repo.updateApplication(db, application.id, { status: 'interview' });
    return true;
}
export async function publishStatusChange(events, application, status) {
    await events.publish({
        userId: application.workerId,
        type: 'application.status',
        payload: { applicationId: application.id, jobTitle: application.jobTitle, status },
    });
}
export async function updateApplicationStatus(db, events, notifier, employerId, id, status) {
    const updated = await db.transaction((tx) => changeApplicationStatus(tx, notifier, employerId, id, status));
    if (updated)
        await publishStatusChange(events, updated, status);
    return (await listEmployerApplications(db, employerId)).find((application) => application.id === id);
}
/**
 * One status change with its side effects (fee, or voiding it when a hire is undone; the worker's
 * e-mail), in the caller's transaction; null when unchanged.
 */
async function changeApplicationStatus(tx, notifier, employerId, id, status) {
    const application = await findEmployerApplication(tx, employerId, id);
    if (application.status === status)
        return null;
    const row = await repo.updateApplication(tx, id, { status });
    if (status === 'accepted')
        await recordPayPerHireFee(tx, id);
    if (application.status === 'accepted')
        await voidPayPerHireFee(tx, id);
    await notifyApplicationStatus(tx, notifier, row, status, application.status);
    return row;
}
/** Every application changes in one transaction, or none: an id that is not this employer's is a 404 and rolls all back. */
export async function bulkUpdateApplicationStatus(db, events, notifier, employerId, applicationIds, status) {
    const updated = await db.transaction(async (tx) => {
        const rows = [];
        for (const id of applicationIds) {
            const row = await changeApplicationStatus(tx, notifier, employerId, id, status);
            if (row)
                rows.push(row);
        }
        return rows;
    });
    for (const row of updated)
        await publishStatusChange(events, row, status);
    const ids = new Set(applicationIds);
    return (await listEmployerApplications(db, employerId)).filter((application) => ids.has(application.id));
}
