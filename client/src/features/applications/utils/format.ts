import type { EmployerApplication } from '@core/applications/schemas';

/** "First Last", else the e-mail, else null for the caller's fallback. */
export function candidateName(application: Pick<EmployerApplication, 'worker' | 'workerProfile'>): string {
  const name = [application.workerProfile.firstName, application.workerProfile.lastName].filter(Boolean).join(' ');
  return name || application.worker.email;
}
