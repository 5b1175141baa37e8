import twilio from 'twilio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOutbox } from '../../db/schema/channels';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { insertChannelMessages } from './repository';
import { givePhone, turnOnChannels } from './test-helpers';

const PUBLIC_URL = 'https://crewbridge.test';
const STATUS_URL = `${PUBLIC_URL}/api/webhooks/twilio/status`;
const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.ctx = await createTestApp({ ...t.twilio.env, PUBLIC_URL });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.twilio?.close();
});

/** A delivery status as Twilio posts it to the StatusCallback, signed over that URL. */
async function postStatus(messageSid: string, messageStatus: string, signature?: string) {
  const params = { AccountSid: t.twilio.env.TWILIO_ACCOUNT_SID, MessageSid: messageSid, MessageStatus: messageStatus };
  const response = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/twilio/status',
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilio.getExpectedTwilioSignature(t.twilio.env.TWILIO_AUTH_TOKEN, STATUS_URL, params),
    },
  });
  // Recorded after the answer, as every inbound event.
  await t.ctx.app.inboundEvents.settled();
  return response;
}

describe('Twilio delivery statuses', () => {
  it('asks Twilio for statuses and records each on the outbox row, never going back a stage', async () => {
    const db = t.ctx.database.db;
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(db, worker.user.id);
    await turnOnChannels(db, worker.user.id, 'new_message', { sms: true });
    const now = new Date();
    await insertChannelMessages(db, [
      {
        userId: worker.user.id,
        channel: 'sms',
        kind: 'new_message',
        notificationKey: `status-${phone}`,
        body: 'Hi',
        nextAttemptAt: now,
        createdAt: now,
      },
    ]);
    expect(await t.ctx.app.channelOutbox.deliverDue(now)).toBe(1);
    const [sms] = t.twilio.sent.filter((message) => message.to === phone);
    expect(sms!.statusCallback).toBe(STATUS_URL);
    const row = async () => (await db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id)))[0]!;

    expect((await postStatus(sms!.sid, 'delivered')).statusCode).toBe(204);
    expect((await row()).deliveryStatus).toBe('delivered');
    // A late "sent" does not replace "delivered"; "undelivered" is recorded as failed elsewhere.
    expect((await postStatus(sms!.sid, 'sent')).statusCode).toBe(204);
    expect((await row()).deliveryStatus).toBe('delivered');
  });

  it('refuses a status whose signature does not match', async () => {
    expect((await postStatus('SMforged', 'failed', 'forged')).statusCode).toBe(403);
  });
});
