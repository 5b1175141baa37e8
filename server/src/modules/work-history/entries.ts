import type { User } from '@core/auth/schemas';
import { REVIEW_MESSAGES } from '@core/reviews/schemas';
import { WORK_HISTORY_MESSAGES, type NewWorkHistoryEntry, type WorkHistoryEntry, type WorkHistoryList } from '@core/work-history/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
import { findAccountOfType, hasWorkerAppliedToEmployer } from '../../lib/hiring-relationship';

/** `awaitingUntil`: the open link's expiry, for the owner's view (undefined for anyone else's). */
function toAddedEntryDto(row: repo.WorkHistoryEntryRow, isOwner: boolean, awaitingUntil: Date | null = null): WorkHistoryEntry {
  return {
    id: row.id,
    source: 'added',
    employerName: row.employerName,
    trade: row.trade,
    startDate: row.startDate,
    endDate: row.endDate,
    isVerifiedHire: false,
    confirmation:
      row.confirmedAt && row.confirmedByName
        ? {
            name: row.confirmedByName,
            company: row.confirmedByCompany ?? row.employerName,
            confirmedAt: row.confirmedAt.toISOString(),
            wasCorrected: row.wasCorrected,
            note: row.correctionNote,
          }
        : null,
    contact: isOwner
      ? {
          name: row.contactName,
          email: row.contactEmail,
          phone: row.contactPhone,
          awaitingUntil: row.confirmedAt || !awaitingUntil ? null : awaitingUntil.toISOString(),
        }
      : null,
  };
}

/**
 * A worker's work history: read by the worker himself and by employers he applied to (the rule of his reviews);
 * anyone else 403. Hires on CrewBridge and added entries, by start date; only the worker sees the contacts he named.
 */
export async function listWorkHistory(db: Executor, reader: User, workerId: string, now: Date): Promise<WorkHistoryList> {
  const isSelf = reader.userType === 'worker' && reader.id === workerId;
  const isEmployerApplied = reader.userType === 'employer' && (await hasWorkerAppliedToEmployer(db, workerId, reader.id));
  if (!isSelf && !isEmployerApplied) throw new AppError(403, WORK_HISTORY_MESSAGES.historyPrivate);
  if (!(await findAccountOfType(db, workerId, 'worker'))) throw new AppError(404, REVIEW_MESSAGES.workerNotFound);
  const [hires, added] = await Promise.all([repo.listHires(db, workerId, now), repo.listEntries(db, workerId)]);
  const openLinks = isSelf
    ? await repo.listOpenLinkExpiries(
        db,
        added.map((row) => row.id),
        now,
      )
    : new Map<string, Date>();
  const entries: WorkHistoryEntry[] = [
    ...hires.map((hire): WorkHistoryEntry => ({
      id: hire.id,
      source: 'hire',
      employerName: hire.company_name ?? '',
      trade: hire.job_title,
      startDate: hire.hired_on,
      endDate: hire.ended_on,
      isVerifiedHire: true,
      confirmation: null,
      contact: null,
    })),
    ...added.map((row) => toAddedEntryDto(row, isSelf, openLinks.get(row.id) ?? null)),
  ];
  return { entries: entries.sort((a, b) => (a.startDate === b.startDate ? a.id.localeCompare(b.id) : a.startDate < b.startDate ? -1 : 1)) };
}

/** A worker adds work done elsewhere; unconfirmed until its contact answers a link. */
export async function addWorkHistoryEntry(db: Executor, worker: User, input: NewWorkHistoryEntry, now: Date) {
  const row = await repo.insertEntry(db, {
    workerId: worker.id,
    employerName: input.employerName,
    trade: input.trade,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    contactName: input.contactName,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone ?? null,
    createdAt: now,
  });
  return toAddedEntryDto(row, true);
}

/** The worker removes an entry he added (its links stop working with it); 404 for anyone else's. */
export async function deleteWorkHistoryEntry(db: Executor, worker: User, id: string) {
  if (!(await repo.deleteEntry(db, id, worker.id))) throw new AppError(404, WORK_HISTORY_MESSAGES.entryNotFound);
}
