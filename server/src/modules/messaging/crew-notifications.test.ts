import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@core/messaging/schemas';
import { applications, emailOutbox } from '../../db/schema/applications';
import { messages } from '../../db/schema/messaging';
import { injectAs } from '../../test/api';
import { completeWorker, insertJob } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { givePhone, postSignedSms, turnOnChannels } from '../channels/test-helpers';
import { addMember, createCrew } from '../crews/test-helpers';
import { MESSAGE_EMAIL_DELAY_MS } from '../notifications/scheduled';

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

describe('a crew message reaches each member by his channels (issue 51)', () => {
  it('e-mails the member who chose e-mail, texts the one who chose texts, and a text reply reaches the whole conversation', async () => {
    const { db } = t.ctx.database;
    const foreman = await completeWorker(t.ctx);
    const member = await completeWorker(t.ctx);
    const employer = await registerUser(t.ctx.app, 'employer');
    const crew = await createCrew(t.ctx.app, foreman);
    await addMember(t.ctx.app, foreman, crew.id, member);
    const job = await insertJob(t.ctx, employer.user.id, { positions: 3 });
    const memberIds = [foreman.user.id, member.user.id];
    expect((await injectAs(t.ctx.app, foreman).post('/api/applications', { jobId: job.id, crewId: crew.id, memberIds })).statusCode).toBe(
      201,
    );
    const phone = await givePhone(db, member.user.id);
    await turnOnChannels(db, member.user.id, 'new_message', { sms: true });
    const [application] = await db.select().from(applications).where(eq(applications.workerId, member.user.id));
    const conversationId = (await injectAs(t.ctx.app, employer).post('/api/conversations', { applicationId: application!.id })).json()
      .conversationId as string;
    const sent = await injectAs(t.ctx.app, employer).post(`/api/conversations/${conversationId}/messages`, {
      receiverId: foreman.user.id,
      content: 'Badge pickup at gate 3 tomorrow.',
    });
    expect(sent.statusCode).toBe(201);
    await db.update(messages).set({ sentAt: t.now }).where(eq(messages.conversationId, conversationId));

    t.now = new Date(t.now.getTime() + MESSAGE_EMAIL_DELAY_MS + 60_000);
    await t.ctx.app.scheduler.runDue(t.now);
    const mails = await db
      .select({ to: emailOutbox.toEmail })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'new_message')));
    expect(mails.map((mail) => mail.to)).toContain(foreman.user.email);
    expect(await t.ctx.app.channelOutbox.deliverDue(t.now)).toBeGreaterThanOrEqual(1);
    const [text] = t.twilio.sent.filter((sms) => sms.to === phone);
    expect(text!.body).toContain('Badge pickup at gate 3 tomorrow.');

    expect((await postSms(phone, 'Got it, see you at gate 3.', `SMcrew${phone}`)).statusCode).toBe(200);
    for (const reader of [employer, foreman]) {
      const thread = (await injectAs(t.ctx.app, reader).get(`/api/conversations/${conversationId}/messages`)).json() as Message[];
      expect(thread.at(-1)).toMatchObject({ senderId: member.user.id, content: 'Got it, see you at gate 3.' });
    }
  });
});
