import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';

/** The user's one live verification link (a new one replaces the last); false when the address is already verified. */
export async function setEmailVerificationToken(db: Executor, userId: string, values: { tokenHash: string; expiresAt: Date }) {
  const rows = await db
    .update(users)
    .set({ emailVerificationTokenHash: values.tokenHash, emailVerificationExpiresAt: values.expiresAt })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Marks verified the address behind a live token and forgets the token (one use, atomically); null when unknown or expired. */
export async function consumeEmailVerificationToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: now, emailVerificationTokenHash: null, emailVerificationExpiresAt: null })
    .where(and(eq(users.emailVerificationTokenHash, tokenHash), gt(users.emailVerificationExpiresAt, now)))
    .returning({ id: users.id });
  return row ?? null;
}

/** A link that reached the address in another way (a password reset, an e-mail change) proves it too. */
export async function markEmailVerified(db: Executor, userId: string, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, emailVerificationTokenHash: null, emailVerificationExpiresAt: null })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
