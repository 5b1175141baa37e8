import { getWorkerProfileCompleteness } from '@core/worker-profile/completeness';
import { travelDistanceToMiles, WORKER_PROFILE_MESSAGES, } from '@core/worker-profile/schemas';
import { createBatchedReader } from '../../lib/batched-reads';
import { createUserScopedStore } from '../../lib/user-scoped-cache';
import { AppError } from '../../plugins/errors';
import { credentialNames, heldCredentials, writeCredentialNames } from '../credentials/service';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';
/** The profile with its certifications: the names in the worker's credential wallet (docs/decisions.md). */
export async function findWorkerProfile(db, userId) {
    const row = await repo.findWorkerProfile(db, userId);
    return row ? { ...row, certifications: await credentialNames(db, userId) } : null;
}
/** Published when a worker's profile or credential wallet changes (MatchInputsStore.forget). */
const MATCH_INPUTS_CHANGED_EVENT = 'worker.match-inputs-changed';
// As the session cache: an instance that missed a notification reads the old inputs for seconds at most.
const MATCH_INPUTS_TTL_MS = 10_000;
const MATCH_INPUTS_MAX_WORKERS = 10_000;
/** Each worker's match inputs, in the order asked: two statements whatever the number of workers. */
async function loadMatchInputsOf(db, userIds) {
    const [profiles, held] = await Promise.all([repo.findWorkerProfiles(db, userIds), heldCredentials(db, userIds)]);
    const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
    return userIds.map((userId) => ({ preferences: profileOf.get(userId) ?? null, held: held.get(userId) ?? [] }));
}
export async function loadWorkerMatchInputs(db, userId) {
    const [inputs] = await loadMatchInputsOf(db, [userId]);
    return inputs;
}
/**
 * Match inputs remembered per instance, as every search reads them; writers of the profile or
 * wallet call `forget`. The workers missing at the same time are read together.
 */
export function createMatchInputsStore(db, events) {
    const reader = createBatchedReader((userIds) => loadMatchInputsOf(db, userIds));
    return createUserScopedStore(events, {
        eventType: MATCH_INPUTS_CHANGED_EVENT,
        ttlMs: MATCH_INPUTS_TTL_MS,
        maxEntries: MATCH_INPUTS_MAX_WORKERS,
        load: (userId) => reader.read(userId),
    });
}
export async function loadWorkerProfile(db, userId) {
    const row = await findWorkerProfile(db, userId);
    return row ? repo.toWorkerProfileDto(row) : null;
}
/** Every new worker starts with an empty profile, written in the sign-up transaction. */
export async function createEmptyWorkerProfile(db, userId) {
    return repo.toWorkerProfileDto({ ...(await repo.insertEmptyWorkerProfile(db, userId)), certifications: [] });
}
/** A {userId} path answers only for that user (001 section 7). */
function assertSelf(viewer, userId) {
    if (viewer.id !== userId)
        throw new AppError(403, WORKER_PROFILE_MESSAGES.notYourProfile);
}
export async function profileWithCompleteness(db, user, userId) {
    const row = await findWorkerProfile(db, userId);
    if (!row)
        throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
    const profile = repo.toWorkerProfileDto(row);
    return {
        ...profile,
        completeness: getWorkerProfileCompleteness({ ...profile, phone: user.phone, location: user.location }),
    };
}
export async function getWorkerProfile(db, viewer, userId) {
    assertSelf(viewer, userId);
    return profileWithCompleteness(db, viewer, userId);
}
export async function updateWorkerProfile(db, matchInputs, viewer, userId, input, now) {
    assertSelf(viewer, userId);
    const profile = await db.transaction(async (tx) => {
        const current = await repo.findWorkerProfile(tx, userId);
        if (!current)
            throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
        if (input.resumeUrl && input.resumeUrl !== current.resumeUrl) {
            await assertOwnsObject(tx, userId, input.resumeUrl, ['resume', 'document']);
        }
        const { travelDistance, certifications, ...fields } = input;
        if (certifications)
            await writeCredentialNames(tx, userId, certifications, now);
        await repo.updateWorkerProfile(tx, userId, {
            ...fields,
            ...(travelDistance !== undefined && { travelDistanceMiles: travelDistanceToMiles(travelDistance) }),
        });
        return profileWithCompleteness(tx, viewer, userId);
    });
    await matchInputs.forget(userId);
    return profile;
}
