import { groupedInteger } from '../shared/us-numbers';

/**
 * The values of "{{average}} · {{countText}} reviews from hires" (the reviews catalogue's `summary`, public-pages'
 * `rating.summary`): the average to one decimal with a point and the count grouped as the US writes them, in English
 * and Spanish alike, without Intl (the server and the hydrating browser write the same text).
 */
export function ratingSummaryParams({ average, count }: { average: number; count: number }) {
  return { count, countText: groupedInteger(count) ?? String(count), average: (Math.round(average * 10) / 10).toFixed(1) };
}
