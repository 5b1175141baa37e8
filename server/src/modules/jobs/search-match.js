import { toMatchProfile, validCredentialIds } from '@core/jobs/match';
import { credentialCoverage } from '@core/credentials/coverage';
import { isoToday } from '@core/credentials/status';
import { coordinatesOf } from '../places/service';
import { loadWorkerMatchInputs } from '../worker-profile/service';
/** Best match's view of the asker: the worker's profile (null for anyone else), origin and valid credentials. */
export function toSearchMatchProfile(profile, user, query, heldIds) {
    const origin = coordinatesOf(query.location) ?? coordinatesOf(user.location);
    return toMatchProfile({
        trade: profile?.primaryTrade,
        skills: profile?.skills,
        industries: profile?.preferredIndustries,
        origin,
        travelMiles: profile?.travelDistanceMiles,
        credentialIds: heldIds,
        hourlyRate: profile?.hourlyRate,
    });
}
export const readMatchInputs = (db) => ({ get: (userId) => loadWorkerMatchInputs(db, userId) });
/** The asking worker's match inputs; null for anyone else. */
export function loadMatchInputs(matchInputs, user) {
    return user?.userType === 'worker' ? matchInputs.get(user.id) : Promise.resolve(null);
}
/** The worker's wallet, as matching reads it. */
export function walletOf(inputs) {
    if (!inputs)
        return null;
    const today = isoToday();
    return { held: inputs.held, today, validIds: validCredentialIds(inputs.held, today) };
}
/** Adds the worker's coverage to a DTO built for this answer (set in place). */
export function withCoverage(job, wallet) {
    if (wallet)
        job.credentialCoverage = credentialCoverage(job.requiredCredentials, wallet.held, wallet.today);
    return job;
}
