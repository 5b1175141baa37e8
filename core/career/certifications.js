import { EXPIRY_WARNING_DAYS } from './options';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days from `today` to an ISO date (negative once past). */
export function daysUntil(isoDate, today) {
    const target = Date.parse(`${isoDate}T00:00:00Z`);
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    return Math.round((target - start) / DAY_MS);
}
/** True when the certification expires today or within the warning window. */
export function isExpiringSoon(expirationDate, today) {
    if (!expirationDate)
        return false;
    const days = daysUntil(expirationDate, today);
    return days >= 0 && days <= EXPIRY_WARNING_DAYS;
}
