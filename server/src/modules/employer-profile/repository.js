import { eq, sql } from 'drizzle-orm';
import { employerProfiles } from '../../db/schema/employer-profile';
export async function updatePayPerHire(db, employerId, payPerHireEnabled) {
    const [row] = await db
        .update(employerProfiles)
        .set({ payPerHireEnabled, updatedAt: sql `now()` })
        .where(eq(employerProfiles.userId, employerId))
        .returning({ payPerHireEnabled: employerProfiles.payPerHireEnabled });
    return row ?? null;
}
export function toEmployerProfileDto(row) {
    const { updatedAt: _updatedAt, ...profile } = row;
    return profile;
}
export async function findEmployerProfile(db, userId) {
    const [row] = await db.select().from(employerProfiles).where(eq(employerProfiles.userId, userId));
    return row ?? null;
}
export async function insertEmptyEmployerProfile(db, userId) {
    const [row] = await db.insert(employerProfiles).values({ userId }).returning();
    return row;
}
/** Writes the company fields, creating the row if the account has none yet. */
export async function upsertEmployerProfile(db, userId, values) {
    const [row] = await db
        .insert(employerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: employerProfiles.userId, set: { ...values, updatedAt: sql `now()` } })
        .returning();
    return row;
}
