/**
 * Issue 54, failed payments: a declined renewal is tried again on days 1, 3 and 5 after the first failure (test mode;
 * with Stripe keys Stripe's Smart Retries choose the days). The plan stays past due, with its banner, until the last
 * try; when that one fails too the plan ends.
 */
export const DUNNING_RETRY_DAYS = [1, 3, 5] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the try after `failedAttempts` failed charges of a period is due, counted from the first failure; null when
 * the last retry has failed (the plan ends).
 */
export function nextRetryAt(firstFailedAt: Date, failedAttempts: number): Date | null {
  const days = DUNNING_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(firstFailedAt.getTime() + days * DAY_MS);
}

/** The status a plan ends with once dunning gives up (Stripe's word for a subscription it deleted). */
export const DUNNING_ENDED_STATUS = 'canceled' as const;
