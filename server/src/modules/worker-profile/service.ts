import type { User } from '@core/auth/schemas';
import { getWorkerProfileCompleteness } from '@core/worker-profile/completeness';
import { WORKER_PROFILE_MESSAGES, type updateWorkerProfileRequestSchema, type WorkerProfileResponse } from '@core/worker-profile/schemas';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';

type UpdateWorkerProfile = z.output<typeof updateWorkerProfileRequestSchema>;

export function findWorkerProfile(db: Executor, userId: string) {
  return repo.findWorkerProfile(db, userId);
}

export async function loadWorkerProfile(db: Executor, userId: string) {
  const row = await repo.findWorkerProfile(db, userId);
  return row ? repo.toWorkerProfileDto(row) : null;
}

/** Every new worker starts with an empty profile, written in the sign-up transaction. */
export async function createEmptyWorkerProfile(db: Executor, userId: string) {
  return repo.toWorkerProfileDto(await repo.insertEmptyWorkerProfile(db, userId));
}

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
