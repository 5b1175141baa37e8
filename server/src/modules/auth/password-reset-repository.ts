import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { passwordResetTokens } from '../../db/schema/password-reset';

export async function insertResetToken(db: Executor, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

export async function countResetTokensSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.total ?? 0;
}

/** Marks a live token used and returns its user id; null when unknown, used or expired (one use, atomically). */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** A reset ends every other link sent to that account. */
export async function expireResetTokensForUser(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
