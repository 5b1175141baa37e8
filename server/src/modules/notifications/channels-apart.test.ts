import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOutbox } from '../../db/schema/channels';
import { injectAs } from '../../test/api';
import { startFakePushService } from '../../test/fake-push-service';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { insertChannelMessages } from '../channels/repository';
import { givePhone, turnOnChannels } from '../channels/test-helpers';
import { PUSH_SEND_TIMEOUT_MS } from '../channels/web-push';

const VAPID = {
  VAPID_PUBLIC_KEY: 'BCsaDGS6t6xVRrMOgeFrcO9NrKxCZMKXO-toaPGbvD09FqIcp_Ord_OqWaUB8JIIUhADZt0oojcFn1L8YGdwXaw',
  VAPID_PRIVATE_KEY: 'ZM7nx5p1Ei9s3LUPJWx4MsOceSONiM9m3MOQwcDMac8',
};
const t = {
  ctx: undefined as unknown as TestContext,
  inbox: undefined as unknown as SmtpInbox,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  push: undefined as unknown as Awaited<ReturnType<typeof startFakePushService>>,
};
beforeAll(async () => {
  t.inbox = await startSmtpInbox();
  t.twilio = await startFakeTwilio();
  t.push = await startFakePushService();
  // The real delivery loop: a poll every 100 ms and the kicks after each request, as in production.
  t.ctx = await createTestApp({ SMTP_URL: t.inbox.url, ...t.twilio.env, ...t.push.env, ...VAPID, MAIL_POLL_MS: '100' });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.push?.close();
  await t.twilio?.close();
  await t.inbox?.close();
});

/** Resolves with the ms it took once `check` holds; fails after `withinMs`. */
async function waitFor(check: () => boolean | Promise<boolean>, withinMs: number) {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - start;
}

/** A worker with `devices` push devices subscribed and push on for application updates, and one push queued for them. */
async function workerWithPush(devices: number) {
  const worker = await registerUser(t.ctx.app, 'worker');
  const subscribed = [];
  for (let i = 0; i < devices; i += 1) {
    const device = t.push.newDevice();
    expect((await injectAs(t.ctx.app, worker).post('/api/push-subscriptions', device)).statusCode).toBe(204);
    subscribed.push(device);
  }
  await turnOnChannels(t.ctx.app.db, worker.user.id, 'application_status', { push: true });
  return { worker, devices: subscribed };
}
const queuePush = (userId: string, body: string) =>
  insertChannelMessages(t.ctx.app.db, [
    { userId, channel: 'push', kind: 'application_status', notificationKey: body, body, nextAttemptAt: new Date(), createdAt: new Date() },
  ]);
const pushRow = async (userId: string) => (await t.ctx.app.db.select().from(channelOutbox).where(eq(channelOutbox.userId, userId)))[0]!;

describe('each channel delivers on its own', () => {
  it('sends a password-reset e-mail and a text at once while a push service holds its socket open', async () => {
    const { worker: stuck, devices } = await workerWithPush(1);
    t.push.hang(devices[0]!.id);
    await queuePush(stuck.user.id, 'Your application was reviewed');
    await waitFor(() => t.push.hung.includes(devices[0]!.id), 3000);

    const resetting = await registerUser(t.ctx.app, 'worker');
    const texted = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(t.ctx.app.db, texted.user.id);
    await turnOnChannels(t.ctx.app.db, texted.user.id, 'application_status', { sms: true });
    const sentAt = performance.now();
    expect((await injectAs(t.ctx.app, null).post('/api/auth/forgot-password', { email: resetting.user.email })).statusCode).toBe(200);
    await insertChannelMessages(t.ctx.app.db, [
      {
        userId: texted.user.id,
        channel: 'sms',
        kind: 'application_status',
        notificationKey: 'apart-sms',
        body: 'Interview on Monday',
        nextAttemptAt: new Date(),
        createdAt: new Date(),
      },
    ]);
    // Before, they waited in one chain behind the push (its 15 s timeout): a reset link took minutes behind a few such devices.
    await waitFor(() => t.inbox.to(resetting.user.email).length === 1, 2500);
    await waitFor(() => t.twilio.sent.some((sms) => sms.to === phone), 2500);
    expect(performance.now() - sentAt).toBeLessThan(PUSH_SEND_TIMEOUT_MS);

    // The push gives up after its short timeout and is retried later, not failed for good.
    await waitFor(async () => (await pushRow(stuck.user.id)).status === 'queued', PUSH_SEND_TIMEOUT_MS + 3000);
    expect(await pushRow(stuck.user.id)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('reaches the devices that answer while another one of the same account hangs', async () => {
    const { worker, devices } = await workerWithPush(2);
    t.push.hang(devices[0]!.id);
    await queuePush(worker.user.id, 'Interview confirmed');
    const took = await waitFor(async () => (await pushRow(worker.user.id)).status === 'sent', PUSH_SEND_TIMEOUT_MS + 3000);
    expect(t.push.received.filter((push) => push.device === devices[1]!.id)).toHaveLength(1);
    // All devices at once: the hanging one costs its timeout, once.
    expect(took).toBeLessThan(PUSH_SEND_TIMEOUT_MS + 2000);
  });

  it('follows no redirect a push service answers', async () => {
    const { worker, devices } = await workerWithPush(2);
    const [redirecting, target] = devices as [(typeof devices)[0], (typeof devices)[0]];
    // The second device is this account's too, but only through the redirect: it must not be reached that way.
    await injectAs(t.ctx.app, worker).delete('/api/push-subscriptions', { endpoint: target.endpoint });
    t.push.redirect(redirecting.id, target.endpoint);
    await queuePush(worker.user.id, 'Redirected?');
    await waitFor(async () => {
      const row = await pushRow(worker.user.id);
      return row.status === 'queued' && row.attempts === 1;
    }, 3000);
    expect(await pushRow(worker.user.id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await pushRow(worker.user.id)).lastError).toBe('push service answered 307');
    expect(t.push.received.filter((push) => push.device === target.id)).toHaveLength(0);
  });
});
