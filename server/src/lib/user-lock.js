import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
/**
 * Holds the user's row until the transaction ends, so one user's capped or checked writes (saved
 * searches, saved cards) run one after another on every instance: what such a write counts or
 * checks after taking the lock is committed, as the subscriptions allowance does with its row.
 * NO KEY UPDATE leaves rows that only reference the user (their foreign keys) free to be written.
 */
export async function lockUser(tx, userId) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
