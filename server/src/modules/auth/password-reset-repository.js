import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { passwordResetTokens } from '../../db/schema/password-reset';
// The first key of the advisory locks on reset requests (the second is the address's hash).
const RESET_REQUEST_LOCK = 0x52534554;
/**
 * Until the transaction ends, requests for this address wait for each other (on every instance),
 * so what the next statement counts is committed. An advisory lock on the address, not the
 * account's row: an unknown address takes it too, and the same way. The commit does not wait for
 * the disk (synchronous_commit off, this transaction only): a write would otherwise make it slower
 * than a commit with nothing written, and a link lost to a crash is asked for again.
 */
export async function lockResetRequests(db, email) {
    await db.execute(sql `select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(${RESET_REQUEST_LOCK}, hashtext(${email}))`);
}
/**
 * One statement: finds the account of `email` and writes the link unless it already had `max`
 * links since `since` (the insert runs whether or not the last select reads it). Null for an unknown address.
 */
export async function insertResetTokenUnderCap(db, input) {
    const result = await db.execute(sql `
    with account as (select ${users.id}, ${users.email}, ${users.language} from ${users} where ${users.email} = ${input.email}),
    written as (
      insert into ${passwordResetTokens} (user_id, token_hash, expires_at, created_at)
      select account.id, ${input.tokenHash}, ${input.expiresAt}, ${input.createdAt} from account
      where (select count(*) from ${passwordResetTokens} t where t.user_id = account.id and t.created_at > ${input.since}) < ${input.max}
    )
    select account.id, account.email, account.language from account`);
    return result.rows[0] ?? null;
}
/** Holds when the link with this hash exists (as a later statement of the same transaction sees it). */
export function resetTokenExists(tokenHash) {
    return sql `exists (select 1 from ${passwordResetTokens} where ${passwordResetTokens.tokenHash} = ${tokenHash})`;
}
/** Marks a live token used and returns its user id; null when unknown, used or expired (one use, atomically). */
export async function consumeResetToken(db, tokenHash, now) {
    const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
    return row?.userId ?? null;
}
/** A reset ends every other link sent to that account. */
export async function expireResetTokensForUser(db, userId, now) {
    await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
export async function updatePasswordHash(db, userId, passwordHash) {
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
