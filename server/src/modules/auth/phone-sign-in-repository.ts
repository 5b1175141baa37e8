import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { phoneSignInCodes, users } from '../../db/schema/auth';
import { phoneVerifications, userPhones } from '../../db/schema/channels';

export type SignInCodeCounts = { byPhone: number; byIp: number; today: number };

/**
 * The codes sent since `hourAgo` to this number and from this address, and since `dayAgo` by
 * everyone: sign-in codes and the profile's verification codes together, so neither door gives a
 * number or an address more texts than the caps of issue "trust". Read under lockCodeSends.
 */
export async function countCodeSends(db: Executor, by: { phone: string; ip: string }, hourAgo: Date, dayAgo: Date) {
  const v = phoneVerifications;
  const c = phoneSignInCodes;
  const result = await db.execute<SignInCodeCounts>(sql`select
    (select count(*)::int from ${v} where ${v.phone} = ${by.phone} and ${v.createdAt} >= ${hourAgo})
      + (select count(*)::int from ${c} where ${c.phone} = ${by.phone} and ${c.createdAt} >= ${hourAgo}) as "byPhone",
    (select count(*)::int from ${v} where ${v.ip} = ${by.ip} and ${v.createdAt} >= ${hourAgo})
      + (select count(*)::int from ${c} where ${c.ip} = ${by.ip} and ${c.createdAt} >= ${hourAgo}) as "byIp",
    (select count(*)::int from ${v} where ${v.createdAt} >= ${dayAgo})
      + (select count(*)::int from ${c} where ${c.createdAt} >= ${dayAgo}) as "today"`);
  return result.rows[0]!;
}

export async function insertCode(db: Executor, values: typeof phoneSignInCodes.$inferInsert) {
  await db.insert(phoneSignInCodes).values(values);
}

export type PhoneCodePurpose = (typeof phoneSignInCodes.$inferSelect)['purpose'];

/**
 * The number's newest code of this purpose not yet used (for that account, when one is named): a
 * new code replaces the one before it, and a code of another purpose or account is never found.
 */
export async function findLatestCode(db: Executor, phone: string, purpose: PhoneCodePurpose = 'sign_in', userId?: string) {
  const c = phoneSignInCodes;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.phone, phone), eq(c.purpose, purpose), userId === undefined ? undefined : eq(c.userId, userId)))
    .orderBy(desc(c.createdAt))
    .limit(1);
  return row && !row.consumedAt ? row : null;
}

/** The number the account verified (channels' user_phones), or null. */
export async function findVerifiedPhoneOfUser(db: Executor, userId: string) {
  const [row] = await db.select({ phone: userPhones.phone }).from(userPhones).where(eq(userPhones.userId, userId));
  return row?.phone ?? null;
}

/** A new password, which the account now knows (a phone-only account had none). */
export async function setPassword(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, hasPassword: true }).where(eq(users.id, userId));
}

/** Counts one guess in one statement: null once the code had `max` guesses, expired or was used. */
export async function countGuessUnderCap(db: Executor, id: string, max: number, now: Date) {
  const c = phoneSignInCodes;
  const [row] = await db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(and(eq(c.id, id), isNull(c.consumedAt), gt(c.expiresAt, now), sql`${c.attempts} < ${max}`))
    .returning({ attempts: c.attempts });
  return row ?? null;
}

/** Marks the code used; false when a parallel request used it first. */
export async function consumeCode(db: Executor, id: string, now: Date) {
  const rows = await db
    .update(phoneSignInCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneSignInCodes.id, id), isNull(phoneSignInCodes.consumedAt)))
    .returning({ id: phoneSignInCodes.id });
  return rows.length > 0;
}

/** The account that verified this number (the newest verification owns it), or null. */
export async function findPhoneOwner(db: Executor, phone: string) {
  const [row] = await db
    .select({ user: users })
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(eq(userPhones.phone, phone))
    .orderBy(desc(userPhones.verifiedAt))
    .limit(1);
  return row?.user ?? null;
}
