import { isTimeZone } from '@core/shared/time-zone';

interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The zone this browser runs in, when the runtime names a real one (some privacy modes report none or
 * "UTC" only). Temporal names it without building a date formatter: a first Intl.DateTimeFormat loads
 * the locale's date patterns, a quarter of a second of a slow phone's main thread while a page starts.
 */
export function browserTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  const zone = temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}
