import { isQualified } from '@core/credentials/coverage';
import { isoToday } from '@core/credentials/status';
import { matchSignals, scoreMatch, toMatchProfile, validCredentialIds } from '@core/jobs/match';
import { heldCredentials } from '../credentials/service';
import { coordinatesOf } from '../places/service';
import { encodeApplicantCursor } from './applicant-cursor';
import * as repo from './repository';
/** The jobs search's best-match score of this worker for the job applied to; 0 once the job is removed. */
function scoreApplicant({ job, trade, skills, industries, location, travelMiles, hourlyRate }, credentialIds) {
    if (!job)
        return 0;
    const profile = toMatchProfile({ trade, skills, industries, origin: coordinatesOf(location), travelMiles, credentialIds, hourlyRate });
    return scoreMatch(matchSignals({ ...job, coordinates: coordinatesOf(job.location) }, profile));
}
/** The applicants' wallets, as matching reads them. */
async function walletsOf(db, inputs) {
    const workerIds = [...new Set(inputs.map((input) => input.workerId))];
    return workerIds.length > 0 ? heldCredentials(db, workerIds) : new Map();
}
/** The applications whose worker holds every required credential of the job applied to, valid today. */
export async function qualifiedApplicationIds(db, filter) {
    const inputs = await repo.listApplicantMatchInputs(db, filter);
    const wallets = await walletsOf(db, inputs);
    const today = isoToday();
    return inputs
        .filter((input) => isQualified(input.job?.requiredCredentials ?? [], wallets.get(input.workerId) ?? [], today))
        .map((input) => input.id);
}
/** Best match first, then newest, then id: a total order, so a cursor finds its place again. */
function compareRanked(a, b) {
    return b.score - a.score || b.appliedAtMs - a.appliedAtMs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
export async function rankedApplicantPage(db, filter, after, limit) {
    const inputs = await repo.listApplicantMatchInputs(db, filter);
    const wallets = await walletsOf(db, inputs);
    const today = isoToday();
    const ranked = inputs
        .map((input) => ({
        score: scoreApplicant(input, validCredentialIds(wallets.get(input.workerId) ?? [], today)),
        appliedAtMs: input.appliedAt.getTime(),
        id: input.id,
    }))
        .sort(compareRanked);
    const firstAfter = after ? ranked.findIndex((applicant) => compareRanked(applicant, after) > 0) : 0;
    const start = firstAfter === -1 ? ranked.length : firstAfter;
    const page = ranked.slice(start, limit === undefined ? undefined : start + limit);
    const rows = page.length > 0 ? await repo.listApplicationsForEmployer(db, filter.employerId, { filter, ids: page.map(({ id }) => id) }) : [];
    const rowById = new Map(rows.map((row) => [row.application.id, row]));
    const last = page.at(-1);
    return {
        rows: page.map(({ id }) => rowById.get(id)),
        nextCursor: last && start + page.length < ranked.length ? encodeApplicantCursor({ sort: 'match', after: last }) : null,
    };
}
