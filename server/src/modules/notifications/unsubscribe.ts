import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@core/notifications/schemas';

/** `<userId>.<type>.<signature>`: whoever holds the link may turn off that one type, and nothing else. */
export function createUnsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  return `${userId}.${type}.${sign(secret, userId, type)}`;
}

export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; type: NotificationType } | null {
  const [userId, type, signature] = token.split('.');
  if (!userId || !signature || !NOTIFICATION_TYPES.includes(type as NotificationType)) return null;
  const expected = Buffer.from(sign(secret, userId, type as NotificationType));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, type: type as NotificationType };
}

function sign(secret: string, userId: string, type: NotificationType) {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');
}
