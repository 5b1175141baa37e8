import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password';
import { emailOutbox, applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { channelOutbox } from '../../db/schema/channels';
import { conversations, messages } from '../../db/schema/messaging';
import { invoices } from '../../db/schema/payments';
import { reports } from '../../db/schema/reports';
import { injectAs } from '../../test/api';
import { insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

// A fixed clock years away from the wall clock: only the rows this file writes fall in the 30 days.
// 12:00 UTC is 05:00 in Los Angeles (PDT), so "today" there is March 20.
const NOW = new Date('2030-03-20T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => NOW });
});
afterAll(async () => {
  await ctx?.close();
});

const at = (iso: string) => new Date(iso);

async function insertUser(userType: 'worker' | 'employer', createdAt: Date) {
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `${userType}-${Math.random().toString(36).slice(2)}@today.test`,
      passwordHash: await hashPassword('x'),
      userType,
      createdAt,
    })
    .returning();
  return row!;
}

describe('GET /api/admin/today', () => {
  it('answers 401 signed out and 403 to workers and employers', async () => {
    expect((await injectAs(ctx.app, null).get('/api/admin/today')).statusCode).toBe(401);
    for (const userType of ['worker', 'employer'] as const) {
      const user = await registerUser(ctx.app, userType);
      expect((await injectAs(ctx.app, user).get('/api/admin/today')).statusCode).toBe(403);
    }
  });

  it("counts each day of the operator's calendar, with totals and failed e-mails and texts", async () => {
    const db = ctx.database.db;
    // 06:00 UTC on the 20th is 23:00 on the 19th in Los Angeles; 08:00 UTC is 01:00 on the 20th.
    const lateWorker = await insertUser('worker', at('2030-03-20T06:00:00Z'));
    const employer = await insertUser('employer', at('2030-03-20T08:00:00Z'));
    await insertUser('worker', at('2030-02-19T08:30:00Z')); // 00:30 on Feb 19, the first day shown
    await insertUser('worker', at('2030-02-19T07:30:00Z')); // 23:30 on Feb 18: before the 30 days
    const job = await insertJob(ctx, employer.id, { postedAt: at('2030-03-18T20:00:00Z') });
    await insertJob(ctx, employer.id, { postedAt: at('2030-02-01T20:00:00Z'), isActive: false, reviewStatus: 'held' });
    // Two reports of one job are one case; a resolved report is none.
    await db.insert(reports).values([
      { reporterId: lateWorker.id, targetType: 'job', targetId: job.id, reason: 'scam_fees' },
      { reporterId: employer.id, targetType: 'job', targetId: job.id, reason: 'fake_job' },
      { reporterId: lateWorker.id, targetType: 'employer', targetId: employer.id, reason: 'other', status: 'resolved' },
    ]);
    await insertJob(ctx, employer.id, { postedAt: at('2030-03-21T01:00:00Z') }); // 18:00 on the 20th
    await db.insert(applications).values({
      jobId: job.id,
      workerId: lateWorker.id,
      employerId: employer.id,
      jobTitle: job.title,
      appliedAt: at('2030-03-19T15:00:00Z'),
    });
    const [a, b] = [lateWorker.id, employer.id].sort();
    const [conversation] = await db.insert(conversations).values({ userAId: a!, userBId: b! }).returning();
    for (const sentAt of ['2030-03-19T16:00:00Z', '2030-03-19T17:00:00Z', '2030-03-20T09:00:00Z']) {
      await db.insert(messages).values({
        conversationId: conversation!.id,
        senderId: employer.id,
        receiverId: lateWorker.id,
        content: 'Hello',
        sentAt: at(sentAt),
      });
    }
    await db.insert(invoices).values([
      { userId: employer.id, description: 'Basic Job Post', amountCents: 9900, status: 'paid', createdAt: at('2030-03-18T20:00:00Z') },
      { userId: employer.id, description: 'Boosted Job Post', amountCents: 29900, status: 'paid', createdAt: at('2030-03-20T10:00:00Z') },
      {
        userId: employer.id,
        description: 'Refund - Basic Job Post',
        amountCents: -9900,
        status: 'refunded',
        createdAt: at('2030-03-20T11:00:00Z'),
      },
      {
        userId: employer.id,
        description: 'Pay-Per-Hire Success Fee - Welder',
        amountCents: 100000,
        status: 'pending',
        createdAt: at('2030-03-20T11:00:00Z'),
      },
    ]);
    await db.insert(emailOutbox).values([
      { toEmail: 'a@x.test', subject: 's', body: 'b', status: 'failed' },
      { toEmail: 'b@x.test', subject: 's', body: 'b', status: 'sent' },
    ]);
    const outboxRow = { userId: lateWorker.id, kind: 'job_alert', notificationKey: 'k', body: 'b', nextAttemptAt: NOW, createdAt: NOW };
    await db.insert(channelOutbox).values([
      { ...outboxRow, channel: 'sms', status: 'failed' },
      { ...outboxRow, channel: 'whatsapp', status: 'failed' },
      { ...outboxRow, channel: 'push', status: 'failed' },
      { ...outboxRow, channel: 'sms', status: 'sent' },
    ]);

    const operator = await signInOperator(ctx, { timeZone: 'America/Los_Angeles', now: NOW });
    const response = await injectAs(ctx.app, operator).get('/api/admin/today');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe('America/Los_Angeles');
    expect(body.days).toHaveLength(30);
    expect(body.days[0].date).toBe('2030-02-19');
    const day = (date: string) => body.days.find((row: { date: string }) => row.date === date);
    expect(day('2030-02-19')).toMatchObject({ workerSignups: 1, employerSignups: 0 });
    expect(day('2030-03-18')).toEqual({
      date: '2030-03-18',
      workerSignups: 0,
      employerSignups: 0,
      jobsPosted: 1,
      applications: 0,
      messages: 0,
      revenue: 9900,
    });
    expect(day('2030-03-19')).toEqual({
      date: '2030-03-19',
      workerSignups: 1,
      employerSignups: 0,
      jobsPosted: 0,
      applications: 1,
      messages: 2,
      revenue: 0,
    });
    expect(day('2030-03-20')).toEqual({
      date: '2030-03-20',
      workerSignups: 0,
      employerSignups: 1,
      jobsPosted: 1,
      applications: 0,
      messages: 1,
      revenue: 29900 - 9900,
    });
    expect(body.totals).toEqual({ workerSignups: 2, employerSignups: 1, jobsPosted: 2, applications: 1, messages: 3, revenue: 29900 });
    expect(body.failedEmails).toBe(1);
    expect(body.failedTexts).toBe(2);
    expect(body.jobsInReview).toBe(1);
    expect(body.openReports).toBe(1);
  });

  it('reads days in the default zone (central US) when the operator never reported one', async () => {
    const operator = await signInOperator(ctx, { now: NOW });
    const body = (await injectAs(ctx.app, operator).get('/api/admin/today')).json();
    expect(body.timeZone).toBe('America/Chicago');
    expect(body.days.at(-1).date).toBe('2030-03-20');
  });
});
