import { AUTH_MESSAGES, type User } from '@core/auth/schemas';
import { getWorkerProfileCompleteness } from '@core/worker-profile/completeness';
import {
  WORKER_PROFILE_MESSAGES,
  type updateUserRequestSchema,
  type updateWorkerProfileRequestSchema,
  type WorkerProfileResponse,
} from '@core/worker-profile/schemas';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findUserById } from '../auth/repository';
import { toUserDto, type SessionStore } from '../auth/service';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';

type UpdateWorkerProfile = z.output<typeof updateWorkerProfileRequestSchema>;
type UpdateUser = z.output<typeof updateUserRequestSchema>;

const UNIQUE_VIOLATION = '23505';

/** A {userId} path answers only for that user (001 section 7). */
function assertSelf(viewer: User, userId: string) {
  if (viewer.id !== userId) throw new AppError(403, WORKER_PROFILE_MESSAGES.notYourProfile);
}

async function withCompleteness(db: Executor, user: User, userId: string): Promise<WorkerProfileResponse> {
  const row = await repo.findWorkerProfile(db, userId);
  if (!row) throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
  const profile = repo.toWorkerProfileDto(row);
  return {
    ...profile,
    completeness: getWorkerProfileCompleteness({ ...profile, phone: user.phone, location: user.location }),
  };
}

export async function getWorkerProfile(db: Executor, viewer: User, userId: string) {
  assertSelf(viewer, userId);
  return withCompleteness(db, viewer, userId);
}

export async function updateWorkerProfile(db: Database, viewer: User, userId: string, input: UpdateWorkerProfile) {
  assertSelf(viewer, userId);
  return db.transaction(async (tx) => {
    const current = await repo.findWorkerProfile(tx, userId);
    if (!current) throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
    if (input.resumeUrl && input.resumeUrl !== current.resumeUrl) {
      await assertOwnsObject(tx, userId, input.resumeUrl, ['resume', 'document']);
    }
    await repo.updateWorkerProfile(tx, userId, input);
    return withCompleteness(tx, viewer, userId);
  });
}

/** Saves the user's own fields; signed-in requests see them at once (the session cache forgets the old ones). */
export async function updateUser(
  db: Database,
  sessions: SessionStore,
  viewer: User,
  userId: string,
  input: UpdateUser,
): Promise<User> {
  assertSelf(viewer, userId);
  try {
    const user = await db.transaction(async (tx) => {
      if (input.email && (await repo.isEmailUsedByAnotherUser(tx, input.email, userId))) {
        throw new AppError(409, AUTH_MESSAGES.emailTaken);
      }
      if (input.avatarUrl && input.avatarUrl !== viewer.avatarUrl) {
        await assertOwnsObject(tx, userId, input.avatarUrl, ['avatar']);
      }
      const row = Object.keys(input).length > 0 ? await repo.updateUserFields(tx, userId, input) : await findUserById(tx, userId);
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
