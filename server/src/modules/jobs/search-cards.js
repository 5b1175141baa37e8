import { credentialCoverage } from '@core/credentials/coverage';
import { describeMatch, matchSignals } from '@core/jobs/match';
import { coordinatesOf } from '../places/service';
/** A job's card as PostgreSQL keeps it, with this search's fields added: JSON text, parsed by nobody on the way out. */
export function toSearchCard(row, hit, match, wallet, { matchedTerms, coordinates } = { matchedTerms: [] }) {
    const fields = { companyName: row.companyName, isBoosted: hit.phase === 1 };
    if (matchedTerms.length > 0)
        fields.matchedTerms = [...matchedTerms];
    if (match) {
        // The index's coordinates for the job (the ones its score used); geocoded here only for a job it does not hold.
        const signals = matchSignals({ ...row.terms, coordinates: coordinates === undefined ? coordinatesOf(row.terms.location) : coordinates }, match);
        if (signals.distanceMiles !== null)
            fields.distanceMiles = Math.round(signals.distanceMiles);
        fields.score = hit.key;
        fields.matchReasons = describeMatch(signals);
    }
    if (wallet)
        fields.credentialCoverage = credentialCoverage(row.terms.requiredCredentials, wallet.held, wallet.today);
    return `${row.card.slice(0, -1)},${JSON.stringify(fields).slice(1)}`;
}
/** The page as the response body (JobSearchResponse). */
export const searchResponseJson = (page) => `{"jobs":[${page.cards.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
