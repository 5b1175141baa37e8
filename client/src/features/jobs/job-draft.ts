// Types only: the employer dashboard reads hasJobDraft on arrival, and the form's values (zod, the catalogues) must not
// come into its first script with it.
import type { JobFormValues } from './components/job-form-values';

/**
 * The half-written job an employer could not post for want of a post (issue 55): kept in this tab's session
 * storage while he buys one at checkout, and put back into the job form when he returns with a post.
 */
export const JOB_DRAFT_KEY = 'crewbridge.jobDraft';

export function saveJobDraft(values: JobFormValues) {
  try {
    sessionStorage.setItem(JOB_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft is simply not kept.
  }
}

export function clearJobDraft() {
  sessionStorage.removeItem(JOB_DRAFT_KEY);
}

export function hasJobDraft(): boolean {
  return sessionStorage.getItem(JOB_DRAFT_KEY) !== null;
}

/**
 * The stored draft with only the fields of `emptyForm` (the form's blank values), each of its own type; null when there
 * is none or it is unreadable.
 */
export function readJobDraft(emptyForm: JobFormValues): JobFormValues | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(JOB_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const draft: Record<string, unknown> = { ...emptyForm };
  for (const [key, empty] of Object.entries(emptyForm)) {
    const value = (stored as Record<string, unknown>)[key];
    const isSameKind = Array.isArray(empty)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === typeof empty;
    if (isSameKind) draft[key] = value;
  }
  return draft as unknown as JobFormValues;
}
