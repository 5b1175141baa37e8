/**
 * Whole numbers and cents as the US writes them in English and in Spanish alike ("12,500",
 * "$1,234.50"; Intl's en-US and es-US agree). Written here rather than with Intl because a phone's
 * first Intl number format loads its locale data in the middle of the page's start (20-30 ms of
 * one long task); a value this does not cover (not finite, beyond exact integers) returns null and
 * the caller uses Intl.
 */
export function groupedInteger(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** "$1,234" (whole dollars) or "$1,234.50" (`withCents`), from whole cents; null where groupedInteger is. */
export function usDollars(cents: number, withCents: boolean): string | null {
  // Halves away from zero, as Intl rounds: -$2.50 is "-$3" in whole dollars.
  const absolute = Math.abs(cents);
  const rounded = withCents ? Math.round(absolute) : Math.round(absolute / 100) * 100;
  const whole = groupedInteger(Math.trunc(rounded / 100));
  if (whole === null) return null;
  return `${cents < 0 ? '-' : ''}$${whole}${withCents ? `.${String(rounded % 100).padStart(2, '0')}` : ''}`;
}
