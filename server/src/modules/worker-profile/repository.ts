import { eq, inArray, sql } from 'drizzle-orm';
import { travelDistanceFromMiles, type WorkerProfile } from '@core/worker-profile/schemas';
import type { Executor } from '../../db/client';
import { workerProfiles } from '../../db/schema/worker-profile';

/** A profile row with the names of the worker's wallet records, which the profile API calls its certifications. */
export type WorkerProfileRow = typeof workerProfiles.$inferSelect & { certifications: string[] };

export function toWorkerProfileDto(row: WorkerProfileRow): WorkerProfile {
  const { updatedAt: _updatedAt, travelDistanceMiles, ...profile } = row;
  return { ...profile, travelDistance: travelDistanceFromMiles(travelDistanceMiles) };
}

export async function findWorkerProfile(db: Executor, userId: string) {
  const [row] = await db.select().from(workerProfiles).where(eq(workerProfiles.userId, userId));
  return row ?? null;
}

export function findWorkerProfiles(db: Executor, userIds: readonly string[]) {
  return db
    .select()
    .from(workerProfiles)
    .where(inArray(workerProfiles.userId, [...userIds]));
}

export async function insertEmptyWorkerProfile(db: Executor, userId: string) {
  const [row] = await db.insert(workerProfiles).values({ userId }).returning();
  return row!;
}

export async function updateWorkerProfile(
  db: Executor,
  userId: string,
  values: Partial<Omit<typeof workerProfiles.$inferInsert, 'userId' | 'updatedAt'>>,
) {
  const [row] = await db
    .update(workerProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(workerProfiles.userId, userId))
    .returning();
  return row ?? null;
}
