import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/password';
import { insertOperator } from '../auth/service';
import { recordAudit } from './audit';
/** A one-time password: 18 random bytes, 24 URL-safe characters. */
export function generateOneTimePassword() {
    return randomBytes(18).toString('base64url');
}
/**
 * Creates an operator account: the only way one exists (registration refuses the type). Without a
 * password, one is generated and returned so the caller can show it once. Its creation is audited.
 */
export async function createOperator(db, input, now) {
    const email = input.email.trim().toLowerCase();
    const password = input.password ?? generateOneTimePassword();
    const passwordHash = await hashPassword(password);
    const user = await db.transaction(async (tx) => {
        const created = await insertOperator(tx, { email, passwordHash });
        await recordAudit(tx, { operatorId: created.id, action: 'operator.create', targetType: 'user', targetId: created.id, at: now });
        return created;
    });
    return { id: user.id, email: user.email, password, generated: input.password === undefined };
}
