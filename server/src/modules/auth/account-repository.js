import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/applications';
import { sessions, users } from '../../db/schema/auth';
import { rateLimitCounters } from '../../db/schema/rate-limits';
import { uploads } from '../../db/schema/uploads';
export async function setUserDeactivatedAt(db, userId, deactivatedAt) {
    await db.update(users).set({ deactivatedAt }).where(eq(users.id, userId));
}
export async function isEmailUsedByAnotherUser(db, email, userId) {
    const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
    return row !== undefined;
}
export async function updateUserFields(db, userId, values) {
    const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
    return row ?? null;
}
export async function updateUserSettings(db, userId, values) {
    const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
    return row ?? null;
}
export async function setPendingEmail(db, userId, values) {
    await db.update(users).set(values).where(eq(users.id, userId));
}
/** Makes the pending e-mail behind a live token the user's e-mail (one use, atomically); null when unknown or expired. */
export async function applyPendingEmail(db, tokenHash, now) {
    const [row] = await db
        .update(users)
        .set({ email: sql `${users.pendingEmail}`, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
        .where(and(eq(users.pendingEmailTokenHash, tokenHash), gt(users.pendingEmailExpiresAt, now)))
        .returning({ id: users.id });
    return row ?? null;
}
/** Every live session of the user but `keepTokenHash` (none kept when null). */
export async function revokeOtherSessionsOfUser(db, userId, keepTokenHash, now) {
    await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
}
export async function revokeAllSessionsOfUser(db, userId, now) {
    await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
/** Removes the user; the profile, jobs, sessions and every other owned row cascade. */
export async function deleteUser(db, userId) {
    await db.delete(users).where(eq(users.id, userId));
}
export async function listUploadPathsOfUser(db, userId) {
    const rows = await db.select({ objectPath: uploads.objectPath }).from(uploads).where(eq(uploads.ownerId, userId));
    return rows.map((row) => row.objectPath);
}
/**
 * E-mails to, from or on behalf of the person (their address, their words) leave with the account:
 * the rows that only name them by address (a candidate e-mail, a reply-to) do not cascade.
 */
export async function deleteOutboxMessagesOfUser(db, userId, email) {
    await db
        .delete(emailOutbox)
        .where(or(eq(emailOutbox.recipientId, userId), eq(emailOutbox.senderId, userId), sql `lower(${emailOutbox.toEmail}) = ${email.toLowerCase()}`, sql `lower(${emailOutbox.replyTo}) = ${email.toLowerCase()}`));
}
/** Counters keyed by the address (`sign-in:<email>`, any throttle named `<rule>:<email>`). */
export async function deleteRateLimitCountersOfEmail(db, email) {
    const suffix = `:${email.toLowerCase()}`;
    await db.delete(rateLimitCounters).where(sql `right(${rateLimitCounters.key}, ${suffix.length}) = ${suffix}`);
}
