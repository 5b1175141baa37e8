import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CREATED_EVENT } from '@core/applications/events';
import type { App } from '../../app';
import { applications } from '../../db/schema/applications';
import { channelConsents, channelInboundEvents, channelOutbox } from '../../db/schema/channels';
import { completeWorker, employerWithJob } from '../../test/factories';
import { signWhatsappBody, startFakeWhatsapp, whatsappWebhook } from '../../test/fake-whatsapp';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';
import { listenOnRandomPort, openSocket, type TestSocket } from '../messaging/test-helpers';
import type { ApplyByReply } from './inbound';
import { storeInboundEvents, whatsappWebhookEvents } from './inbound-events';
import { givePhone } from './test-helpers';

const t = {
  ctx: undefined as unknown as TestContext,
  whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  baseUrl: '',
  sockets: [] as TestSocket[],
};
beforeAll(async () => {
  t.whatsapp = await startFakeWhatsapp();
  t.ctx = await createTestApp({ ...t.whatsapp.env, PUBLIC_URL: 'https://crewbridge.test' });
  t.baseUrl = await listenOnRandomPort(t.ctx.app);
});
afterAll(async () => {
  for (const { socket } of t.sockets) socket.terminate();
  await t.ctx?.close();
  await t.whatsapp?.close();
});

const tapApply = (phone: string, jobId: string, id = `wamid.tap.${phone}.${jobId}`) =>
  whatsappWebhook({ messages: [{ id, from: phone.slice(1), type: 'button', button: { payload: `apply:${jobId}`, text: 'Apply' } }] });
const postWhatsapp = (app: App, body: string) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsappBody(body) },
  });
const applicationsOf = (app: App, workerId: string, jobId: string) =>
  app.db
    .select()
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.jobId, jobId)));

describe('inbound webhooks: stored, answered, then processed', () => {
  it('answers at once while the processing is still blocked, then applies once it runs', async () => {
    const { app } = t.ctx;
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(app.db, worker.user.id);
    const realApply = app.inboundActions.applyByReply;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let applyStarted = false;
    const blockedApply: ApplyByReply = async (...args) => {
      applyStarted = true;
      await gate;
      return realApply(...args);
    };
    app.inboundActions.applyByReply = blockedApply;
    try {
      const startedAt = performance.now();
      const response = await postWhatsapp(app, tapApply(phone, employer.job.id));
      expect(response.statusCode).toBe(200);
      expect(performance.now() - startedAt).toBeLessThan(2000);
      // The answer went out before the work: nothing applied yet, the event waits in the table.
      expect(await applicationsOf(app, worker.user.id, employer.job.id)).toHaveLength(0);
      await expect.poll(() => applyStarted, { timeout: 10_000 }).toBe(true);
      release();
      await app.inboundEvents.settled();
    } finally {
      app.inboundActions.applyByReply = realApply;
    }
    expect(await applicationsOf(app, worker.user.id, employer.job.id)).toHaveLength(1);
    const [event] = await app.db
      .select()
      .from(channelInboundEvents)
      .where(eq(channelInboundEvents.dedupeKey, `message:wamid.tap.${phone}.${employer.job.id}`));
    expect(event).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('stores a webhook delivered twice once, and applies once', async () => {
    const { app } = t.ctx;
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(app.db, worker.user.id);
    const body = tapApply(phone, employer.job.id);
    const [first, second] = await Promise.all([postWhatsapp(app, body), postWhatsapp(app, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await app.inboundEvents.settled();
    expect(await postWhatsapp(app, body).then((response) => response.statusCode)).toBe(200);
    await app.inboundEvents.settled();
    expect(await applicationsOf(app, worker.user.id, employer.job.id)).toHaveLength(1);
    const stored = await app.db
      .select()
      .from(channelInboundEvents)
      .where(eq(channelInboundEvents.dedupeKey, `message:wamid.tap.${phone}.${employer.job.id}`));
    expect(stored).toHaveLength(1);
    const replies = await app.db
      .select()
      .from(channelOutbox)
      .where(and(eq(channelOutbox.userId, worker.user.id), eq(channelOutbox.kind, 'reply')));
    expect(replies).toHaveLength(1);
  });

  it('processes on the sweep an event stored but never processed (a crash after answering), and one whose claim ran out', async () => {
    const { app } = t.ctx;
    const employer = await employerWithJob(t.ctx);
    const [worker, other] = [await completeWorker(t.ctx), await completeWorker(t.ctx)];
    const [phone, otherPhone] = [await givePhone(app.db, worker.user.id), await givePhone(app.db, other.user.id)];
    const now = new Date();
    const events = [
      ...whatsappWebhookEvents(JSON.parse(tapApply(phone, employer.job.id))),
      ...whatsappWebhookEvents(JSON.parse(tapApply(otherPhone, employer.job.id))),
    ];
    // Stored as the route stores them, without the processing that follows the answer.
    expect(await storeInboundEvents(app.db, events, now)).toBe(2);
    await app.db
      .update(channelInboundEvents)
      .set({ status: 'processing', attempts: 1, lockedUntil: new Date(now.getTime() - 1000) })
      .where(eq(channelInboundEvents.dedupeKey, `message:wamid.tap.${otherPhone}.${employer.job.id}`));
    expect(await applicationsOf(app, worker.user.id, employer.job.id)).toHaveLength(0);

    expect(await app.inboundEvents.processDue(now)).toBe(2);
    expect(await applicationsOf(app, worker.user.id, employer.job.id)).toHaveLength(1);
    expect(await applicationsOf(app, other.user.id, employer.job.id)).toHaveLength(1);
    expect(await app.inboundEvents.processDue(now)).toBe(0);
  });

  it('retries a failed event with backoff, then marks it failed for good', async () => {
    const { app } = t.ctx;
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(app.db, worker.user.id);
    const realApply = app.inboundActions.applyByReply;
    app.inboundActions.applyByReply = async () => {
      throw new Error('database went away');
    };
    const now = new Date();
    try {
      await storeInboundEvents(app.db, whatsappWebhookEvents(JSON.parse(tapApply(phone, 'f0000000-0000-4000-8000-000000000000'))), now);
      await app.inboundEvents.processDue(now);
      const key = eq(channelInboundEvents.dedupeKey, `message:wamid.tap.${phone}.f0000000-0000-4000-8000-000000000000`);
      const [retrying] = await app.db.select().from(channelInboundEvents).where(key);
      expect(retrying).toMatchObject({ status: 'pending', attempts: 1, lastError: 'database went away' });
      expect(retrying!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
      // Not due again until its backoff has passed.
      expect(await app.inboundEvents.processDue(now)).toBe(0);
      let at = now;
      for (let attempt = 2; attempt <= app.env.MAIL_MAX_ATTEMPTS; attempt += 1) {
        at = new Date(at.getTime() + 24 * 3600_000);
        await app.inboundEvents.processDue(at);
      }
      const [failed] = await app.db.select().from(channelInboundEvents).where(key);
      expect(failed).toMatchObject({ status: 'failed', attempts: app.env.MAIL_MAX_ATTEMPTS });
    } finally {
      app.inboundActions.applyByReply = realApply;
    }
  });
});

describe('apply by replying, seen live', () => {
  it("reaches the employer's socket as application.created, and no one else's", async () => {
    const { app } = t.ctx;
    const employer = await employerWithJob(t.ctx);
    const bystander = await registerUser(app, 'employer');
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(app.db, worker.user.id);
    const employerSocket = openSocket(t.baseUrl, { query: `?token=${employer.token}` });
    const bystanderSocket = openSocket(t.baseUrl, { query: `?token=${bystander.token}` });
    t.sockets.push(employerSocket, bystanderSocket);
    // A socket ended by afterAll while still connecting reports an error; the test's own checks are below.
    for (const { socket } of [employerSocket, bystanderSocket]) socket.on('error', () => undefined);
    // Signing the socket in reads the session: slow on a loaded embedded database.
    await employerSocket.next('ready', 10_000);
    await bystanderSocket.next('ready', 10_000);

    expect((await postWhatsapp(app, tapApply(phone, employer.job.id))).statusCode).toBe(200);
    const frame = await employerSocket.next(APPLICATION_CREATED_EVENT, 10_000);
    const [application] = await applicationsOf(app, worker.user.id, employer.job.id);
    expect(frame.payload).toEqual({ applicationId: application!.id, jobId: employer.job.id, jobTitle: employer.job.title });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystanderSocket.frames.map((candidate) => candidate.type)).toEqual(['ready']);
  });
});

// SKIP LOCKED between separate connections needs a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('inbound events with two instances sweeping one PostgreSQL', () => {
  it('processes each stored event exactly once', async () => {
    const instances = await createTestAppsSharingDatabase(2, { PUBLIC_URL: 'https://crewbridge.test' });
    try {
      const [appA, appB] = instances.apps as [App, App];
      const now = new Date();
      const workers: { id: string; phone: string }[] = [];
      for (let i = 0; i < 12; i += 1) {
        const worker = await registerUser(appA, 'worker');
        workers.push({ id: worker.user.id, phone: await givePhone(appA.db, worker.user.id) });
      }
      const body = whatsappWebhook({
        messages: workers.map((worker) => ({
          id: `wamid.stop.${worker.phone}`,
          from: worker.phone.slice(1),
          type: 'text',
          text: { body: 'STOP' },
        })),
      });
      expect(await storeInboundEvents(appA.db, whatsappWebhookEvents(JSON.parse(body)), now)).toBe(12);

      const [byA, byB] = await Promise.all([appA.inboundEvents.processDue(now), appB.inboundEvents.processDue(now)]);
      expect(byA + byB).toBe(12);
      // A STOP processed twice would record its consent row twice.
      for (const worker of workers) {
        expect(await appA.db.select().from(channelConsents).where(eq(channelConsents.userId, worker.id))).toHaveLength(1);
      }
      const events = await appA.db.select().from(channelInboundEvents);
      expect(events.every((event) => event.status === 'done' && event.attempts === 1)).toBe(true);
    } finally {
      await instances.close();
    }
    // Two apps, a throwaway database and a dozen sign-ups: slower than one test's default budget.
  }, 180_000);
});
