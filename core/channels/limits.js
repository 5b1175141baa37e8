/**
 * Job-alert texts a user gets per channel per day of their calendar (issue 36): more in one day
 * read as spam and cost per message; alerts past it that day are dropped (the e-mail still goes).
 */
export const JOB_ALERT_TEXTS_PER_DAY = 3;
/** WhatsApp Cloud API: 80 messages per second from one business number. */
export const WHATSAPP_MESSAGES_PER_SECOND = 80;
/** WhatsApp Cloud API: one message per 6 seconds to one recipient (its pair rate limit). */
export const WHATSAPP_RECIPIENT_GAP_MS = 6_000;
/** The calendar day (YYYY-MM-DD) `at` falls on in `timeZone`. */
export function localDay(at, timeZone) {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
/** A per-second rate as whole messages per window: a window of at least 1 s, so 0.5/s is 1 per 2 s. */
export function rateWindow(perSecond) {
    const windowMs = Math.max(1000, Math.ceil(1000 / perSecond));
    return { windowMs, limit: Math.max(1, Math.floor((perSecond * windowMs) / 1000)) };
}
