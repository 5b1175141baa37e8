import { z } from 'zod';
import { describeMatch, scoreMatch, type MatchSignals } from '../jobs/match';
import { matchReasonSchema } from '../jobs/schemas';

/**
 * Best match of the employer's candidates list (issue 52): the jobs search's fit of the worker to the job applied to
 * (core/jobs/match.ts) plus a few points for his record on CrewBridge. Everything here is what the employer may read
 * himself: hires are facts of the platform, and ratings come only from shown reviews (published, past their
 * double-blind, author not frozen), so a review the worker cannot see yet moves nobody.
 */
export interface ReliabilitySignals {
  /** The worker's hires on CrewBridge (application_hires: applications accepted now, any employer). */
  verifiedHires: number;
  /** The average and count of the reliability point of his shown reviews by employers who hired him. */
  reliability: { average: number | null; count: number };
  /** His work done elsewhere that the contact he named confirmed ("Confirmed by <name>, <company>"). */
  confirmedJobs: number;
}

/**
 * At most 17 points: fewer than a preferred industry (20) or the trade (40), under two shared skills. Reliability
 * decides between candidates who fit the job about as well; it never lifts a poor fit over a good one.
 */
export const RELIABILITY_WEIGHTS = {
  perHire: 2,
  maxHires: 3,
  /** A confirmed job elsewhere weighs half a hire here: the worker chose whom to ask. */
  perConfirmedJob: 1,
  maxConfirmedJobs: 2,
  /** What a 5.0 reliability average earns once fullConfidenceReviews reviews back it. */
  rating: 9,
  /** Fewer reviews earn a share (1 of 3, 2 of 3): one enthusiastic employer is not a record. */
  fullConfidenceReviews: 3,
  /**
   * Below this average the record earns nothing, its hires included: a worker with poor reviews counts as one
   * without any, never above him (he is not pushed below either: one bad review may be one bad week, and the
   * employer reads the ratings on the card). Rating points grow from here to 5.0.
   */
  creditFrom: 3.5,
} as const;

const MAX_RATING = 5;

/** A shown reliability average below creditFrom: the record is treated as no record. */
function isPoorRecord({ reliability }: ReliabilitySignals): boolean {
  return reliability.count > 0 && reliability.average !== null && reliability.average < RELIABILITY_WEIGHTS.creditFrom;
}

function hirePoints(signals: ReliabilitySignals): number {
  return Math.min(Math.max(signals.verifiedHires, 0), RELIABILITY_WEIGHTS.maxHires) * RELIABILITY_WEIGHTS.perHire;
}

function confirmedJobPoints(signals: ReliabilitySignals): number {
  return Math.min(Math.max(signals.confirmedJobs, 0), RELIABILITY_WEIGHTS.maxConfirmedJobs) * RELIABILITY_WEIGHTS.perConfirmedJob;
}

function ratingPoints({ reliability }: ReliabilitySignals): number {
  const w = RELIABILITY_WEIGHTS;
  if (reliability.average === null || reliability.count <= 0) return 0;
  const quality = Math.max(0, reliability.average - w.creditFrom) / (MAX_RATING - w.creditFrom);
  const confidence = Math.min(reliability.count, w.fullConfidenceReviews) / w.fullConfidenceReviews;
  return Math.round(w.rating * quality * confidence);
}

/** Whole points (0 to 17) of the worker's record; 0 without one, and 0 for a poor one. */
export function reliabilityPoints(signals: ReliabilitySignals): number {
  return isPoorRecord(signals) ? 0 : hirePoints(signals) + ratingPoints(signals) + confirmedJobPoints(signals);
}

export const applicantMatchReasonSchema = z.discriminatedUnion('type', [
  ...matchReasonSchema.options,
  /** "Reliable: 4.8 from 5 hires": the shown reliability average (one decimal) and how many reviews it is over. */
  z.object({ type: z.literal('reliable'), rating: z.number(), hires: z.number().int() }),
  /** "3 verified hires". */
  z.object({ type: z.literal('hires'), count: z.number().int() }),
  /** "2 past jobs confirmed". */
  z.object({ type: z.literal('confirmedJobs'), count: z.number().int() }),
]);
export type ApplicantMatchReason = z.infer<typeof applicantMatchReasonSchema>;

/**
 * Why the record earned its points, one reason per kind of point: the rating when it earned any, the hires when the
 * rating does not already speak for them (more hires than reviews), and the confirmed jobs elsewhere.
 */
export function describeReliability(signals: ReliabilitySignals): ApplicantMatchReason[] {
  if (isPoorRecord(signals)) return [];
  const reasons: ApplicantMatchReason[] = [];
  const { average, count } = signals.reliability;
  if (average !== null && ratingPoints(signals) > 0)
    reasons.push({ type: 'reliable', rating: Math.round(average * 10) / 10, hires: count });
  if (hirePoints(signals) > 0 && (reasons.length === 0 || signals.verifiedHires > count)) {
    reasons.push({ type: 'hires', count: signals.verifiedHires });
  }
  if (confirmedJobPoints(signals) > 0) reasons.push({ type: 'confirmedJobs', count: signals.confirmedJobs });
  return reasons;
}

/** A candidate's best-match score: the job fit's points plus his record's. */
export function scoreApplicant(fit: MatchSignals, record: ReliabilitySignals): number {
  return scoreMatch(fit) + reliabilityPoints(record);
}

/** The reasons on the candidate's card: the fit's first (they weigh most), then the record's. */
export function describeApplicantMatch(fit: MatchSignals, record: ReliabilitySignals): ApplicantMatchReason[] {
  return [...describeMatch(fit), ...describeReliability(record)];
}
