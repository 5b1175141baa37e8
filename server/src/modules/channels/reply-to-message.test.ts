import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { messages } from '../../db/schema/messaging';
import { injectAs } from '../../test/api';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp, type TestContext } from '../../test/test-app';
import { MESSAGE_EMAIL_DELAY_MS } from '../notifications/scheduled';
import { givePhone, postSignedSms, turnOnChannels } from './test-helpers';

const PUBLIC_URL = 'https://crewbridge.test';
const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.ctx = await createTestApp({ ...t.twilio.env, PUBLIC_URL }, { now: () => t.now });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.twilio?.close();
});

const postSms = (from: string, text: string, messageSid: string) =>
  postSignedSms(t.ctx.app, t.twilio.env, PUBLIC_URL, { from, text, messageSid });
/** The texts sent to `phone` once the outbox has run (a reply is a normal outbound SMS). */
async function textsTo(phone: string) {
  t.now = new Date(t.now.getTime() + 1_000);
  await t.ctx.app.channelOutbox.deliverDue(t.now);
  return t.twilio.sent.filter((sms) => sms.to === phone).map((sms) => sms.body);
}

describe('replying to a message text', () => {
  it('posts the reply in the conversation, once, from the worker to the employer', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    expect(
      (await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: employer.job.id, coverLetter: 'I weld.' })).statusCode,
    ).toBe(201);
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    await turnOnChannels(t.ctx.database.db, worker.user.id, 'new_message', { sms: true });
    const conversationId = (await injectAs(t.ctx.app, employer).post('/api/conversations', { otherUserId: worker.user.id })).json()
      .conversationId as string;
    const sent = await injectAs(t.ctx.app, employer).post(`/api/conversations/${conversationId}/messages`, {
      receiverId: worker.user.id,
      content: 'Can you start Monday at 7?',
    });
    expect(sent.statusCode).toBe(201);
    await t.ctx.database.db.update(messages).set({ sentAt: t.now }).where(eq(messages.id, sent.json().id));

    t.now = new Date(t.now.getTime() + MESSAGE_EMAIL_DELAY_MS + 60_000);
    await t.ctx.app.scheduler.runDue(t.now);
    expect(await t.ctx.app.channelOutbox.deliverDue(t.now)).toBe(1);
    const [text] = t.twilio.sent.filter((sms) => sms.to === phone);
    expect(text!.body).toContain('Reply to this text to answer.');

    const sid = `SMreply${phone}`;
    expect((await postSms(phone, 'Yes, see you Monday.', sid)).statusCode).toBe(200);
    expect((await postSms(phone, 'Yes, see you Monday.', sid)).statusCode).toBe(200);
    const replies = await t.ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, worker.user.id)));
    expect(replies.map((reply) => [reply.content, reply.receiverId])).toEqual([['Yes, see you Monday.', employer.user.id]]);
    const thread = await injectAs(t.ctx.app, employer).get(`/api/conversations/${conversationId}/messages`);
    expect(JSON.stringify(thread.json())).toContain('Yes, see you Monday.');
  });

  it('posts nothing for a number with no message text to answer', async () => {
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    const response = await postSms(phone, 'hello?', `SMlonely${phone}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<Message>');
    expect(await t.ctx.database.db.select().from(messages).where(eq(messages.senderId, worker.user.id))).toHaveLength(0);
  });
});

describe('replying 1 to an SMS job alert', () => {
  it('applies to the alert job with the profile and answers with the status', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    await turnOnChannels(t.ctx.database.db, worker.user.id, 'job_alert', { sms: true });
    expect(
      (await injectAs(t.ctx.app, worker).post('/api/saved-searches', { name: 'Cranes', q: 'crane', frequency: 'instant' })).statusCode,
    ).toBe(201);
    const job = await insertJob(t.ctx, employer.user.id, {
      title: 'Crane Operator',
      description: 'Crawler crane on a bridge job.',
      postedAt: new Date(t.now.getTime() + 10_000),
      expiresAt: new Date(t.now.getTime() + 30 * 24 * 3600_000),
    });
    t.now = new Date(t.now.getTime() + 40_000);
    await t.ctx.app.scheduler.runDue(t.now);
    await t.ctx.app.channelOutbox.deliverDue(t.now);
    const [alert] = t.twilio.sent.filter((sms) => sms.to === phone);
    expect(alert!.body).toContain('Crane Operator');
    expect(alert!.body).toContain('Reply 1 to apply with your profile.');

    const answer = await postSms(phone, '1', `SMone${phone}`);
    expect(answer.body).not.toContain('<Message>');
    expect((await textsTo(phone)).at(-1)).toContain('you applied to Crane Operator. Your application is pending.');
    const applied = await t.ctx.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.workerId, worker.user.id), eq(applications.jobId, job.id)));
    expect(applied).toHaveLength(1);
    await postSms(phone, '1', `SMone2${phone}`);
    expect((await textsTo(phone)).at(-1)).toContain('you already applied to Crane Operator');
    expect(await t.ctx.database.db.select().from(applications).where(eq(applications.workerId, worker.user.id))).toHaveLength(1);
  });
});
