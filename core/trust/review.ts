import { SCAM_SIGNAL_LABELS, SCAM_SIGNALS, type ScamSignal } from './scam-signals';

/** Where a job stands with moderation: only a published job can be listed. */
export const REVIEW_STATUSES = ['published', 'held', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why a job is held: a scam signal, or a rule about who posts it. Each names itself in the moderation queue. */
export const HOLD_REASONS = [...SCAM_SIGNALS, 'impersonation', 'first_job', 'edited_in_review'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const HOLD_REASON_LABELS: Readonly<Record<HoldReason, { en: string; es: string }>> = {
  ...SCAM_SIGNAL_LABELS,
  impersonation: {
    en: 'Unverified account using the name of a verified employer or a well-known company',
    es: 'Cuenta no verificada que usa el nombre de un empleador verificado o de una empresa conocida',
  },
  first_job: { en: "An unverified employer's first job", es: 'Primer empleo de un empleador no verificado' },
  edited_in_review: { en: 'Edited while in review or after a rejection', es: 'Editado durante la revisión o tras un rechazo' },
};

export function holdReasonLabel(reason: HoldReason, language: 'en' | 'es'): string {
  return HOLD_REASON_LABELS[reason][language];
}

export interface ReviewInput {
  /** The scam signals the post (as created or edited) fires. */
  signals: readonly ScamSignal[];
  /** An unverified account posts under a verified employer's or a big company's name (core/trust/impersonation.ts). */
  impersonation?: boolean;
  employerVerified: boolean;
  /** Whether the employer has another job that was published: its first job is the one that has none. */
  hasPublishedJob: boolean;
  /** The job's status before this write; null when it is being created. */
  previous: ReviewStatus | null;
}

export type ReviewDecision = { status: 'published'; reasons: [] } | { status: 'held'; reasons: HoldReason[] };

/**
 * Publish or hold a job being created or edited. A signal always holds it (verified or not: a
 * verified account can be taken over). An edit of a held or rejected job goes back to review, so
 * an employer cannot slip a text past the queue by editing it. An unverified employer with nothing
 * published yet is reviewed once; verified employers skip that.
 */
export function decideJobReview(input: ReviewInput): ReviewDecision {
  const reasons: HoldReason[] = [...input.signals];
  if (input.impersonation) reasons.push('impersonation');
  const wasReviewed = input.previous === 'held' || input.previous === 'rejected';
  if (wasReviewed) reasons.push('edited_in_review');
  if (input.previous !== 'published' && !input.employerVerified && !input.hasPublishedJob) reasons.push('first_job');
  return reasons.length > 0 ? { status: 'held', reasons } : { status: 'published', reasons: [] };
}
