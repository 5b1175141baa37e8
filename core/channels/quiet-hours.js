/** Quiet hours for texts and push (issue 36): 9 PM to 8 AM on the reader's clock. */
export const QUIET_HOURS = { startHour: 21, endHour: 8 };
/** The wall-clock parts of `at` in `timeZone`. */
function wallClock(at, timeZone) {
    const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
    }).formatToParts(at);
    const part = (type) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}
/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetAt(at, timeZone) {
    const w = wallClock(at, timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000;
}
/** The instant the wall clock in `timeZone` reads `hour`:00 on the given day (the day after a gap's hour, if skipped). */
function instantOf(year, month, day, hour, timeZone) {
    const asUtc = Date.UTC(year, month - 1, day, hour);
    // Two passes settle the offset when the day changes it (daylight saving).
    const first = asUtc - offsetAt(new Date(asUtc), timeZone);
    return new Date(asUtc - offsetAt(new Date(first), timeZone));
}
/**
 * When a non-urgent text meant for `at` may go: `at` itself outside quiet hours, else the end of
 * them (8 AM that morning, or the next one when it is already evening) in the reader's zone.
 */
export function afterQuietHours(at, timeZone) {
    const now = wallClock(at, timeZone);
    if (now.hour >= QUIET_HOURS.endHour && now.hour < QUIET_HOURS.startHour)
        return at;
    // Noon UTC of the local day keeps "tomorrow" a calendar step, whatever the offset.
    const day = new Date(Date.UTC(now.year, now.month - 1, now.day + (now.hour >= QUIET_HOURS.startHour ? 1 : 0), 12));
    return instantOf(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), QUIET_HOURS.endHour, timeZone);
}
