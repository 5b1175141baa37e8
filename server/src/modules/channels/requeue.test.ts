import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOutbox } from '../../db/schema/channels';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { claimDueChannelMessages, upsertChannelMessages } from './repository';
import { givePhone, turnOnChannels } from './test-helpers';

let ctx: TestContext;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp({ ...twilio.env, TWILIO_MESSAGES_PER_SECOND: '50' });
});
afterAll(async () => {
  await ctx?.close();
  await twilio?.close();
});

const rowsOf = async (userId: string) =>
  (await ctx.app.db.select().from(channelOutbox).where(eq(channelOutbox.userId, userId))).sort((a, b) => a.body.localeCompare(b.body));

describe('a text queued again while an earlier one of the same notification is out', () => {
  it('keeps the newer one queued, cancels the earlier, and the run goes on with the rest', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    await givePhone(ctx.app.db, worker.user.id);
    await turnOnChannels(ctx.app.db, worker.user.id, 'application_status', { sms: true });
    const start = new Date(Date.now() + 3_600_000);
    const row = (key: string, body: string, createdAt: Date) => ({
      userId: worker.user.id,
      channel: 'sms' as const,
      kind: 'application_status',
      notificationKey: key,
      body,
      nextAttemptAt: createdAt,
      createdAt,
    });
    await upsertChannelMessages(ctx.app.db, [row('application:1', 'A reviewed', start)]);
    // Another instance claims it and dies with it.
    expect(await claimDueChannelMessages(ctx.app.db, start, 20, 60_000, ['sms'])).toHaveLength(1);
    // Meanwhile the status changes again: a new row, as the first is no longer queued.
    await upsertChannelMessages(ctx.app.db, [row('application:1', 'B interview', new Date(start.getTime() + 1000))]);
    await upsertChannelMessages(ctx.app.db, [row('application:2', 'C other', new Date(start.getTime() + 1000))]);

    // The lease has run out: all three are claimed, and the provider fails every one for now.
    twilio.failNext(503, 503, 503);
    const later = new Date(start.getTime() + 5 * 60_000);
    await expect(ctx.app.channelOutbox.deliverDue(later)).resolves.toBe(0);
    expect((await rowsOf(worker.user.id)).map(({ body, status, lastError }) => ({ body, status, lastError }))).toEqual([
      { body: 'A reviewed', status: 'cancelled', lastError: 'superseded' },
      { body: 'B interview', status: 'queued', lastError: 'Twilio 503: Internal Server Error' },
      { body: 'C other', status: 'queued', lastError: 'Twilio 503: Internal Server Error' },
    ]);
    expect((await rowsOf(worker.user.id)).every((outboxRow) => outboxRow.lockedUntil === null)).toBe(true);

    // The retry sends the newer text and the other one, once each.
    await ctx.app.channelOutbox.deliverDue(new Date(later.getTime() + 60_000));
    expect(twilio.sent.map((sms) => sms.body)).toEqual(expect.arrayContaining(['B interview', 'C other']));
    expect(twilio.sent.filter((sms) => sms.body === 'A reviewed')).toHaveLength(0);
  });

  it('cancels an older row still queued when a newer one of the same key comes back to the queue', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    await givePhone(ctx.app.db, worker.user.id);
    await turnOnChannels(ctx.app.db, worker.user.id, 'application_status', { sms: true });
    const start = new Date(Date.now() + 60_000);
    const base = { userId: worker.user.id, channel: 'sms' as const, kind: 'application_status', notificationKey: 'application:3' };
    // The newer row is claimed (sending) while the older, re-queued before, waits: the newer one failing must not collide with it.
    await upsertChannelMessages(ctx.app.db, [{ ...base, body: 'B newer', nextAttemptAt: start, createdAt: new Date(start.getTime() + 1) }]);
    expect(await claimDueChannelMessages(ctx.app.db, start, 20, 60_000, ['sms'])).toHaveLength(1);
    await upsertChannelMessages(ctx.app.db, [
      { ...base, body: 'A older', nextAttemptAt: new Date(start.getTime() + 3_600_000), createdAt: start },
    ]);
    twilio.failNext(503);
    await expect(ctx.app.channelOutbox.deliverDue(new Date(start.getTime() + 5 * 60_000))).resolves.toBe(0);
    expect((await rowsOf(worker.user.id)).map(({ body, status }) => ({ body, status }))).toEqual([
      { body: 'A older', status: 'cancelled' },
      { body: 'B newer', status: 'queued' },
    ]);
  });
});
