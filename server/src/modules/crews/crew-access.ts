import { CREW_MESSAGES } from '@core/crews/schemas';
import { isUuid } from '@core/shared/ids';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';

/** The crew, or 404: a malformed id names no crew. */
export async function findCrew(db: Executor, id: string) {
  const crew = isUuid(id) ? await repo.findCrewById(db, id) : null;
  if (!crew) throw new AppError(404, CREW_MESSAGES.notFound);
  return crew;
}

/** The crew when `userId` is its foreman; 403 for anyone else. */
export async function findCrewAsForeman(db: Executor, id: string, userId: string) {
  const crew = await findCrew(db, id);
  const membership = await repo.findMembership(db, crew.id, userId);
  if (membership?.role !== 'foreman') throw new AppError(403, CREW_MESSAGES.onlyForeman);
  return crew;
}
