import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Language } from '@core/shared/options';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/applications';
import { sessions, users } from '../../db/schema/auth';
import { rateLimitCounters } from '../../db/schema/rate-limits';
import { uploads } from '../../db/schema/uploads';

export async function setUserDeactivatedAt(db: Executor, userId: string, deactivatedAt: Date | null) {
  await db.update(users).set({ deactivatedAt }).where(eq(users.id, userId));
}

export async function isEmailUsedByAnotherUser(db: Executor, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

export async function updateUserFields(
  db: Executor,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'avatarUrl'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row ?? null;
}

export async function updateUserSettings(db: Executor, userId: string, values: { language?: Language; timeZone?: string }) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row ?? null;
}

export async function setPendingEmail(
  db: Executor,
  userId: string,
  values: Pick<typeof users.$inferInsert, 'pendingEmail' | 'pendingEmailTokenHash' | 'pendingEmailExpiresAt'>,
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Makes the pending e-mail behind a live token the user's e-mail (one use, atomically); null when unknown or expired. */
export async function applyPendingEmail(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(users)
    // The new address proved itself through its own link: it is verified, and a link sent to the old one is void.
    .set({
      email: sql`${users.pendingEmail}`,
      pendingEmail: null,
      pendingEmailTokenHash: null,
      pendingEmailExpiresAt: null,
      emailVerifiedAt: now,
      emailVerificationTokenHash: null,
      emailVerificationExpiresAt: null,
    })
    .where(and(eq(users.pendingEmailTokenHash, tokenHash), gt(users.pendingEmailExpiresAt, now)))
    .returning({ id: users.id });
  return row ?? null;
}

/** Every live session of the user but `keepTokenHash` (none kept when null). */
export async function revokeOtherSessionsOfUser(db: Executor, userId: string, keepTokenHash: string | null, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
}

export async function revokeAllSessionsOfUser(db: Executor, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Removes the user; the profile, jobs, sessions and every other owned row cascade. */
export async function deleteUser(db: Executor, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function listUploadPathsOfUser(db: Executor, userId: string) {
  const rows = await db.select({ objectPath: uploads.objectPath }).from(uploads).where(eq(uploads.ownerId, userId));
  return rows.map((row) => row.objectPath);
}

/**
 * E-mails to, from or on behalf of the person (their address, their words) leave with the account:
 * the rows that only name them by address (a candidate e-mail, a reply-to) do not cascade.
 */
export async function deleteOutboxMessagesOfUser(db: Executor, userId: string, email: string) {
  await db
    .delete(emailOutbox)
    .where(
      or(
        eq(emailOutbox.recipientId, userId),
        eq(emailOutbox.senderId, userId),
        sql`lower(${emailOutbox.toEmail}) = ${email.toLowerCase()}`,
        sql`lower(${emailOutbox.replyTo}) = ${email.toLowerCase()}`,
      ),
    );
}

/** Counters keyed by the address (`sign-in:<email>`, any throttle named `<rule>:<email>`). */
export async function deleteRateLimitCountersOfEmail(db: Executor, email: string) {
  const suffix = `:${email.toLowerCase()}`;
  await db.delete(rateLimitCounters).where(sql`right(${rateLimitCounters.key}, ${suffix.length}) = ${suffix}`);
}
