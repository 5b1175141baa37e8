import { hasNoMailbox } from '@core/auth/phone-sign-in-schemas';
import { AUTH_MESSAGES, type User } from '@core/auth/schemas';
import type { UpdateUserResponse } from '@core/auth/email-change-schemas';
import { WORKER_PROFILE_MESSAGES, type updateUserRequestSchema } from '@core/worker-profile/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Throttle } from '../../plugins/rate-limit';
import type { Notifier } from '../notifications/notifier';
import { assertOwnsObject } from '../uploads/service';
import * as accountRepo from './account-repository';
import { requestEmailChange } from './email-change-service';
import * as repo from './repository';
import { toUserDto, type SessionStore } from './service';

type UpdateUser = z.output<typeof updateUserRequestSchema>;

const UNIQUE_VIOLATION = '23505';

/**
 * Saves the user's own fields; signed-in requests see them at once (the session cache forgets the
 * old ones). A new e-mail is not saved here: it waits for its confirmation (email-change-service).
 */
export async function updateUser(
  deps: { db: Database; sessions: SessionStore; notifier: Notifier; throttle: Throttle; now: Date },
  viewer: User,
  userId: string,
  input: UpdateUser,
): Promise<UpdateUserResponse> {
  if (viewer.id !== userId) throw new AppError(403, WORKER_PROFILE_MESSAGES.notYourProfile);
  const { email, currentPassword, ...fields } = input;
  try {
    const result = await deps.db.transaction(async (tx) => {
      const current = await repo.findUserById(tx, userId);
      if (!current) throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
      // Only an account that joined by phone may have no e-mail (issue 55): an address cannot be taken away.
      if (email === '' && !hasNoMailbox(current.email)) throw new AppError(400, AUTH_MESSAGES.emailRequired);
      const pendingEmail =
        email && email !== current.email
          ? await requestEmailChange({ db: tx, notifier: deps.notifier, throttle: deps.throttle, now: deps.now }, current, {
              email,
              currentPassword,
            })
          : undefined;
      if (fields.avatarUrl && fields.avatarUrl !== viewer.avatarUrl) {
        await assertOwnsObject(tx, userId, fields.avatarUrl, ['avatar']);
      }
      const row = Object.keys(fields).length > 0 ? await accountRepo.updateUserFields(tx, userId, fields) : current;
      if (!row) throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
      return { ...toUserDto(row), ...(pendingEmail && { pendingEmail }) };
    });
    await deps.sessions.forgetUser(userId);
    return result;
  } catch (error) {
    // Two requests racing for one address: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError(409, AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
