import { CREW_MESSAGES } from '@core/crews/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
import { findCrew } from './crew-access';

/** The crew a foreman applies with, and its members' ids; 403 when the caller is not its foreman. */
export async function findCrewForApplication(db: Executor, crewId: string, callerId: string) {
  const crew = await findCrew(db, crewId);
  const members = await repo.listMembers(db, [crew.id]);
  if (!members.some((member) => member.userId === callerId && member.role === 'foreman'))
    throw new AppError(403, CREW_MESSAGES.onlyForeman);
  return { crew, memberIds: new Set(members.map((member) => member.userId)) };
}

/** The same, under the crew's row lock in the caller's transaction: no member leaves or is removed until it ends. */
export async function lockCrewForApplication(tx: Executor, crewId: string, callerId: string) {
  await repo.lockCrew(tx, crewId);
  return findCrewForApplication(tx, crewId, callerId);
}

/** The crew's application to the job, in the caller's transaction; null when the crew already applied (the unique constraint). */
export async function recordCrewApplication(
  db: Executor,
  values: { crewId: string; jobId: string; employerId: string; foremanId: string; createdAt: Date },
) {
  return repo.insertCrewApplicationUnlessExists(db, values);
}

/** Each crew application's crew as the employer reads it: its id, name and foreman now. */
export async function crewApplicantsByIds(db: Executor, crewApplicationIds: string[]) {
  if (crewApplicationIds.length === 0) return new Map<string, { id: string; name: string; foremanId: string }>();
  const rows = await repo.findCrewApplicationsByIds(db, [...new Set(crewApplicationIds)]);
  const members = await repo.listMembers(db, [...new Set(rows.map((row) => row.crewId))]);
  const foremen = new Map(members.filter((member) => member.role === 'foreman').map((member) => [member.crewId, member.userId]));
  return new Map(rows.map((row) => [row.id, { id: row.crewId, name: row.name, foremanId: foremen.get(row.crewId) ?? '' }]));
}
