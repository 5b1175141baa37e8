import { APPLICATION_MESSAGES, type ApplicantSort } from '@core/applications/schemas';
import { isUuid } from '../../lib/ids';
import { AppError } from '../../plugins/errors';
import type * as repo from './repository';

export interface RankedApplicant {
  score: number;
  appliedAtMs: number;
  id: string;
}

export type DecodedCursor = { sort: 'match'; after: RankedApplicant } | { sort: 'newest' | 'oldest'; after: repo.ApplicantCursor };

export function encodeApplicantCursor(cursor: DecodedCursor): string {
  const key =
    cursor.sort === 'match' ? [cursor.after.score, cursor.after.appliedAtMs, cursor.after.id] : [cursor.after.appliedAt, cursor.after.id];
  return Buffer.from(JSON.stringify([cursor.sort, ...key])).toString('base64url');
}

/** A cursor of this sort, or a 400: a cursor is only valid for the order that wrote it. */
export function decodeApplicantCursor(value: string, sort: ApplicantSort): DecodedCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed[0] === sort) {
      if (sort === 'match' && parsed.length === 4) {
        const [, score, appliedAtMs, id] = parsed;
        if (Number.isInteger(score) && Number.isFinite(appliedAtMs) && typeof id === 'string' && isUuid(id)) {
          return { sort, after: { score, appliedAtMs, id } };
        }
      }
      if (sort !== 'match' && parsed.length === 3) {
        const [, appliedAt, id] = parsed;
        if (typeof appliedAt === 'string' && !Number.isNaN(Date.parse(appliedAt)) && typeof id === 'string' && isUuid(id)) {
          return { sort, after: { appliedAt, id } };
        }
      }
    }
  } catch {
    // Not base64url JSON: answered below like any other cursor this list did not write.
  }
  throw new AppError(400, APPLICATION_MESSAGES.invalidCursor);
}
