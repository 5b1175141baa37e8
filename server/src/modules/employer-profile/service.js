import { getEmployerProfileCompleteness } from '@core/employer-profile/completeness';
import { EMPLOYER_PROFILE_MESSAGES } from '@core/employer-profile/schemas';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import { AppError } from '../../plugins/errors';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';
function toResponse(row) {
    const profile = repo.toEmployerProfileDto(row);
    return { ...profile, completeness: getEmployerProfileCompleteness(profile) };
}
export function findEmployerProfile(db, userId) {
    return repo.findEmployerProfile(db, userId);
}
export async function loadEmployerProfile(db, userId) {
    const row = await repo.findEmployerProfile(db, userId);
    return row ? repo.toEmployerProfileDto(row) : null;
}
/** Every new employer starts with an empty company profile, written in the sign-up transaction. */
export async function createEmptyEmployerProfile(db, userId) {
    return repo.toEmployerProfileDto(await repo.insertEmptyEmployerProfile(db, userId));
}
export async function setPayPerHire(db, user, employerId, payPerHireEnabled) {
    if (user.id !== employerId)
        throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourProfile);
    const row = await repo.updatePayPerHire(db, employerId, payPerHireEnabled);
    if (!row)
        throw new AppError(404, EMPLOYER_PROFILE_MESSAGES.notFound);
    return row;
}
/** Only the employer themself reads or writes their company profile. */
function assertOwnProfile(viewer, userId) {
    if (viewer.id !== userId)
        throw new AppError(403, EMPLOYER_PROFILE_MESSAGES.notYours);
}
export async function getEmployerProfile(db, viewer, userId) {
    assertOwnProfile(viewer, userId);
    const row = (await repo.findEmployerProfile(db, userId)) ?? (await repo.insertEmptyEmployerProfile(db, userId));
    return toResponse(row);
}
/** A new logo must be one this employer uploaded as a logo; the one already saved stays valid. */
export async function updateEmployerProfile(db, viewer, userId, input) {
    assertOwnProfile(viewer, userId);
    return db.transaction(async (tx) => {
        const current = await repo.findEmployerProfile(tx, userId);
        if (input.logo && input.logo !== current?.logo) {
            await assertOwnsObject(tx, userId, input.logo, ['logo'], EMPLOYER_PROFILE_MESSAGES.logoInvalid);
        }
        return toResponse(await repo.upsertEmployerProfile(tx, userId, input));
    });
}
