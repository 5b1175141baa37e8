import twilio from 'twilio';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelOutbox, userPhones } from '../../db/schema/channels';
import { startFakeTwilio } from '../../test/fake-twilio';
import { signWhatsappBody, startFakeWhatsapp, WHATSAPP_TEST_ENV, whatsappWebhook } from '../../test/fake-whatsapp';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { injectAs } from '../../test/api';
import { completeWorker, employerWithJob } from '../../test/factories';
import { givePhone } from './test-helpers';

const PUBLIC_URL = 'https://crewbridge.test';
const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.whatsapp = await startFakeWhatsapp();
  t.ctx = await createTestApp({ ...t.twilio.env, ...t.whatsapp.env, PUBLIC_URL }, { now: () => t.now });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.twilio?.close();
  await t.whatsapp?.close();
});
beforeEach(() => {
  t.now = new Date();
});

/** Posts a signed webhook and waits for what it stored to be processed (after the answer). */
async function postWhatsapp(body: string, signature = signWhatsappBody(body)) {
  const response = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
  await t.ctx.app.inboundEvents.settled();
  return response;
}

let smsCounter = 0;
/** An inbound SMS as Twilio posts it, signed over the public URL with the auth token. */
async function postSms(from: string, text: string, options: { signature?: string; messageSid?: string } = {}) {
  const params = {
    AccountSid: t.twilio.env.TWILIO_ACCOUNT_SID,
    MessageSid: options.messageSid ?? `SMin${(smsCounter += 1)}${Date.now()}`,
    From: from,
    To: t.twilio.env.TWILIO_FROM,
    Body: text,
  };
  const signature =
    options.signature ?? twilio.getExpectedTwilioSignature(t.twilio.env.TWILIO_AUTH_TOKEN, `${PUBLIC_URL}/api/webhooks/twilio/sms`, params);
  const response = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/twilio/sms',
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
  await t.ctx.app.inboundEvents.settled();
  return response;
}
const repliesTo = (phone: string, channel: 'sms' | 'whatsapp' = 'sms') =>
  t.ctx.database.db
    .select()
    .from(channelOutbox)
    .where(and(eq(channelOutbox.address, phone), eq(channelOutbox.channel, channel), eq(channelOutbox.kind, 'reply')));
/**
 * Posts an inbound SMS; the webhook answers an empty TwiML at once, and the answer (if any) is
 * queued in the outbox as a text to that number: returns its body, or null.
 */
async function smsAnswer(from: string, text: string, options: { messageSid?: string } = {}) {
  const before = new Set((await repliesTo(from)).map((row) => row.id));
  const response = await postSms(from, text, options);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/xml');
  expect(response.body).toContain('<Response/>');
  const added = (await repliesTo(from)).filter((row) => !before.has(row.id));
  expect(added.length).toBeLessThanOrEqual(1);
  return added[0]?.body ?? null;
}
const phoneRow = async (userId: string) => (await t.ctx.database.db.select().from(userPhones).where(eq(userPhones.userId, userId)))[0]!;

describe('WhatsApp webhook', () => {
  it('answers the verification handshake with the challenge, and 403 to a wrong token', async () => {
    const ok = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('accepts only a body signed with the app secret', async () => {
    const body = whatsappWebhook({ statuses: [] });
    expect((await postWhatsapp(body)).statusCode).toBe(200);
    expect((await postWhatsapp(body, signWhatsappBody(body, 'another-secret'))).statusCode).toBe(401);
    expect((await postWhatsapp(body, 'sha256=00')).statusCode).toBe(401);
    expect((await postWhatsapp(`${body} `, signWhatsappBody(body))).statusCode).toBe(401);
    const unsigned = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('keeps the furthest delivery status whatever order they come in, and counts each once', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    await t.ctx.database.db.insert(channelOutbox).values({
      userId: worker.user.id,
      channel: 'whatsapp',
      kind: 'job_alert',
      notificationKey: 'status-order-test',
      body: 'hello',
      status: 'sent',
      providerMessageId: 'wamid.order',
      nextAttemptAt: t.now,
      createdAt: t.now,
    });
    const status = (value: string, seconds: number) => ({
      id: 'wamid.order',
      status: value,
      timestamp: String(1_900_000_000 + seconds),
      recipient_id: '15550001',
    });
    const stateOf = async () =>
      (await t.ctx.database.db.select().from(channelOutbox).where(eq(channelOutbox.providerMessageId, 'wamid.order')))[0]!;

    await postWhatsapp(whatsappWebhook({ statuses: [status('read', 30)] }));
    await postWhatsapp(whatsappWebhook({ statuses: [status('delivered', 20)] }));
    await postWhatsapp(whatsappWebhook({ statuses: [status('sent', 10)] }));
    expect((await stateOf()).deliveryStatus).toBe('read');
    await postWhatsapp(whatsappWebhook({ statuses: [status('read', 30)] }));
    expect((await stateOf()).deliveryStatusAt!.getTime()).toBe(1_900_000_030_000);
  });

  it('acts once on an inbound message delivered twice, and STOP / PARAR stop WhatsApp at once', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language: 'es' });
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    const inbound = (id: string, text: string) =>
      whatsappWebhook({ messages: [{ id, from: phone.slice(1), timestamp: '1900000000', type: 'text', text: { body: text } }] });

    const stop = inbound(`wamid.in.${phone}.1`, 'parar');
    expect((await postWhatsapp(stop)).statusCode).toBe(200);
    expect((await postWhatsapp(stop)).statusCode).toBe(200);
    expect((await phoneRow(worker.user.id)).whatsappOptedOutAt).not.toBeNull();
    expect((await phoneRow(worker.user.id)).smsOptedOutAt).toBeNull();
    const replies = await t.ctx.database.db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain('ya no recibirá mensajes');

    await postWhatsapp(inbound(`wamid.in.${phone}.2`, 'ALTA'));
    expect((await phoneRow(worker.user.id)).whatsappOptedOutAt).toBeNull();
  });
});

describe('Twilio SMS webhook', () => {
  it('refuses a request without a valid X-Twilio-Signature', async () => {
    expect((await postSms('+15550009999', 'STOP', { signature: 'forged' })).statusCode).toBe(403);
    const unsigned = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      payload: 'From=%2B15550009999&Body=STOP&MessageSid=SM1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.statusCode).toBe(403);
  });

  it('opts out on every stop keyword with one confirmation, back in with START, and explains on HELP', async () => {
    for (const keyword of ['STOP', 'stopall', 'Unsubscribe', 'CANCEL', 'END', 'QUIT', 'PARAR', 'ALTO', 'BAJA']) {
      const worker = await registerUser(t.ctx.app, 'worker');
      const phone = await givePhone(t.ctx.database.db, worker.user.id);
      expect(await smsAnswer(phone, keyword)).toContain('you will get no more texts');
      expect((await phoneRow(worker.user.id)).smsOptedOutAt).not.toBeNull();
    }
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    await postSms(phone, 'STOP');
    expect(await smsAnswer(phone, 'START')).toContain('texts are back on');
    expect((await phoneRow(worker.user.id)).smsOptedOutAt).toBeNull();

    const help = (await smsAnswer(phone, 'HELP'))!;
    expect(help).toContain('CrewBridge');
    expect(help).toContain('Msg&data rates may apply');
    expect(help).toContain('Reply STOP to stop');
    expect(help).toMatch(/a few a week/);
  });

  it("answers in the user's language (Spanish keywords from an unknown number in Spanish)", async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language: 'es' });
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    expect(await smsAnswer(phone, 'STOP')).toContain('ya no recibirá mensajes');
    expect(await smsAnswer(phone, 'AYUDA')).toContain('Msg&data rates may apply');
    // A number no account holds is answered too: the reply row names the number, not a user.
    expect(await smsAnswer('+15550001234', 'BAJA')).toContain('ya no recibirá mensajes');
    expect(await smsAnswer('+15550001234', 'START')).toContain('texts are back on');
    expect((await repliesTo('+15550001234')).every((row) => row.userId === null)).toBe(true);
  });

  it('acts once on the same inbound message delivered twice', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    expect(await smsAnswer(phone, 'STOP', { messageSid: `SMdup${phone}` })).not.toBeNull();
    expect(await smsAnswer(phone, 'STOP', { messageSid: `SMdup${phone}` })).toBeNull();
    expect(await repliesTo(phone)).toHaveLength(1);
  });

  it('answers "status" with the open applications and their statuses, in the worker\'s language', async () => {
    const first = await employerWithJob(t.ctx);
    const second = await employerWithJob(t.ctx, 'Bayou Welding');
    const turnedDown = await employerWithJob(t.ctx, 'Delta Pipe');
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    const ids: string[] = [];
    for (const employer of [first, second, turnedDown]) {
      const applied = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: employer.job.id, coverLetter: 'I weld.' });
      ids.push((applied.json() as { id: string }).id);
    }
    await injectAs(t.ctx.app, second).patch(`/api/applications/${ids[1]}/status`, { status: 'interview' });
    await injectAs(t.ctx.app, turnedDown).patch(`/api/applications/${ids[2]}/status`, { status: 'rejected' });

    const answer = (await smsAnswer(phone, 'status'))!;
    expect(answer).toContain('your open applications');
    expect(answer).toContain(`- ${second.job.title}: interview`);
    expect(answer).toContain(`- ${first.job.title}: received`);
    expect(answer.match(/^- /gm)).toHaveLength(2);
    expect(answer).toContain('/worker-dashboard?tab=applications');

    await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language: 'es' });
    const spanish = (await smsAnswer(phone, 'Mis solicitudes'))!;
    expect(spanish).toContain('sus solicitudes abiertas');
    expect(spanish).toContain(`- ${second.job.title}: entrevista`);

    // On WhatsApp the answer is queued as a reply to the worker's message.
    const estado = whatsappWebhook({
      messages: [{ id: `wamid.estado.${phone}`, from: phone.slice(1), type: 'text', text: { body: 'estado' } }],
    });
    expect((await postWhatsapp(estado)).statusCode).toBe(200);
    const replies = await t.ctx.database.db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
    expect(replies.find((row) => row.kind === 'reply' && row.channel === 'whatsapp')?.body).toContain(`- ${first.job.title}: recibida`);
  });
});
