import { AUTH_MESSAGES, type User } from '@core/auth/schemas';
import { WORKER_PROFILE_MESSAGES, type updateUserRequestSchema } from '@core/worker-profile/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { assertOwnsObject } from '../uploads/service';
import * as accountRepo from './account-repository';
import * as repo from './repository';
import { toUserDto, type SessionStore } from './service';

type UpdateUser = z.output<typeof updateUserRequestSchema>;

const UNIQUE_VIOLATION = '23505';

/** Saves the user's own fields; signed-in requests see them at once (the session cache forgets the old ones). */
export async function updateUser(db: Database, sessions: SessionStore, viewer: User, userId: string, input: UpdateUser): Promise<User> {
  if (viewer.id !== userId) throw new AppError(403, WORKER_PROFILE_MESSAGES.notYourProfile);
  try {
    const user = await db.transaction(async (tx) => {
      if (input.email && (await accountRepo.isEmailUsedByAnotherUser(tx, input.email, userId))) {
        throw new AppError(409, AUTH_MESSAGES.emailTaken);
      }
      if (input.avatarUrl && input.avatarUrl !== viewer.avatarUrl) {
        await assertOwnsObject(tx, userId, input.avatarUrl, ['avatar']);
      }
      const row =
        Object.keys(input).length > 0 ? await accountRepo.updateUserFields(tx, userId, input) : await repo.findUserById(tx, userId);
      if (!row) throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
      return toUserDto(row);
    });
    await sessions.forgetUser(userId);
    return user;
  } catch (error) {
    // Two requests racing for one address: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError(409, AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
