import { and, count, eq, gt, isNull, lte, min, ne, or, sql } from 'drizzle-orm';
import { uploadLinks, uploads, uploadUsage } from '../../db/schema/uploads';
export async function findUploadByObjectPath(db, objectPath) {
    const [row] = await db.select().from(uploads).where(eq(uploads.objectPath, objectPath));
    return row ?? null;
}
/** Inserts the row unless the path is taken; null when it was. */
export async function insertUpload(db, values) {
    const [row] = await db.insert(uploads).values(values).onConflictDoNothing({ target: uploads.objectPath }).returning();
    return row ?? null;
}
/**
 * Locks the user's upload usage for the rest of the transaction (creating the row on first use), so
 * their links, PUTs and bytes are counted and taken one request at a time; returns the bytes stored.
 */
export async function lockUploadUsage(db, userId) {
    const [row] = await db
        .insert(uploadUsage)
        .values({ userId })
        .onConflictDoUpdate({ target: uploadUsage.userId, set: { userId: sql `excluded.user_id` } })
        .returning({ storedBytes: uploadUsage.storedBytes });
    return Number(row.storedBytes);
}
/** Forgets the owner's expired links, except one whose PUT is still in progress. */
export async function deleteExpiredLinks(db, ownerId, now, claimedSince) {
    await db
        .delete(uploadLinks)
        .where(and(eq(uploadLinks.ownerId, ownerId), lte(uploadLinks.expiresAt, now), or(isNull(uploadLinks.putStartedAt), lte(uploadLinks.putStartedAt, claimedSince))));
}
/** The owner's unexpired links: how many, and when the first of them expires. */
export async function countOpenLinks(db, ownerId, now) {
    const [row] = await db
        .select({ open: count(), firstExpiry: min(uploadLinks.expiresAt) })
        .from(uploadLinks)
        .where(and(eq(uploadLinks.ownerId, ownerId), gt(uploadLinks.expiresAt, now)));
    return { open: row?.open ?? 0, firstExpiry: row?.firstExpiry ? new Date(row.firstExpiry) : null };
}
export async function insertLink(db, values) {
    await db.insert(uploadLinks).values(values);
}
export async function findLink(db, objectPath) {
    const [row] = await db.select().from(uploadLinks).where(eq(uploadLinks.objectPath, objectPath));
    return row ?? null;
}
/** The owner's PUTs in progress (claimed since `claimedSince`), other than `exceptPath`'s: how many and the bytes they reserve. */
export async function countPutsInProgress(db, ownerId, claimedSince, exceptPath = '') {
    const [row] = await db
        .select({ puts: count(), reserved: sql `coalesce(sum(${uploadLinks.reservedBytes}), 0)` })
        .from(uploadLinks)
        .where(and(eq(uploadLinks.ownerId, ownerId), gt(uploadLinks.putStartedAt, claimedSince), ne(uploadLinks.objectPath, exceptPath)));
    return { puts: row?.puts ?? 0, reservedBytes: Number(row?.reserved ?? 0) };
}
/** Sets the link's claim (start time and reserved bytes, or both null to release it) if it is still `current`; false when it was not. */
export async function setLinkClaim(db, objectPath, current, next) {
    const rows = await db
        .update(uploadLinks)
        .set(next)
        .where(and(eq(uploadLinks.objectPath, objectPath), current ? eq(uploadLinks.putStartedAt, current) : isNull(uploadLinks.putStartedAt)))
        .returning({ objectPath: uploadLinks.objectPath });
    return rows.length > 0;
}
/** Removes a used link if its claim is still `claimedAt`; false when it was not. */
export async function deleteClaimedLink(db, objectPath, claimedAt) {
    const rows = await db
        .delete(uploadLinks)
        .where(and(eq(uploadLinks.objectPath, objectPath), eq(uploadLinks.putStartedAt, claimedAt)))
        .returning({ objectPath: uploadLinks.objectPath });
    return rows.length > 0;
}
