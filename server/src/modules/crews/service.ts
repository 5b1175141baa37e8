import { CREW_MESSAGES, type CreateCrewRequest, type CrewSearchQuery, type UpdateCrewRequest } from '@core/crews/schemas';
import { isoToday } from '@core/credentials/status';
import { distanceMiles, isWithinMiles } from '@core/jobs/geo';
import { isUuid } from '@core/shared/ids';
import type { User } from '@core/auth/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { coordinatesOf } from '../places/service';
import { findCrew, findCrewAsForeman } from './crew-access';
import { toCrewDto, toCrewDtos } from './crew-dto';
import * as repo from './repository';

// The crews module's public face: the routes and the applications module import from here.
export { acceptCrewInvitation, inviteToCrew, listCrewInvitations, previewCrewInvitation } from './invitations';
export { findCrew } from './crew-access';
export {
  findCrewForConsole,
  findCrewForReport,
  hasCrewAppliedToEmployer,
  isCrewMember,
  crewsLedBySql,
  listCrewsForConsole,
} from './crew-admin';
export { crewApplicantsByIds, findCrewForApplication, lockCrewForApplication, recordCrewApplication } from './crew-applications';

function coordinates(homeBase: string) {
  const place = coordinatesOf(homeBase);
  return { lat: place?.lat ?? null, lng: place?.lng ?? null };
}

export async function createCrew(db: Database, workerId: string, input: CreateCrewRequest, now: Date) {
  const crew = await db.transaction(async (tx) => {
    const row = await repo.insertCrew(tx, { ...input, ...coordinates(input.homeBase), createdBy: workerId });
    await repo.insertMember(tx, { crewId: row.id, userId: workerId, role: 'foreman', joinedAt: now });
    return row;
  });
  return toCrewDto(db, crew, now);
}

/**
 * Members read their crew; an employer reads a crew listed as looking for work or one that applied to his jobs
 * (404 otherwise, so unlisted crews stay unseen); a worker outside the crew is refused.
 */
export async function getCrew(db: Executor, user: User, id: string, now: Date) {
  const crew = await findCrew(db, id);
  if (user.userType === 'employer') {
    if (!crew.isLookingForWork && !(await repo.hasAppliedToEmployer(db, crew.id, user.id))) throw new AppError(404, CREW_MESSAGES.notFound);
  } else if (user.userType === 'worker' && !(await repo.findMembership(db, crew.id, user.id))) {
    throw new AppError(403, CREW_MESSAGES.notAMember);
  }
  return toCrewDto(db, crew, now);
}

/** The crews a worker belongs to (his dashboard's list), foreman or member. */
export async function listWorkerCrews(db: Executor, workerId: string, now: Date) {
  const rows = await repo.listCrewsOfUser(db, workerId);
  return toCrewDtos(
    db,
    rows.map((row) => row.crew),
    now,
  );
}

/** The foreman changes the fields sent; `foremanId` hands his role to another member, under the crew's lock. */
export async function updateCrew(db: Database, foremanId: string, id: string, input: UpdateCrewRequest, now: Date) {
  await findCrewAsForeman(db, id, foremanId);
  const { foremanId: newForemanId, ...fields } = input;
  const crew = await db.transaction(async (tx) => {
    await repo.lockCrew(tx, id);
    // Checked again under the lock: a parallel handover may have moved the role.
    const membership = await repo.findMembership(tx, id, foremanId);
    if (membership?.role !== 'foreman') throw new AppError(403, CREW_MESSAGES.onlyForeman);
    if (newForemanId !== undefined && newForemanId !== foremanId) {
      if (!(await repo.findMembership(tx, id, newForemanId))) throw new AppError(400, CREW_MESSAGES.foremanInvalid);
      await repo.handOverForeman(tx, id, newForemanId);
    }
    const located = fields.homeBase === undefined ? {} : coordinates(fields.homeBase);
    return repo.updateCrew(tx, id, { ...fields, ...located });
  });
  return toCrewDto(db, crew, now);
}

/** The foreman removes a member, or a member leaves; the foreman hands his role over before leaving, unless he is the last. */
export async function removeMember(db: Database, callerId: string, id: string, memberId: string) {
  const crew = await findCrew(db, id);
  await db.transaction(async (tx) => {
    await repo.lockCrew(tx, crew.id);
    const caller = await repo.findMembership(tx, crew.id, callerId);
    if (callerId !== memberId && caller?.role !== 'foreman') throw new AppError(403, CREW_MESSAGES.onlyForeman);
    const target = isUuid(memberId) ? await repo.findMembership(tx, crew.id, memberId) : null;
    if (!target) throw new AppError(404, CREW_MESSAGES.memberNotFound);
    // The last member leaving ends the crew (its applications stay, as each member's own); a foreman with members hands over first.
    if (target.role === 'foreman' && (await repo.countMembers(tx, crew.id)) === 1) await repo.deleteCrew(tx, crew.id);
    else if (target.role === 'foreman') throw new AppError(409, CREW_MESSAGES.foremanCannotLeave);
    else await repo.deleteMember(tx, crew.id, memberId);
  });
  return { message: CREW_MESSAGES.memberRemoved };
}

/** The most crews one search answers. */
const SEARCH_LIMIT = 50;
/** How many listed crews a search with a place reads before keeping those within the radius. */
const SEARCH_SCAN = 1000;

/** Crews looking for work, for employers: by trade, size, a credential held, and within `radiusMiles` of a place (nearest first). */
export async function searchCrews(db: Executor, query: CrewSearchQuery, now: Date) {
  const center = query.location ? coordinatesOf(query.location) : null;
  if (query.location && !center) throw new AppError(400, CREW_MESSAGES.searchLocationUnknown);
  const rows = await repo.listLookingCrews(db, {
    trade: query.trade,
    credential: query.credential,
    today: isoToday(now),
    minSize: query.minSize ?? 1,
    limit: center ? SEARCH_SCAN : SEARCH_LIMIT,
  });
  const found = center
    ? rows
        .flatMap(({ crew }) => {
          const home = crew.lat !== null && crew.lng !== null ? { lat: crew.lat, lng: crew.lng } : null;
          return home && isWithinMiles(center, home, query.radiusMiles) ? [{ crew, miles: distanceMiles(center, home) }] : [];
        })
        .sort((a, b) => a.miles - b.miles)
    : rows;
  return toCrewDtos(
    db,
    found.slice(0, SEARCH_LIMIT).map(({ crew }) => crew),
    now,
  );
}
