import type { PublicReview, Review, ReviewRatings } from '@core/reviews/schemas';
import { ratingKeysOf, reviewEditableUntil } from '@core/reviews/rules';
import type { ReviewRow } from './repository';

/** The side's points as the API speaks them; the other side's null columns are left out. */
export function ratingsOf(row: ReviewRow): ReviewRatings {
  const ratings: Record<string, number | boolean> = {};
  for (const key of ratingKeysOf(row.side)) {
    const value = row[key];
    if (value !== null) ratings[key] = value;
  }
  return ratings as ReviewRatings;
}

/** The columns a side's ratings fill; the other side's are null, as the table's check asks. */
export function ratingColumns(ratings: ReviewRatings) {
  return {
    paidAsPromised: ratings.paidAsPromised ?? null,
    siteSafety: ratings.siteSafety ?? null,
    postMatchedWork: ratings.postMatchedWork ?? null,
    wouldWorkAgain: ratings.wouldWorkAgain ?? null,
    skill: ratings.skill ?? null,
    reliability: ratings.reliability ?? null,
    safety: ratings.safety ?? null,
    wouldHireAgain: ratings.wouldHireAgain ?? null,
  };
}

/** A review as its author reads it. */
export function toReviewDto(row: ReviewRow): Review {
  return {
    id: row.id,
    applicationId: row.applicationId,
    side: row.side,
    jobTitle: row.jobTitle,
    ratings: ratingsOf(row),
    text: row.text,
    status: row.status,
    visibleFrom: row.visibleFrom.toISOString(),
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    response:
      row.responseText !== null && row.responseStatus !== null && row.responseAt !== null
        ? { text: row.responseText, status: row.responseStatus, createdAt: row.responseAt.toISOString() }
        : null,
  };
}

/** A shown review as its readers see it: the response only once published, the author named only when a company. */
export function toPublicReviewDto(row: ReviewRow, companyName: string | null): PublicReview {
  return {
    id: row.id,
    side: row.side,
    jobTitle: row.jobTitle,
    authorName: row.side === 'employer' ? companyName : null,
    ratings: ratingsOf(row),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    response:
      row.responseStatus === 'published' && row.responseText !== null && row.responseAt !== null
        ? { text: row.responseText, createdAt: row.responseAt.toISOString() }
        : null,
  };
}
