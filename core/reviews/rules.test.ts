import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, createReviewRequestSchema } from './schemas';
import { headlineRating, isReviewEditable, reviewEligibility, reviewRatingsProblem, reviewVisibleFrom } from './rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const hiredAt = new Date('2030-03-01T12:00:00Z');
const at = (days: number) => new Date(hiredAt.getTime() + days * DAY_MS);

describe('reviewEligibility', () => {
  it('needs a hire, then the job closed or 14 days since the hire', () => {
    expect(reviewEligibility({ status: 'interview', hiredAt: null, isJobClosed: true }, at(30))).toEqual({
      eligible: false,
      reason: 'not_hired',
    });
    expect(reviewEligibility({ status: 'accepted', hiredAt, isJobClosed: false }, at(14))).toEqual({ eligible: true });
    expect(reviewEligibility({ status: 'accepted', hiredAt, isJobClosed: false }, new Date(at(14).getTime() - 1))).toEqual({
      eligible: false,
      reason: 'not_yet_due',
    });
    expect(reviewEligibility({ status: 'accepted', hiredAt, isJobClosed: true }, at(0))).toEqual({ eligible: true });
    expect(reviewEligibility({ status: 'accepted', hiredAt: null, isJobClosed: false }, at(100))).toEqual({
      eligible: false,
      reason: 'not_yet_due',
    });
  });
});

describe('double-blind and editing', () => {
  it('shows both at the second review, or 14 days after the first', () => {
    expect(reviewVisibleFrom(at(0), null)).toEqual(at(14));
    expect(reviewVisibleFrom(at(0), at(3))).toEqual(at(3));
    expect(reviewVisibleFrom(at(0), at(20))).toEqual(at(14));
  });

  it('lets a review be edited for 14 days', () => {
    expect(isReviewEditable(at(0), new Date(at(14).getTime() - 1))).toBe(true);
    expect(isReviewEditable(at(0), at(14))).toBe(false);
  });
});

describe('ratings', () => {
  it('asks each side for its own points, all of them', () => {
    const workerSide = { paidAsPromised: 5, siteSafety: 4, postMatchedWork: 3, wouldWorkAgain: 2 };
    expect(reviewRatingsProblem('worker', workerSide)).toBeNull();
    expect(reviewRatingsProblem('worker', { ...workerSide, skill: 3 })).toBe(REVIEW_MESSAGES.ratingsOfOtherSide);
    expect(reviewRatingsProblem('worker', { paidAsPromised: 5 })).toBe(REVIEW_MESSAGES.ratingsIncomplete);
    expect(reviewRatingsProblem('employer', { skill: 5, reliability: 5, safety: 5 })).toBe(REVIEW_MESSAGES.ratingsIncomplete);
    expect(reviewRatingsProblem('employer', { skill: 5, reliability: 5, safety: 5, wouldHireAgain: false })).toBeNull();
  });

  it('takes whole numbers from 1 to 5 and a text of at most 2,000 characters', () => {
    const parse = (ratings: object, text = '') =>
      createReviewRequestSchema.safeParse({ applicationId: '7b0f5a52-58c6-4d53-8a56-0d4c3c1b2a10', ratings, text });
    expect(parse({ skill: 1 }).success).toBe(true);
    expect(parse({ skill: 5 }, 'x'.repeat(2000)).success).toBe(true);
    for (const bad of [0, 6, 2.5, '3', null]) expect(parse({ skill: bad }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.ratingInvalid);
    expect(parse({ skill: 5 }, 'x'.repeat(2001)).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.textTooLong);
    expect(parse({ stars: 5 }).success).toBe(false);
  });
});

describe('headlineRating', () => {
  it('is the mean of the points that have an average, and null when none has', () => {
    expect(headlineRating({ paid: { average: 5 }, safety: { average: 4 }, honest: { average: null } })).toBe(4.5);
    expect(headlineRating({ paid: { average: null } })).toBeNull();
  });
});
