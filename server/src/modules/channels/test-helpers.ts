import twilio from 'twilio';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema/notifications';
import { saveVerifiedPhone } from './repository';

let phoneCounter = 0;
/** A US number no other test of the run uses. */
export const uniquePhone = () =>
  `+1555${String(3_000_000 + (phoneCounter += 1) + Math.floor(Math.random() * 1000) * 1000).padStart(7, '0')}`;

/** A number verified as through POST /api/phone-verification/confirm (phone-verification.test.ts covers that path). */
export async function givePhone(db: Database, userId: string, phone = uniquePhone(), now = new Date()) {
  await saveVerifiedPhone(db, userId, phone, now);
  return phone;
}

/** Turns channels on for one type, as the preferences route stores them. */
export async function turnOnChannels(
  db: Database,
  userId: string,
  type: string,
  channels: Partial<Record<'email' | 'sms' | 'whatsapp' | 'push', boolean>>,
) {
  const value = { email: true, sms: false, whatsapp: false, push: false, ...channels };
  await db
    .insert(notificationPreferences)
    .values({ userId, type, enabled: true, frequency: 'instant', channels: value })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { channels: value } });
}

/** An SMS from `from` as Twilio posts it to the webhook, signed for `publicUrl`; resolves once the inbound events are handled. */
export async function postSignedSms(
  app: FastifyInstance,
  env: { TWILIO_ACCOUNT_SID: string; TWILIO_AUTH_TOKEN: string; TWILIO_FROM: string },
  publicUrl: string,
  sms: { from: string; text: string; messageSid: string },
) {
  const params = { AccountSid: env.TWILIO_ACCOUNT_SID, MessageSid: sms.messageSid, From: sms.from, To: env.TWILIO_FROM, Body: sms.text };
  const signature = twilio.getExpectedTwilioSignature(env.TWILIO_AUTH_TOKEN, `${publicUrl}/api/webhooks/twilio/sms`, params);
  const response = await app.inject({
    method: 'POST',
    url: '/api/webhooks/twilio/sms',
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
  await app.inboundEvents.settled();
  return response;
}
