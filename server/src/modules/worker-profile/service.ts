import type { User } from '@core/auth/schemas';
import { getWorkerProfileCompleteness } from '@core/worker-profile/completeness';
import {
  travelDistanceToMiles,
  WORKER_PROFILE_MESSAGES,
  type updateWorkerProfileRequestSchema,
  type WorkerProfileResponse,
} from '@core/worker-profile/schemas';
import type { HeldCredential } from '@core/credentials/coverage';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { createBatchedReader } from '../../lib/batched-reads';
import type { EventBus } from '../../lib/event-bus';
import { createUserScopedStore, type ForgetsUser, type UserScopedStore } from '../../lib/user-scoped-cache';
import { AppError } from '../../plugins/errors';
import { credentialNames, heldCredentials, writeCredentialNames } from '../credentials/service';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';

type UpdateWorkerProfile = z.output<typeof updateWorkerProfileRequestSchema>;

/** The profile with its certifications: the names in the worker's credential wallet (docs/decisions.md). */
export async function findWorkerProfile(db: Executor, userId: string): Promise<repo.WorkerProfileRow | null> {
  const row = await repo.findWorkerProfile(db, userId);
  return row ? { ...row, certifications: await credentialNames(db, userId) } : null;
}

/** What best match reads about a worker on every search: the profile's own fields and the credentials held. */
export interface WorkerMatchInputs {
  preferences: Awaited<ReturnType<typeof repo.findWorkerProfile>> | null;
  held: HeldCredential[];
}

export type MatchInputsStore = UserScopedStore<WorkerMatchInputs>;

/** Published when a worker's profile or credential wallet changes (MatchInputsStore.forget). */
const MATCH_INPUTS_CHANGED_EVENT = 'worker.match-inputs-changed';
// As the session cache: an instance that missed a notification reads the old inputs for seconds at most.
const MATCH_INPUTS_TTL_MS = 10_000;
const MATCH_INPUTS_MAX_WORKERS = 10_000;

/** Each worker's match inputs, in the order asked: two statements whatever the number of workers. */
async function loadMatchInputsOf(db: Executor, userIds: string[]): Promise<WorkerMatchInputs[]> {
  const [profiles, held] = await Promise.all([repo.findWorkerProfiles(db, userIds), heldCredentials(db, userIds)]);
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  return userIds.map((userId) => ({ preferences: profileOf.get(userId) ?? null, held: held.get(userId) ?? [] }));
}

export async function loadWorkerMatchInputs(db: Executor, userId: string): Promise<WorkerMatchInputs> {
  const [inputs] = await loadMatchInputsOf(db, [userId]);
  return inputs!;
}

/**
 * Match inputs remembered per instance, as every search reads them; writers of the profile or
 * wallet call `forget`. The workers missing at the same time are read together.
 */
export function createMatchInputsStore(db: Executor, events: EventBus): MatchInputsStore {
  const reader = createBatchedReader((userIds: string[]) => loadMatchInputsOf(db, userIds));
  return createUserScopedStore(events, {
    eventType: MATCH_INPUTS_CHANGED_EVENT,
    ttlMs: MATCH_INPUTS_TTL_MS,
    maxEntries: MATCH_INPUTS_MAX_WORKERS,
    load: (userId) => reader.read(userId),
  });
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

export async function profileWithCompleteness(db: Executor, user: User, userId: string): Promise<WorkerProfileResponse> {
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
  return profileWithCompleteness(db, viewer, userId);
}

export async function updateWorkerProfile(
  db: Database,
  matchInputs: ForgetsUser,
  viewer: User,
  userId: string,
  input: UpdateWorkerProfile,
  now: Date,
) {
  assertSelf(viewer, userId);
  const profile = await db.transaction(async (tx) => {
    const current = await repo.findWorkerProfile(tx, userId);
    if (!current) throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
    if (input.resumeUrl && input.resumeUrl !== current.resumeUrl) {
      await assertOwnsObject(tx, userId, input.resumeUrl, ['resume', 'document']);
    }
    const { travelDistance, certifications, ...fields } = input;
    if (certifications) await writeCredentialNames(tx, userId, certifications, now);
    await repo.updateWorkerProfile(tx, userId, {
      ...fields,
      ...(travelDistance !== undefined && { travelDistanceMiles: travelDistanceToMiles(travelDistance) }),
    });
    return profileWithCompleteness(tx, viewer, userId);
  });
  await matchInputs.forget(userId);
  return profile;
}
