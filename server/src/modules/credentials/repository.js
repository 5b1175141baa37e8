import { and, asc, eq, inArray } from 'drizzle-orm';
import { certifications } from '../../db/schema/career';
import { workerProfiles } from '../../db/schema/worker-profile';
/** The wallet reads oldest first, the order the profile listed its certifications in. */
export function listCredentials(db, userIds) {
    if (userIds.length === 0)
        return Promise.resolve([]);
    return db
        .select()
        .from(certifications)
        .where(inArray(certifications.userId, userIds))
        .orderBy(asc(certifications.createdAt), asc(certifications.id));
}
export async function findCredential(db, userId, id) {
    const [row] = await db
        .select()
        .from(certifications)
        .where(and(eq(certifications.id, id), eq(certifications.userId, userId)));
    return row ?? null;
}
export async function insertCredentials(db, values) {
    return values.length === 0 ? [] : db.insert(certifications).values(values).returning();
}
export async function updateCredential(db, userId, id, values) {
    const [row] = await db
        .update(certifications)
        .set(values)
        .where(and(eq(certifications.id, id), eq(certifications.userId, userId)))
        .returning();
    return row ?? null;
}
export async function deleteCredentials(db, userId, ids) {
    if (ids.length === 0)
        return [];
    return db
        .delete(certifications)
        .where(and(eq(certifications.userId, userId), inArray(certifications.id, ids)))
        .returning({ id: certifications.id });
}
export async function findPreferredIndustries(db, userId) {
    const [row] = await db
        .select({ preferredIndustries: workerProfiles.preferredIndustries })
        .from(workerProfiles)
        .where(eq(workerProfiles.userId, userId));
    return row?.preferredIndustries ?? [];
}
