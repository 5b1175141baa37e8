import { groupedInteger } from '@core/shared/us-numbers';

/** "1,234" as the US writes it in English and Spanish alike (the spec's number format). */
export function groupedIntegerText(value: number): string {
  return groupedInteger(value) ?? String(value);
}

/** An average to one decimal with a point, "4.6", in both languages. */
export function averageText(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
