import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '@core/shared/options';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { phoneVerifications, userPhones } from '../../db/schema/channels';

// The first key of the advisory locks on phone codes: 1 for sends (the whole service), 2 for a number's owner.
const PHONE_CODE_LOCK = 0x50484f4e;

/**
 * Until the transaction ends, every code send waits for the one before it, on every instance: what
 * the counts read next is committed, so no cap bends under parallel requests. One lock for the
 * whole service: a send is a paid text, rare enough to queue, and the daily cap counts them all.
 */
export async function lockCodeSends(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_CODE_LOCK}, 1)`);
}

/** Until the transaction ends, verifications of this number wait for each other (the newest takes it over). */
export async function lockPhoneOwner(tx: Executor, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_CODE_LOCK}, hashtext(${phone}))`);
}

export type CodeSendCounts = { byUser: number; byPhone: number; byIp: number; today: number };

/** The codes sent since `hourAgo` by this user, to this number and from this address, and since `dayAgo` by everyone. */
export async function countCodeSends(
  db: Executor,
  by: { userId: string; phone: string; ip: string },
  hourAgo: Date,
  dayAgo: Date,
): Promise<CodeSendCounts> {
  const v = phoneVerifications;
  const result = await db.execute<CodeSendCounts>(sql`select
    (select count(*)::int from ${v} where ${v.userId} = ${by.userId} and ${v.createdAt} >= ${hourAgo}) as "byUser",
    (select count(*)::int from ${v} where ${v.phone} = ${by.phone} and ${v.createdAt} >= ${hourAgo}) as "byPhone",
    (select count(*)::int from ${v} where ${v.ip} = ${by.ip} and ${v.createdAt} >= ${hourAgo}) as "byIp",
    (select count(*)::int from ${v} where ${v.createdAt} >= ${dayAgo}) as "today"`);
  return result.rows[0]!;
}

/** What the send rules read of the caller's account. */
export async function findCodeRequester(db: Executor, userId: string) {
  const [row] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Counts one guess against the code, in one statement: null once the code has had `max` guesses,
 * expired or was used, so parallel confirms cannot judge more than `max` guesses between them.
 */
export async function countGuessUnderCap(db: Executor, id: string, max: number, now: Date) {
  const v = phoneVerifications;
  const [row] = await db
    .update(v)
    .set({ attempts: sql`${v.attempts} + 1` })
    .where(and(eq(v.id, id), isNull(v.consumedAt), gt(v.expiresAt, now), sql`${v.attempts} < ${max}`))
    .returning({ attempts: v.attempts });
  return row ?? null;
}

/**
 * Takes the number away from every other account that verified it (the newest verification owns
 * a number) and names them, so each can be told.
 */
export async function removePhoneFromOthers(db: Executor, phone: string, keepUserId: string) {
  const result = await db.execute<{ user_id: string; email: string; language: Language }>(sql`
    with removed as (
      delete from ${userPhones} where ${userPhones.phone} = ${phone} and ${userPhones.userId} <> ${keepUserId} returning user_id
    )
    select u.id as user_id, u.email, u.language from ${users} u join removed on removed.user_id = u.id`);
  return result.rows.map((row) => ({ userId: row.user_id, email: row.email, language: row.language }));
}
