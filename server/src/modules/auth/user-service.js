import { AUTH_MESSAGES } from '@core/auth/schemas';
import { WORKER_PROFILE_MESSAGES } from '@core/worker-profile/schemas';
import { AppError } from '../../plugins/errors';
import { assertOwnsObject } from '../uploads/service';
import * as accountRepo from './account-repository';
import { requestEmailChange } from './email-change-service';
import * as repo from './repository';
import { toUserDto } from './service';
const UNIQUE_VIOLATION = '23505';
/**
 * Saves the user's own fields; signed-in requests see them at once (the session cache forgets the
 * old ones). A new e-mail is not saved here: it waits for its confirmation (email-change-service).
 */
export async function updateUser(deps, viewer, userId, input) {
    if (viewer.id !== userId)
        throw new AppError(403, WORKER_PROFILE_MESSAGES.notYourProfile);
    const { email, currentPassword, ...fields } = input;
    try {
        const result = await deps.db.transaction(async (tx) => {
            const current = await repo.findUserById(tx, userId);
            if (!current)
                throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
            const pendingEmail = email && email !== current.email
                ? await requestEmailChange({ db: tx, notifier: deps.notifier, throttle: deps.throttle, now: deps.now }, current, {
                    email,
                    currentPassword,
                })
                : undefined;
            if (fields.avatarUrl && fields.avatarUrl !== viewer.avatarUrl) {
                await assertOwnsObject(tx, userId, fields.avatarUrl, ['avatar']);
            }
            const row = Object.keys(fields).length > 0 ? await accountRepo.updateUserFields(tx, userId, fields) : current;
            if (!row)
                throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
            return { ...toUserDto(row), ...(pendingEmail && { pendingEmail }) };
        });
        await deps.sessions.forgetUser(userId);
        return result;
    }
    catch (error) {
        // Two requests racing for one address: the unique index decides.
        if (error.code === UNIQUE_VIOLATION)
            throw new AppError(409, AUTH_MESSAGES.emailTaken);
        throw error;
    }
}
