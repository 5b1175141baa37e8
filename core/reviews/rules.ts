import { EMPLOYER_RATING_KEYS, REVIEW_MESSAGES, WORKER_RATING_KEYS, type ReviewRatings, type ReviewSide } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after a hire when a review is due though the job is still open. */
export const REVIEW_DUE_DAYS = 14;
/** Days a review stays editable by its author. */
export const REVIEW_EDIT_DAYS = 14;
/** Days after the first review of a hire when both are shown, whether or not the other side wrote. */
export const REVIEW_BLIND_DAYS = 14;

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export interface ReviewableHire {
  status: string;
  /** When the application became hired; null when it never was (or the stamp is missing). */
  hiredAt: Date | null;
  /** The job is inactive, past its post's days, or deleted. */
  isJobClosed: boolean;
}

export type ReviewEligibility = { eligible: true } | { eligible: false; reason: 'not_hired' | 'not_yet_due' };

/** A hire may be reviewed once the job has closed or REVIEW_DUE_DAYS have passed since the hire. */
export function reviewEligibility(hire: ReviewableHire, now: Date): ReviewEligibility {
  if (hire.status !== 'accepted') return { eligible: false, reason: 'not_hired' };
  if (hire.isJobClosed) return { eligible: true };
  if (hire.hiredAt && now >= addDays(hire.hiredAt, REVIEW_DUE_DAYS)) return { eligible: true };
  return { eligible: false, reason: 'not_yet_due' };
}

export function reviewEditableUntil(createdAt: Date): Date {
  return addDays(createdAt, REVIEW_EDIT_DAYS);
}

export function isReviewEditable(createdAt: Date, now: Date): boolean {
  return now < reviewEditableUntil(createdAt);
}

/**
 * Double-blind: when a hire's reviews may be read by the other side (and the public). The first review
 * written waits REVIEW_BLIND_DAYS; the second, written sooner, shows both at once.
 */
export function reviewVisibleFrom(firstWrittenAt: Date, secondWrittenAt: Date | null): Date {
  const lapse = addDays(firstWrittenAt, REVIEW_BLIND_DAYS);
  return secondWrittenAt && secondWrittenAt < lapse ? secondWrittenAt : lapse;
}

export function isReviewVisible(visibleFrom: Date, now: Date): boolean {
  return now >= visibleFrom;
}

/** The points each side rates; "would hire again" is the employer's yes or no beside them. */
export function ratingKeysOf(side: ReviewSide): readonly (keyof ReviewRatings)[] {
  return side === 'worker' ? EMPLOYER_RATING_KEYS : [...WORKER_RATING_KEYS, 'wouldHireAgain'];
}

/** The message for ratings that do not fit the side writing them (a missing point, or the other side's); null when they fit. */
export function reviewRatingsProblem(side: ReviewSide, ratings: ReviewRatings): string | null {
  const own = ratingKeysOf(side);
  const given = (Object.keys(ratings) as (keyof ReviewRatings)[]).filter((key) => ratings[key] !== undefined);
  if (given.some((key) => !own.includes(key))) return REVIEW_MESSAGES.ratingsOfOtherSide;
  if (own.some((key) => ratings[key] === undefined)) return REVIEW_MESSAGES.ratingsIncomplete;
  return null;
}

/** A company's headline rating ("4.6 · 23 reviews from hires"): the mean of its points' averages, over the points that have one. */
export function headlineRating(ratings: Record<string, { average: number | null }>): number | null {
  const averages = Object.values(ratings)
    .map((point) => point.average)
    .filter((average): average is number => average !== null);
  return averages.length ? averages.reduce((sum, average) => sum + average, 0) / averages.length : null;
}
