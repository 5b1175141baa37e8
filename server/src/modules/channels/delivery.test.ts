import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { channelOutbox, pushSubscriptions } from '../../db/schema/channels';
import { injectAs, type Caller } from '../../test/api';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { startFakePushService } from '../../test/fake-push-service';
import { startFakeTwilio } from '../../test/fake-twilio';
import { signWhatsappBody, startFakeWhatsapp, whatsappWebhook } from '../../test/fake-whatsapp';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { STATUS_EMAIL_HOLD_MS } from '../notifications/notifier';
import { givePhone, turnOnChannels } from './test-helpers';

const PUBLIC_URL = 'https://crewbridge.test';
const VAPID = {
  VAPID_PUBLIC_KEY: 'BCsaDGS6t6xVRrMOgeFrcO9NrKxCZMKXO-toaPGbvD09FqIcp_Ord_OqWaUB8JIIUhADZt0oojcFn1L8YGdwXaw',
  VAPID_PRIVATE_KEY: 'ZM7nx5p1Ei9s3LUPJWx4MsOceSONiM9m3MOQwcDMac8',
  VAPID_SUBJECT: 'mailto:ops@crewbridge.test',
};
const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  push: undefined as unknown as Awaited<ReturnType<typeof startFakePushService>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.whatsapp = await startFakeWhatsapp();
  t.push = await startFakePushService();
  t.ctx = await createTestApp({ ...t.twilio.env, ...t.whatsapp.env, ...t.push.env, ...VAPID, PUBLIC_URL }, { now: () => t.now });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.twilio?.close();
  await t.whatsapp?.close();
  await t.push?.close();
});
beforeEach(() => {
  t.now = new Date();
});

const later = (ms: number) => (t.now = new Date(t.now.getTime() + ms));
const deliver = () => t.ctx.app.channelOutbox.deliverDue(t.now);
const smsTo = (phone: string) => t.twilio.sent.filter((sms) => sms.to === phone);
const whatsappTo = (phone: string) => t.whatsapp.sent.filter((message) => message.body.to === phone.slice(1));

async function apply(worker: Caller, jobId: string) {
  const response = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId, coverLetter: 'I weld.' });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

/** A worker with a verified number, a device subscribed to push, and `channels` on for application updates. */
async function reachableWorker(channels: { sms?: boolean; whatsapp?: boolean; push?: boolean }) {
  const worker = await completeWorker(t.ctx);
  const phone = await givePhone(t.ctx.database.db, worker.user.id);
  const device = t.push.newDevice();
  const subscribed = await injectAs(t.ctx.app, worker).post('/api/push-subscriptions', { endpoint: device.endpoint, keys: device.keys });
  expect(subscribed.statusCode).toBe(204);
  await turnOnChannels(t.ctx.database.db, worker.user.id, 'application_status', channels);
  return { ...worker, phone, device };
}

describe('delivery on each chosen channel', () => {
  it('sends a status change once by SMS, WhatsApp and push, short, with a link and how to stop', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await reachableWorker({ sms: true, whatsapp: true, push: true });
    const application = await apply(worker, employer.job.id);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    // Held like the e-mail, so quick changes collapse into one text.
    expect(await deliver()).toBe(0);
    later(STATUS_EMAIL_HOLD_MS);
    expect(await deliver()).toBe(3);
    expect(await deliver()).toBe(0);

    const [sms] = smsTo(worker.phone);
    expect(smsTo(worker.phone)).toHaveLength(1);
    expect(sms!.body).toBe(
      `CrewBridge: Your application for Pipeline Welder at Gulf Rigging Co was reviewed. Nothing to do now: we will text you when it moves.\nView my applications: ${PUBLIC_URL}/worker-dashboard?tab=applications\nReply STOP to stop.`,
    );
    expect(whatsappTo(worker.phone)).toHaveLength(1);
    // Outside the 24-hour window only an approved template may go.
    expect(whatsappTo(worker.phone)[0]!.body).toMatchObject({
      type: 'template',
      template: { name: 'crewbridge_update', language: { code: 'en_US' } },
    });
    const pushes = t.push.received.filter((push) => push.device === worker.device.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.payload).toEqual({
      title: 'CrewBridge',
      body: 'Your application for Pipeline Welder at Gulf Rigging Co was reviewed. Nothing to do now: we will text you when it moves.',
      url: `${PUBLIC_URL}/worker-dashboard?tab=applications`,
    });
    expect(pushes[0]!.authorization).toMatch(/^vapid t=.+, k=/);
    const rows = await t.ctx.database.db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.find((row) => row.channel === 'sms')!.providerMessageId).toBe(sms!.sid);
  });

  it('writes in Spanish for a Spanish speaker, and sends nothing on a channel left off', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await reachableWorker({ sms: true });
    await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language: 'es' });
    const application = await apply(worker, employer.job.id);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status: 'accepted' });
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(smsTo(worker.phone).map((sms) => sms.body)).toEqual([
      `CrewBridge: Lo contrataron para Pipeline Welder en Gulf Rigging Co. ¿Preguntas? Escríbales en sus mensajes.\nAbrir mensajes: ${PUBLIC_URL}/worker-dashboard?tab=messages\nResponda PARAR para dejar de recibirlos.`,
    ]);
    expect(whatsappTo(worker.phone)).toHaveLength(0);
    expect(t.push.received.filter((push) => push.device === worker.device.id)).toHaveLength(0);
  });

  it('retries a provider failure with backoff and sends once it recovers', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await reachableWorker({ sms: true });
    const application = await apply(worker, employer.job.id);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    later(STATUS_EMAIL_HOLD_MS);
    t.twilio.failNext(503);
    expect(await deliver()).toBe(0);
    const [row] = await t.ctx.database.db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Twilio 503: Internal Server Error' });
    expect(await deliver()).toBe(0);
    later(30_000);
    expect(await deliver()).toBe(1);
    expect(smsTo(worker.phone)).toHaveLength(1);
  });

  it('stops at once: a STOP or the switch turned off cancels what is queued', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await reachableWorker({ sms: true, whatsapp: true });
    const application = await apply(worker, employer.job.id);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    await t.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: whatsappWebhook({
        messages: [{ id: `wamid.stop.${worker.phone}`, from: worker.phone.slice(1), type: 'text', text: { body: 'STOP' } }],
      }),
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWhatsappBody(
          whatsappWebhook({
            messages: [{ id: `wamid.stop.${worker.phone}`, from: worker.phone.slice(1), type: 'text', text: { body: 'STOP' } }],
          }),
        ),
      },
    });
    await t.ctx.app.inboundEvents.settled();
    await injectAs(t.ctx.app, worker).put('/api/notification-preferences', {
      preferences: [
        {
          type: 'application_status',
          enabled: true,
          frequency: 'instant',
          channels: { email: true, sms: false, whatsapp: true, push: false },
        },
      ],
    });
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(smsTo(worker.phone)).toHaveLength(0);
    // The one WhatsApp message is the STOP confirmation.
    expect(whatsappTo(worker.phone)).toHaveLength(1);
    expect(whatsappTo(worker.phone)[0]!.body).toMatchObject({ type: 'text' });
    const rows = await t.ctx.database.db
      .select()
      .from(channelOutbox)
      .where(and(eq(channelOutbox.userId, worker.user.id), eq(channelOutbox.kind, 'application_status')));
    expect(rows.map((row) => [row.channel, row.status, row.lastError]).sort()).toEqual([
      ['sms', 'cancelled', 'turned off'],
      ['whatsapp', 'cancelled', 'opted out'],
    ]);
  });

  it('forgets a device the push service answers 410 Gone for, and keeps one subscription per device', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await reachableWorker({ push: true });
    const again = await injectAs(t.ctx.app, worker).post('/api/push-subscriptions', {
      endpoint: worker.device.endpoint,
      keys: worker.device.keys,
    });
    expect(again.statusCode).toBe(204);
    const devices = () => t.ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, worker.user.id));
    expect(await devices()).toHaveLength(1);
    t.push.answer(worker.device.id, 410);
    const application = await apply(worker, employer.job.id);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(await devices()).toHaveLength(0);
    const [row] = await t.ctx.database.db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
    expect(row!.status).toBe('failed');
  });

  it('refuses a malformed push subscription and a signed-out caller', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    expect(
      (await injectAs(t.ctx.app, worker).post('/api/push-subscriptions', { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } }))
        .statusCode,
    ).toBe(400);
    const device = t.push.newDevice();
    expect(
      (await injectAs(t.ctx.app, null).post('/api/push-subscriptions', { endpoint: device.endpoint, keys: device.keys })).statusCode,
    ).toBe(401);
  });
});

describe('apply by replying to a WhatsApp job alert', () => {
  it('offers Apply in the alert; the signed reply applies once with the profile and answers with the status', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    await turnOnChannels(t.ctx.database.db, worker.user.id, 'job_alert', { whatsapp: true });
    expect(
      (await injectAs(t.ctx.app, worker).post('/api/saved-searches', { name: 'Rigging', q: 'rigger', frequency: 'instant' })).statusCode,
    ).toBe(201);
    const job = await insertJob(t.ctx, employer.user.id, {
      title: 'Rigger Foreman',
      description: 'Rigger for a refinery turnaround.',
      postedAt: new Date(t.now.getTime() + 10_000),
      expiresAt: new Date(t.now.getTime() + 30 * 24 * 3600_000),
    });
    await t.ctx.app.scheduler.runDue(later(40_000));
    await deliver();
    const [alert] = whatsappTo(phone);
    expect(alert!.body).toMatchObject({ type: 'template', template: { name: 'crewbridge_job_alert' } });
    const components = (alert!.body.template as { components: { type: string; parameters: { text?: string; payload?: string }[] }[] })
      .components;
    expect(components[0]!.parameters[0]!.text).toContain('Rigger Foreman');
    expect(components[1]).toMatchObject({
      type: 'button',
      sub_type: 'quick_reply',
      parameters: [{ type: 'payload', payload: `apply:${job.id}` }],
    });

    const tap = whatsappWebhook({
      messages: [{ id: `wamid.tap.${phone}`, from: phone.slice(1), type: 'button', button: { payload: `apply:${job.id}`, text: 'Apply' } }],
    });
    const send = async () => {
      const response = await t.ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        payload: tap,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsappBody(tap) },
      });
      await t.ctx.app.inboundEvents.settled();
      return response;
    };
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const applied = await t.ctx.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.workerId, worker.user.id), eq(applications.jobId, job.id)));
    expect(applied).toHaveLength(1);
    // WhatsApp takes one message per 6 s to a number (pacing.ts): the answer waits that long after the alert.
    later(6_000);
    await deliver();
    const answer = whatsappTo(phone).at(-1)!;
    // The tap opened the 24-hour window: the answer is free text.
    expect(answer.body).toMatchObject({ type: 'text' });
    expect((answer.body.text as { body: string }).body).toBe(
      `CrewBridge: you applied to Rigger Foreman. Your application is pending. ${PUBLIC_URL}/worker-dashboard?tab=applications`,
    );
    expect(whatsappTo(phone)).toHaveLength(2);
  });

  it('sends a link to finish the profile when it is not complete', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    const tap = whatsappWebhook({
      messages: [
        {
          id: `wamid.tap2.${phone}`,
          from: phone.slice(1),
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: { id: `apply:${employer.job.id}`, title: 'Apply' } },
        },
      ],
    });
    await t.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: tap,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsappBody(tap) },
    });
    await t.ctx.app.inboundEvents.settled();
    await deliver();
    expect((whatsappTo(phone)[0]!.body.text as { body: string }).body).toBe(
      `CrewBridge: finish your profile to apply by reply: ${PUBLIC_URL}/worker-dashboard?tab=profile`,
    );
    expect(await t.ctx.database.db.select().from(applications).where(eq(applications.workerId, worker.user.id))).toHaveLength(0);
  });
});

describe('without provider keys', () => {
  it('sends nothing, fails nothing, and writes each text under DATA_DIR/messages', async () => {
    const dataDir = path.join(tmpdir(), `crewbridge-messages-${Date.now()}`);
    const ctx = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL });
    try {
      const worker = await registerUser(ctx.app, 'worker');
      const phone = '+15557654321';
      expect((await injectAs(ctx.app, worker).post('/api/phone-verification', { phone, channel: 'sms' })).statusCode).toBe(200);
      const files = await readdir(path.join(dataDir, 'messages'));
      expect(files).toHaveLength(1);
      const written = JSON.parse(await readFile(path.join(dataDir, 'messages', files[0]!), 'utf8')) as {
        channel: string;
        to: string;
        body: string;
      };
      expect(written).toMatchObject({ channel: 'sms', to: phone });
      const code = /\d{6}/.exec(written.body)![0];
      expect((await injectAs(ctx.app, worker).post('/api/phone-verification/confirm', { code })).statusCode).toBe(200);
      expect((await injectAs(ctx.app, worker).get('/api/phone-verification')).json()).toMatchObject({
        pushPublicKey: null,
        verified: true,
      });
    } finally {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
