/** When the scheduled e-mails go out; all in the server's local time. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** The most recent `hour`:00 at or before `now`: daily digests and daily alerts cover up to it. */
export function latestMorning(now, hour) {
    const morning = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour);
    if (morning > now)
        morning.setDate(morning.getDate() - 1);
    return morning;
}
/** The most recent Monday `hour`:00 at or before `now`: weekly alerts go out then. */
export function latestWeeklyMorning(now, hour) {
    const morning = latestMorning(now, hour);
    const daysSinceMonday = (morning.getDay() + 6) % 7;
    morning.setDate(morning.getDate() - daysSinceMonday);
    return morning;
}
/** Reminders before a certification expires, furthest first. */
export const CERTIFICATION_REMINDER_DAYS = [60, 30, 7];
/** The reminder a certification expiring in `daysLeft` days is due (the nearest threshold not yet passed), or null. */
export function dueCertificationReminder(daysLeft) {
    if (daysLeft < 0 || daysLeft > CERTIFICATION_REMINDER_DAYS[0])
        return null;
    return [...CERTIFICATION_REMINDER_DAYS].reverse().find((days) => daysLeft <= days) ?? null;
}
/** Whole days from local `today` to the calendar date `isoDate` (YYYY-MM-DD). */
export function daysUntil(isoDate, today) {
    const [year, month, day] = isoDate.split('-').map(Number);
    const target = Date.UTC(year, month - 1, day);
    const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
    return Math.round((target - start) / DAY_MS);
}
/** The local calendar date of `date` as YYYY-MM-DD. */
export function localIsoDate(date) {
    const pad = (value) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
