import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/auth';
export async function findUserByEmail(db, email) {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row ?? null;
}
export async function findUserById(db, id) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
}
export async function insertUser(db, values) {
    const [row] = await db.insert(users).values(values).returning();
    return row;
}
export async function insertSession(db, values) {
    await db.insert(sessions).values(values);
}
/** The users behind live sessions (not revoked, not expired), with their token hashes. */
export function findUsersByActiveSessions(db, tokenHashes, now) {
    return db
        .select({ tokenHash: sessions.tokenHash, user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.tokenHash, [...tokenHashes]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}
/** The session's user id, or null when there was no live session to revoke. */
export async function revokeSession(db, tokenHash, now) {
    const [row] = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
    return row?.userId ?? null;
}
