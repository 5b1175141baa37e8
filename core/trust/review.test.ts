import { describe, expect, it } from 'vitest';
import { decideJobReview, HOLD_REASON_LABELS, HOLD_REASONS, type ReviewInput } from './review';

const clean: ReviewInput = { signals: [], employerVerified: true, hasPublishedJob: true, previous: null };

describe('decideJobReview', () => {
  it("publishes a verified employer's clean post, its first one included", () => {
    expect(decideJobReview(clean)).toEqual({ status: 'published', reasons: [] });
    expect(decideJobReview({ ...clean, hasPublishedJob: false })).toEqual({ status: 'published', reasons: [] });
  });

  it('holds any post that fires a signal, verified employer or not, naming the signals', () => {
    expect(decideJobReview({ ...clean, signals: ['worker_fee', 'off_platform_contact'] })).toEqual({
      status: 'held',
      reasons: ['worker_fee', 'off_platform_contact'],
    });
    expect(decideJobReview({ ...clean, previous: 'published', signals: ['crypto'] })).toEqual({ status: 'held', reasons: ['crypto'] });
  });

  it("holds an unverified employer's first job, and only the first", () => {
    expect(decideJobReview({ ...clean, employerVerified: false, hasPublishedJob: false })).toEqual({
      status: 'held',
      reasons: ['first_job'],
    });
    expect(decideJobReview({ ...clean, employerVerified: false, hasPublishedJob: true })).toEqual({ status: 'published', reasons: [] });
  });

  it('keeps an edited published job published while its text stays clean', () => {
    expect(decideJobReview({ ...clean, employerVerified: false, hasPublishedJob: false, previous: 'published' })).toEqual({
      status: 'published',
      reasons: [],
    });
  });

  it('sends an edited held or rejected job back to review, even a clean one of a verified employer', () => {
    for (const previous of ['held', 'rejected'] as const) {
      expect(decideJobReview({ ...clean, previous })).toEqual({ status: 'held', reasons: ['edited_in_review'] });
      expect(decideJobReview({ ...clean, previous, employerVerified: false, hasPublishedJob: false, signals: ['gift_cards'] })).toEqual({
        status: 'held',
        reasons: ['gift_cards', 'edited_in_review', 'first_job'],
      });
    }
  });

  it('labels every reason in English and Spanish', () => {
    for (const reason of HOLD_REASONS) {
      expect(HOLD_REASON_LABELS[reason].en.length).toBeGreaterThan(3);
      expect(HOLD_REASON_LABELS[reason].es.length).toBeGreaterThan(3);
    }
  });
});
