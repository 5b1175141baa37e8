import { isTimeZone } from '@core/shared/time-zone';

/** The zone this browser runs in, when the runtime names a real one (some privacy modes report none or "UTC" only). */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}
