import { createHash, randomBytes } from 'node:crypto';
export function createSessionToken() {
    return randomBytes(32).toString('base64url');
}
/** Only this hash is stored, so a leaked sessions table opens no accounts. */
export function hashSessionToken(token) {
    return createHash('sha256').update(token).digest('hex');
}
