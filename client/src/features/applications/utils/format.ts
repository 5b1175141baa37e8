import type { EmployerApplication } from '@core/applications/schemas';

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US');
}

/** "First Last", else the e-mail, else null for the caller's fallback. */
export function candidateName(application: Pick<EmployerApplication, 'worker' | 'workerProfile'>): string {
  const name = [application.workerProfile.firstName, application.workerProfile.lastName].filter(Boolean).join(' ');
  return name || application.worker.email;
}
