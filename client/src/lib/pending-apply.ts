/**
 * The job a visitor chose Apply on before having an account (issue 35): kept in this tab through
 * sign-up and the profile, whose tabs rewrite the URL, until the apply dialog of that job opens.
 */
const PENDING_APPLY_KEY = 'pendingApplyJobId';
const JOB_ID = /^[0-9a-f-]{36}$/;

/** Where a worker whose profile is not yet complete goes: the profile, told which job it is for. */
export const finishProfileToApplyPath = (jobId: string) => `/worker-dashboard?tab=profile&apply=${encodeURIComponent(jobId)}`;

/** The job's page with its apply dialog open. */
export const applyToJobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}?apply=1`;

export function rememberPendingApply(jobId: string | null) {
  if (jobId && JOB_ID.test(jobId)) sessionStorage.setItem(PENDING_APPLY_KEY, jobId);
}

export function readPendingApply(): string | null {
  const jobId = sessionStorage.getItem(PENDING_APPLY_KEY);
  return jobId && JOB_ID.test(jobId) ? jobId : null;
}

export function forgetPendingApply() {
  sessionStorage.removeItem(PENDING_APPLY_KEY);
}
