import { describe, expect, it } from 'vitest';
import { MATCH_WEIGHTS, type MatchSignals } from '../jobs/match';
import {
  applicantMatchReasonSchema,
  describeApplicantMatch,
  describeReliability,
  RELIABILITY_WEIGHTS,
  reliabilityPoints,
  scoreApplicant,
  type ReliabilitySignals,
} from './applicant-match';

const record = (
  verifiedHires: number,
  average: number | null = null,
  count = average === null ? 0 : 1,
  confirmedJobs = 0,
): ReliabilitySignals => ({ verifiedHires, reliability: { average, count }, confirmedJobs });

const noFit: MatchSignals = { isTradeMatch: false, skillMatches: 0, isIndustryMatch: false, distanceMiles: null };

describe('applicant reliability', () => {
  it('gives nothing without a record', () => {
    expect(reliabilityPoints(record(0))).toBe(0);
    expect(describeReliability(record(0))).toEqual([]);
  });

  it('counts verified hires, 2 points each up to 3', () => {
    expect(reliabilityPoints(record(1))).toBe(2);
    expect(reliabilityPoints(record(3))).toBe(6);
    expect(reliabilityPoints(record(12))).toBe(6);
    expect(describeReliability(record(3))).toEqual([{ type: 'hires', count: 3 }]);
  });

  it('adds rating points from 3.5 up to 5.0, in full only from three reviews', () => {
    expect(reliabilityPoints(record(3, 5, 3))).toBe(6 + 9);
    expect(reliabilityPoints(record(5, 4.8, 5))).toBe(6 + 8);
    expect(reliabilityPoints(record(1, 5, 1))).toBe(2 + 3);
    expect(reliabilityPoints(record(2, 5, 2))).toBe(4 + 6);
    expect(reliabilityPoints(record(3, 4, 3))).toBe(6 + 3);
    expect(reliabilityPoints(record(3, 3.5, 3))).toBe(6);
  });

  it('counts jobs elsewhere confirmed by their contact, 1 point each up to 2', () => {
    expect(reliabilityPoints(record(0, null, 0, 1))).toBe(1);
    expect(reliabilityPoints(record(0, null, 0, 5))).toBe(2);
    expect(describeReliability(record(0, null, 0, 5))).toEqual([{ type: 'confirmedJobs', count: 5 }]);
    expect(describeReliability(record(2, null, 0, 1))).toEqual([
      { type: 'hires', count: 2 },
      { type: 'confirmedJobs', count: 1 },
    ]);
  });

  it('never ranks a poor record above no record, and never below it', () => {
    for (const poor of [record(5, 1, 5, 2), record(1, 2, 1), record(3, 3.49, 3)]) {
      expect(reliabilityPoints(poor)).toBe(reliabilityPoints(record(0)));
      expect(describeReliability(poor)).toEqual([]);
    }
    // The best record stays below a preferred industry: reliability reorders close fits only.
    const w = RELIABILITY_WEIGHTS;
    expect(reliabilityPoints(record(99, 5, 99, 99))).toBe(w.maxHires * w.perHire + w.rating + w.maxConfirmedJobs * w.perConfirmedJob);
    expect(reliabilityPoints(record(99, 5, 99, 99))).toBe(17);
    expect(17).toBeLessThan(MATCH_WEIGHTS.industry);
  });

  it('says the rating with one decimal and how many hires it is from, and the hires when the rating does not cover them', () => {
    expect(describeReliability(record(5, 4.75, 5))).toEqual([{ type: 'reliable', rating: 4.8, hires: 5 }]);
    expect(describeReliability(record(3, 5, 1))).toEqual([
      { type: 'reliable', rating: 5, hires: 1 },
      { type: 'hires', count: 3 },
    ]);
    // Too few points for the rating to count: the hires speak alone.
    expect(describeReliability(record(1, 3.6, 1))).toEqual([{ type: 'hires', count: 1 }]);
    for (const reason of describeReliability(record(3, 5, 1, 1))) expect(applicantMatchReasonSchema.parse(reason)).toEqual(reason);
  });

  it("adds the record to the job fit's score and its reasons after the fit's", () => {
    const fit: MatchSignals = { ...noFit, isTradeMatch: true, distanceMiles: 10 };
    expect(scoreApplicant(fit, record(0))).toBe(40 + 19);
    expect(scoreApplicant(fit, record(3, 5, 3, 2))).toBe(40 + 19 + 17);
    expect(describeApplicantMatch(fit, record(2, 4.9, 2))).toEqual([
      { type: 'trade' },
      { type: 'distance', miles: 10 },
      { type: 'reliable', rating: 4.9, hires: 2 },
    ]);
    // A better fit keeps its place over a better record: two shared skills against the best record.
    expect(scoreApplicant({ ...noFit, skillMatches: 2 }, record(0))).toBeGreaterThan(scoreApplicant(noFit, record(99, 5, 99, 99)));
  });
});
