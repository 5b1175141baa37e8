import type { EmployerRatingSummary, JobDto } from '@core/jobs/schemas';
import type { Executor } from '../../db/client';
import type { SearchCardPage } from './search-cards';

/**
 * Reads the headline rating of each of the given employers that has shown reviews (one statement for them all). The
 * reviews module's (summarizeEmployerRatings), passed in by the app as app.employerRatings: reviews sits above jobs.
 * Ratings are never kept in the search index: a review shown, hidden or held changes no job.
 */
export type EmployerRatingsReader = (
  db: Executor,
  employerIds: readonly string[],
  now: Date,
) => Promise<ReadonlyMap<string, EmployerRatingSummary>>;

// A card is PostgreSQL's row_to_json text of the job's columns, the id first and the employer's second; a quote inside
// any string value is escaped, so the first "employerId" key is the card's own.
const CARD_EMPLOYER_ID = /"employerId":"([0-9a-fA-F-]{36})"/;

export function employerIdOfCard(card: string): string | null {
  return CARD_EMPLOYER_ID.exec(card)?.[1] ?? null;
}

/** The page's cards, each with its employer's rating where one is shown: one read for the whole page. */
export async function withEmployerRatings(
  db: Executor,
  page: SearchCardPage,
  readRatings: EmployerRatingsReader,
  now: Date,
): Promise<SearchCardPage> {
  if (page.cards.length === 0) return page;
  const employerIds = page.cards.map(employerIdOfCard);
  const ratings = await readRatings(
    db,
    employerIds.filter((id): id is string => id !== null),
    now,
  );
  if (ratings.size === 0) return page;
  const cards = page.cards.map((card, i) => {
    const rating = employerIds[i] ? ratings.get(employerIds[i]) : undefined;
    return rating ? `${card.slice(0, -1)},"employerRating":${JSON.stringify(rating)}}` : card;
  });
  return { ...page, cards };
}

/** Jobs (a saved-jobs list, a job page) with their employers' ratings where shown: one read for them all. */
export async function withJobEmployerRatings<T extends { job: JobDto }>(
  db: Executor,
  items: T[],
  readRatings: EmployerRatingsReader,
  now: Date,
): Promise<T[]> {
  if (items.length === 0) return items;
  const ratings = await readRatings(
    db,
    items.map((item) => item.job.employerId),
    now,
  );
  return items.map((item) => {
    const rating = ratings.get(item.job.employerId);
    return rating ? { ...item, job: { ...item.job, employerRating: rating } } : item;
  });
}
