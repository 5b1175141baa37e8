import { isApplicationSource, type ApplicationSource } from '@core/feeds/sources';

/**
 * The feed a job's link came from (`/jobs/{id}?source=indeed`, issue 53): kept in this tab per job
 * through sign-up and the profile, so the application sent later records where the worker found it.
 * Only the known sources are kept: the tag is never free text.
 */
const keyOf = (jobId: string) => `applicationSource:${jobId}`;

export function rememberApplicationSource(jobId: string, source: string | null) {
  if (!jobId || !isApplicationSource(source)) return;
  try {
    sessionStorage.setItem(keyOf(jobId), source);
  } catch {
    // Storage refused (private mode, full): the application is simply not tagged.
  }
}

export function readApplicationSource(jobId: string): ApplicationSource | undefined {
  try {
    const source = sessionStorage.getItem(keyOf(jobId));
    return isApplicationSource(source) ? source : undefined;
  } catch {
    return undefined;
  }
}
