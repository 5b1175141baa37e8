import { eq, inArray, sql } from 'drizzle-orm';
import { travelDistanceFromMiles } from '@core/worker-profile/schemas';
import { workerProfiles } from '../../db/schema/worker-profile';
export function toWorkerProfileDto(row) {
    const { updatedAt: _updatedAt, travelDistanceMiles, ...profile } = row;
    return { ...profile, travelDistance: travelDistanceFromMiles(travelDistanceMiles) };
}
export async function findWorkerProfile(db, userId) {
    const [row] = await db.select().from(workerProfiles).where(eq(workerProfiles.userId, userId));
    return row ?? null;
}
export function findWorkerProfiles(db, userIds) {
    return db
        .select()
        .from(workerProfiles)
        .where(inArray(workerProfiles.userId, [...userIds]));
}
export async function insertEmptyWorkerProfile(db, userId) {
    const [row] = await db.insert(workerProfiles).values({ userId }).returning();
    return row;
}
export async function updateWorkerProfile(db, userId, values) {
    const [row] = await db
        .update(workerProfiles)
        .set({ ...values, updatedAt: sql `now()` })
        .where(eq(workerProfiles.userId, userId))
        .returning();
    return row ?? null;
}
