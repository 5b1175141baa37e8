import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ALERT_TEXTS_PER_DAY } from '@core/channels/limits';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { channelOutbox, type OutboundChannel } from '../../db/schema/channels';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startFakeWhatsapp } from '../../test/fake-whatsapp';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';
import { insertChannelMessages } from './repository';
import { givePhone, turnOnChannels } from './test-helpers';

async function queue(db: Database, userId: string, channel: OutboundChannel, kind: string, count: number, at: Date) {
  for (let i = 0; i < count; i += 1) {
    await insertChannelMessages(db, [
      { userId, channel, kind, notificationKey: `${kind}-${userId}-${i}`, body: `Text ${i}`, nextAttemptAt: at, createdAt: at },
    ]);
  }
}

const statuses = async (db: Database, userId: string, channel: OutboundChannel) =>
  (
    await db
      .select()
      .from(channelOutbox)
      .where(and(eq(channelOutbox.userId, userId), eq(channelOutbox.channel, channel)))
  ).map((row) => row.status);

describe('provider rates', () => {
  const t = {
    ctx: undefined as unknown as TestContext,
    twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
    whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  };
  beforeAll(async () => {
    t.twilio = await startFakeTwilio();
    t.whatsapp = await startFakeWhatsapp();
    t.ctx = await createTestApp({ ...t.twilio.env, ...t.whatsapp.env, TWILIO_MESSAGES_PER_SECOND: '2', TEXT_RATE_GUARD_MS: '100' });
  });
  afterAll(async () => {
    await t.ctx?.close();
    await t.twilio?.close();
    await t.whatsapp?.close();
  });

  it('sends SMS at the configured rate and keeps the rest queued, not failed', async () => {
    const db = t.ctx.database.db;
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(db, worker.user.id);
    await turnOnChannels(db, worker.user.id, 'messages', { sms: true });
    const start = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    await queue(db, worker.user.id, 'sms', 'messages', 5, start);

    expect(await t.ctx.app.channelOutbox.deliverDue(start)).toBe(2);
    expect((await statuses(db, worker.user.id, 'sms')).sort()).toEqual(['queued', 'queued', 'queued', 'sent', 'sent']);
    // The rest waits until the first two are a second (and the 100 ms guard) behind, and the delivery loop is told when that is.
    expect(t.ctx.app.channelOutbox.backlogWaitsUntil()).toEqual(new Date(start.getTime() + 1100));
    // Still inside the full window: nothing is claimed (the backlog is not touched).
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(start.getTime() + 500))).toBe(0);
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(start.getTime() + 1100))).toBe(2);
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(start.getTime() + 2200))).toBe(1);
    expect(t.ctx.app.channelOutbox.backlogWaitsUntil()).toBeNull();
    expect(t.twilio.sent.filter((sms) => sms.to === phone)).toHaveLength(5);
    const rows = await db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
    // Waiting for the rate is not a failed attempt.
    expect(rows.map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1]);
  });

  // The sender remembers a full window per channel, so each SMS test here takes later seconds than the one before.
  it("gives back the day's job-alert count of a text the rate held back", async () => {
    const db = t.ctx.database.db;
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(db, worker.user.id);
    await turnOnChannels(db, worker.user.id, 'job_alert', { sms: true });
    const second = Math.ceil(Date.now() / 1000) * 1000 + 180_000;
    await queue(db, worker.user.id, 'sms', 'job_alert', JOB_ALERT_TEXTS_PER_DAY, new Date(second));

    // Two go in the first second (the rate); the third waits, and the day's cap still has room for it.
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(second))).toBe(2);
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(second + 1100))).toBe(JOB_ALERT_TEXTS_PER_DAY - 2);
    expect(t.twilio.sent.filter((sms) => sms.to === phone)).toHaveLength(JOB_ALERT_TEXTS_PER_DAY);
  });

  it('counts a rolling second, not calendar seconds: a new second does not open a new allowance', async () => {
    const db = t.ctx.database.db;
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(db, worker.user.id);
    await turnOnChannels(db, worker.user.id, 'messages', { sms: true });
    const second = Math.ceil(Date.now() / 1000) * 1000 + 240_000;
    await queue(db, worker.user.id, 'sms', 'messages', 4, new Date(second + 900));

    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(second + 900))).toBe(2);
    // 100 ms later the calendar second is new, but two already went in the last second: before, two more went here.
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(second + 1000))).toBe(0);
    expect(t.ctx.app.channelOutbox.backlogWaitsUntil()).toEqual(new Date(second + 2000));
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(second + 1999))).toBe(0);
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(second + 2000))).toBe(2);
    expect(t.twilio.sent.filter((sms) => sms.to === phone)).toHaveLength(4);
  });

  it('sends WhatsApp to one recipient at most once per 6 seconds', async () => {
    const db = t.ctx.database.db;
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(db, worker.user.id);
    await turnOnChannels(db, worker.user.id, 'messages', { whatsapp: true });
    const start = new Date(Math.ceil(Date.now() / 1000) * 1000 + 120_000);
    await queue(db, worker.user.id, 'whatsapp', 'messages', 2, start);
    const toWorker = () => t.whatsapp.sent.filter((message) => message.body.to === phone.slice(1));

    expect(await t.ctx.app.channelOutbox.deliverDue(start)).toBe(1);
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(start.getTime() + 5_000))).toBe(0);
    expect(toWorker()).toHaveLength(1);
    expect(await t.ctx.app.channelOutbox.deliverDue(new Date(start.getTime() + 6_000))).toBe(1);
    expect(toWorker()).toHaveLength(2);
  });
});

// The cap is one upsert; two instances racing on one PostgreSQL must still stop at it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the daily job-alert cap with two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    whatsapp = await startFakeWhatsapp();
    instances = await createTestAppsSharingDatabase(2, { ...twilio.env, ...whatsapp.env });
  });
  afterAll(async () => {
    await instances?.close();
    await twilio?.close();
    await whatsapp?.close();
  });

  it(`sends at most ${JOB_ALERT_TEXTS_PER_DAY} job alerts a day per channel and drops the rest`, async () => {
    const [appA, appB] = instances.apps as [App, App];
    const worker = await registerUser(appA, 'worker');
    const phone = await givePhone(appA.db, worker.user.id);
    await turnOnChannels(appA.db, worker.user.id, 'job_alert', { sms: true, whatsapp: true });
    const now = new Date();
    await queue(appA.db, worker.user.id, 'sms', 'job_alert', 8, now);

    await Promise.all([appA.channelOutbox.deliverDue(now), appB.channelOutbox.deliverDue(now)]);
    expect(twilio.sent.filter((sms) => sms.to === phone)).toHaveLength(JOB_ALERT_TEXTS_PER_DAY);
    const sms = await statuses(appA.db, worker.user.id, 'sms');
    expect(sms.filter((status) => status === 'sent')).toHaveLength(JOB_ALERT_TEXTS_PER_DAY);
    expect(sms.filter((status) => status === 'cancelled')).toHaveLength(8 - JOB_ALERT_TEXTS_PER_DAY);

    // WhatsApp counts on its own; other kinds of text are not capped.
    await queue(appA.db, worker.user.id, 'whatsapp', 'job_alert', 1, now);
    await turnOnChannels(appA.db, worker.user.id, 'messages', { sms: true });
    await queue(appA.db, worker.user.id, 'sms', 'messages', 1, now);
    expect(await appB.channelOutbox.deliverDue(now)).toBe(2);
  });
});

// The rolling window is one upsert per send; two instances sending at once must still keep to the rate.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the rolling rate with two instances', () => {
  let apps: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    apps = await createTestAppsSharingDatabase(2, { ...twilio.env, TWILIO_MESSAGES_PER_SECOND: '2' });
  });
  afterAll(async () => {
    await apps?.close();
    await twilio?.close();
  });

  it('never sends more than the rate in one rolling second, whichever instance sends', async () => {
    const [appA, appB] = apps.apps as [App, App];
    const phones: string[] = [];
    const second = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000;
    for (let i = 0; i < 6; i += 1) {
      const worker = await registerUser(appA, 'worker');
      phones.push(await givePhone(appA.db, worker.user.id));
      await turnOnChannels(appA.db, worker.user.id, 'messages', { sms: true });
      await queue(appA.db, worker.user.id, 'sms', 'messages', 1, new Date(second + 900));
    }
    const sentToThem = () => twilio.sent.filter((sms) => phones.includes(sms.to)).length;
    // Two a second: two at 0.9 s, none at 1.0 s though its calendar second is new.
    await Promise.all([appA.channelOutbox.deliverDue(new Date(second + 900)), appB.channelOutbox.deliverDue(new Date(second + 900))]);
    await Promise.all([appA.channelOutbox.deliverDue(new Date(second + 1000)), appB.channelOutbox.deliverDue(new Date(second + 1000))]);
    expect(sentToThem()).toBe(2);
    await Promise.all([appA.channelOutbox.deliverDue(new Date(second + 2000)), appB.channelOutbox.deliverDue(new Date(second + 2000))]);
    expect(sentToThem()).toBe(4);
  });
});
