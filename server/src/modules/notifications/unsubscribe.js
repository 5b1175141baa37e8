import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES } from '@core/notifications/schemas';
/** `<userId>.<type>.<signature>`: whoever holds the link may turn off that one type, and nothing else. */
export function createUnsubscribeToken(secret, userId, type) {
    return `${userId}.${type}.${sign(secret, userId, type)}`;
}
export function verifyUnsubscribeToken(secret, token) {
    const [userId, type, signature] = token.split('.');
    if (!userId || !signature || !NOTIFICATION_TYPES.includes(type))
        return null;
    const expected = Buffer.from(sign(secret, userId, type));
    const actual = Buffer.from(signature);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
        return null;
    return { userId, type: type };
}
function sign(secret, userId, type) {
    return createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');
}
