/** When the scheduled e-mails go out; all in the server's local time. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The most recent `hour`:00 at or before `now`: daily digests and daily alerts cover up to it. */
export function latestMorning(now: Date, hour: number): Date {
  const morning = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour);
  if (morning > now) morning.setDate(morning.getDate() - 1);
  return morning;
}

/** The most recent Monday `hour`:00 at or before `now`: weekly alerts go out then. */
export function latestWeeklyMorning(now: Date, hour: number): Date {
  const morning = latestMorning(now, hour);
  const daysSinceMonday = (morning.getDay() + 6) % 7;
  morning.setDate(morning.getDate() - daysSinceMonday);
  return morning;
}

/** Reminders before a certification expires, furthest first. */
export const CERTIFICATION_REMINDER_DAYS = [60, 30, 7] as const;

/** The reminder a certification expiring in `daysLeft` days is due (the nearest threshold not yet passed), or null. */
export function dueCertificationReminder(daysLeft: number): number | null {
  if (daysLeft < 0 || daysLeft > CERTIFICATION_REMINDER_DAYS[0]) return null;
  return [...CERTIFICATION_REMINDER_DAYS].reverse().find((days) => daysLeft <= days) ?? null;
}

/** Whole days from local `today` to the calendar date `isoDate` (YYYY-MM-DD). */
export function daysUntil(isoDate: string, today: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(year, month - 1, day);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - start) / DAY_MS);
}

/** The local calendar date of `date` as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
