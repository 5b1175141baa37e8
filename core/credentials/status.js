/** A credential expiring within this many days is shown as expiring (and the dashboard warns). */
export const CREDENTIAL_EXPIRING_DAYS = 60;
export const CREDENTIAL_STATUSES = ['valid', 'expiring', 'expired'];
/** A YYYY-MM-DD date plus whole days, as YYYY-MM-DD (UTC, so no daylight-saving drift). */
export function addDays(date, days) {
    const time = Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000;
    return new Date(time).toISOString().slice(0, 10);
}
/** Today's date (UTC) as YYYY-MM-DD, the `today` the rules below take. */
export function isoToday(now = new Date()) {
    return now.toISOString().slice(0, 10);
}
/** No expiry = valid; expired the day after `expiresAt`; expiring from 60 days before it. */
export function credentialStatus(expiresAt, today) {
    if (!expiresAt)
        return 'valid';
    if (expiresAt < today)
        return 'expired';
    return expiresAt <= addDays(today, CREDENTIAL_EXPIRING_DAYS) ? 'expiring' : 'valid';
}
