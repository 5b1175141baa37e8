import { credentialStatus } from './status';

/** What matching needs of a wallet record: which catalogue credential it is and until when. */
export interface HeldCredential {
  credentialId: string | null;
  expiresAt: string | null;
}

export interface CredentialCoverage {
  has: string[];
  missing: string[];
  expired: string[];
}

/** Splits required catalogue ids by what the worker holds on `today`: an expired card does not count as held. */
export function credentialCoverage(requiredIds: string[], held: HeldCredential[], today: string): CredentialCoverage {
  const coverage: CredentialCoverage = { has: [], missing: [], expired: [] };
  for (const id of requiredIds) {
    const records = held.filter((credential) => credential.credentialId === id);
    if (records.some((credential) => credentialStatus(credential.expiresAt, today) !== 'expired')) coverage.has.push(id);
    else if (records.length > 0) coverage.expired.push(id);
    else coverage.missing.push(id);
  }
  return coverage;
}

export function isQualified(requiredIds: string[], held: HeldCredential[], today: string): boolean {
  const { missing, expired } = credentialCoverage(requiredIds, held, today);
  return missing.length === 0 && expired.length === 0;
}
