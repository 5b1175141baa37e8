import type { User } from '@core/auth/schemas';
import { getWorkerProfileCompleteness } from '@core/worker-profile/completeness';
import {
  travelDistanceToMiles,
  WORKER_PROFILE_MESSAGES,
  type updateWorkerProfileRequestSchema,
  type WorkerProfileResponse,
} from '@core/worker-profile/schemas';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { credentialNames, writeCredentialNames } from '../credentials/service';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';

type UpdateWorkerProfile = z.output<typeof updateWorkerProfileRequestSchema>;

/** The profile with its certifications: the names in the worker's credential wallet (docs/decisions.md). */
export async function findWorkerProfile(db: Executor, userId: string): Promise<repo.WorkerProfileRow | null> {
  const row = await repo.findWorkerProfile(db, userId);
  return row ? { ...row, certifications: await credentialNames(db, userId) } : null;
}

/** The profile's own fields, without the wallet's names: what best match reads on every search. */
export function findWorkerPreferences(db: Executor, userId: string) {
  return repo.findWorkerProfile(db, userId);
}

export async function loadWorkerProfile(db: Executor, userId: string) {
  const row = await findWorkerProfile(db, userId);
  return row ? repo.toWorkerProfileDto(row) : null;
}

/** Every new worker starts with an empty profile, written in the sign-up transaction. */
export async function createEmptyWorkerProfile(db: Executor, userId: string) {
  return repo.toWorkerProfileDto({ ...(await repo.insertEmptyWorkerProfile(db, userId)), certifications: [] });
}

/** A {userId} path answers only for that user (001 section 7). */
function assertSelf(viewer: User, userId: string) {
  if (viewer.id !== userId) throw new AppError(403, WORKER_PROFILE_MESSAGES.notYourProfile);
}

async function withCompleteness(db: Executor, user: User, userId: string): Promise<WorkerProfileResponse> {
  const row = await findWorkerProfile(db, userId);
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
    const { travelDistance, certifications, ...fields } = input;
    if (certifications) await writeCredentialNames(tx, userId, certifications);
    await repo.updateWorkerProfile(tx, userId, {
      ...fields,
      ...(travelDistance !== undefined && { travelDistanceMiles: travelDistanceToMiles(travelDistance) }),
    });
    return withCompleteness(tx, viewer, userId);
  });
}
