import { credentialStatus } from './status';
/** Splits required catalogue ids by what the worker holds on `today`: an expired card does not count as held. */
export function credentialCoverage(requiredIds, held, today) {
    const coverage = { has: [], missing: [], expired: [] };
    for (const id of requiredIds) {
        const records = held.filter((credential) => credential.credentialId === id);
        if (records.some((credential) => credentialStatus(credential.expiresAt, today) !== 'expired'))
            coverage.has.push(id);
        else if (records.length > 0)
            coverage.expired.push(id);
        else
            coverage.missing.push(id);
    }
    return coverage;
}
export function isQualified(requiredIds, held, today) {
    const { missing, expired } = credentialCoverage(requiredIds, held, today);
    return missing.length === 0 && expired.length === 0;
}
