import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isUuid } from '@core/shared/ids';
import { AppError } from '../../plugins/errors';
export function encodeApplicantCursor(cursor) {
    const key = cursor.sort === 'match' ? [cursor.after.score, cursor.after.appliedAtMs, cursor.after.id] : [cursor.after.appliedAt, cursor.after.id];
    return encodeCursor([cursor.sort, ...key]);
}
/** A cursor of this sort, or a 400: a cursor is only valid for the order that wrote it. */
export function decodeApplicantCursor(value, sort) {
    const parsed = decodeCursor(value);
    if (parsed && parsed[0] === sort) {
        if (sort === 'match' && parsed.length === 4) {
            const [, score, appliedAtMs, id] = parsed;
            if (typeof score === 'number' &&
                Number.isInteger(score) &&
                typeof appliedAtMs === 'number' &&
                Number.isFinite(appliedAtMs) &&
                typeof id === 'string' &&
                isUuid(id)) {
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
    throw new AppError(400, APPLICATION_MESSAGES.invalidCursor);
}
