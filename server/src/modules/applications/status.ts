import type { ApplicationStatus, UpdateApplicationStatusRequest } from '@core/applications/schemas';
import { START_DATE_MESSAGES, todayInTimeZone } from '@core/applications/start-date';
import { CREW_MESSAGES } from '@core/crews/schemas';
import { isUuid } from '@core/shared/ids';
import { readerTimeZone } from '@core/shared/time-zone';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { AppError } from '../../plugins/errors';
import type { Notifier } from '../notifications/notifier';
import { notifyApplicationStatus, notifyStartDateChange } from '../notifications/service';
import { recordPayPerHireFee, voidPayPerHireFee } from '../payments/service';
import { findEmployerApplication, listEmployerApplications } from './employer-applications';
import * as crewRepo from './crew-repository';
import * as repo from './repository';

/**
 * Scheduling an interview moves its application to the interview stage, in the caller's transaction. A crew's
 * members still pending or reviewed move with it (issue 51: a crew goes through the stages as one), each told.
 */
export async function moveToInterviewStage(db: Executor, application: repo.ApplicationRow, notifier?: Notifier): Promise<boolean> {
  if (application.crewApplicationId && notifier) {
    const members = await crewRepo.listCrewMemberApplications(db, [application.crewApplicationId]);
    for (const member of members) {
      if (member.applicationId === application.id || (member.status !== 'pending' && member.status !== 'reviewed')) continue;
      const row = await repo.updateApplication(db, member.applicationId, { status: 'interview' });
      await notifyApplicationStatus(db, notifier, row, 'interview', member.status);
    }
  }
  if (application.status === 'interview') return false;
  await repo.updateApplication(db, application.id, { status: 'interview' });
  return true;
}

export async function publishStatusChange(
  events: EventBus,
  application: { id: string; workerId: string; jobTitle: string },
  status: ApplicationStatus,
) {
  await events.publish({
    userId: application.workerId,
    type: 'application.status',
    payload: { applicationId: application.id, jobTitle: application.jobTitle, status },
  });
}

/**
 * A hire's first day (issue 55): only with a hire, and not before today in the employer's time zone (his browser's,
 * else his place's). Asked after the application is found to be his, so another employer's reads 404 first.
 */
async function checkStartDate(db: Executor, employerId: string, id: string, status: ApplicationStatus, startDate: string, now: Date) {
  await findEmployerApplication(db, employerId, id);
  if (status !== 'accepted') throw new AppError(400, START_DATE_MESSAGES.onlyWhenHired);
  if (startDate < todayInTimeZone(now, readerTimeZone(await repo.findUserClock(db, employerId))))
    throw new AppError(400, START_DATE_MESSAGES.past);
}

export async function updateApplicationStatus(
  db: Database,
  events: EventBus,
  notifier: Notifier,
  employerId: string,
  id: string,
  { status, startDate }: UpdateApplicationStatusRequest,
  now: Date,
) {
  if (startDate !== undefined) await checkStartDate(db, employerId, id, status, startDate, now);
  const updated = await db.transaction(async (tx) => {
    const ids = await withCrewMembers(tx, employerId, [id], status);
    // A new first day for someone already hired is no second hire: he is told the new day, once, and only when it moved.
    if (startDate !== undefined) {
      for (const row of await repo.changeStartDate(tx, ids, startDate)) await notifyStartDateChange(tx, notifier, { ...row, startDate });
    }
    return changeStatuses(tx, notifier, employerId, ids, status, startDate);
  });
  for (const row of updated) await publishStatusChange(events, row, status);
  return (await listEmployerApplications(db, employerId, now)).find((application) => application.id === id)!;
}

/**
 * One status change with its side effects (fee, or voiding it when a hire is undone; the worker's
 * e-mail), in the caller's transaction; null when unchanged.
 */
async function changeApplicationStatus(
  tx: Executor,
  notifier: Notifier,
  employerId: string,
  id: string,
  status: ApplicationStatus,
  startDate?: string,
) {
  const application = await findEmployerApplication(tx, employerId, id);
  if (application.status === status) return null;
  // Undoing a hire forgets its first day; a hire keeps the one just given.
  const row = await repo.updateApplication(tx, id, {
    status,
    startDate: status === 'accepted' ? (startDate ?? application.startDate) : null,
  });
  if (status === 'accepted') await recordPayPerHireFee(tx, id);
  if (application.status === 'accepted') await voidPayPerHireFee(tx, id);
  await notifyApplicationStatus(tx, notifier, row, status, application.status);
  return row;
}

async function changeStatuses(
  tx: Executor,
  notifier: Notifier,
  employerId: string,
  ids: string[],
  status: ApplicationStatus,
  startDate?: string,
) {
  const rows = [];
  for (const id of ids) {
    const row = await changeApplicationStatus(tx, notifier, employerId, id, status, startDate);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * The applications a status change applies to (issue 51): a crew's application moves as one, so naming one
 * member's row names every member's. A crew hire takes as many positions as members, counted under the job's
 * row lock; a member already hired stays hired once (an unchanged row is skipped, its fee not charged again).
 */
async function withCrewMembers(tx: Executor, employerId: string, ids: string[], status: ApplicationStatus) {
  const crewApplicationIds = await crewRepo.findCrewApplicationIds(tx, employerId, ids.filter(isUuid));
  if (crewApplicationIds.length === 0) return ids;
  const members = await crewRepo.listCrewMemberApplications(tx, crewApplicationIds);
  if (status === 'accepted') {
    for (const crewApplicationId of crewApplicationIds) {
      const crewRows = members.filter((member) => member.crewApplicationId === crewApplicationId);
      const jobId = crewRows[0]?.jobId;
      const opening = jobId ? await crewRepo.lockJobPositions(tx, jobId) : null;
      if (!jobId || !opening) continue;
      const rowIds = crewRows.map((member) => member.applicationId);
      if ((await crewRepo.countHires(tx, jobId, rowIds)) + rowIds.length > opening.positions) {
        throw new AppError(409, CREW_MESSAGES.notEnoughPositions);
      }
    }
  }
  return [...new Set([...ids, ...members.map((member) => member.applicationId)])];
}

/** Every application changes in one transaction, or none: an id that is not this employer's is a 404 and rolls all back. */
export async function bulkUpdateApplicationStatus(
  db: Database,
  events: EventBus,
  notifier: Notifier,
  employerId: string,
  applicationIds: string[],
  status: ApplicationStatus,
  now: Date,
) {
  const changed = await db.transaction(async (tx) => {
    const ids = await withCrewMembers(tx, employerId, applicationIds, status);
    return { ids, rows: await changeStatuses(tx, notifier, employerId, ids, status) };
  });
  for (const row of changed.rows) await publishStatusChange(events, row, status);
  const ids = new Set(changed.ids);
  return (await listEmployerApplications(db, employerId, now)).filter((application) => ids.has(application.id));
}
