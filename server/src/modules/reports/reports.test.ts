import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CREATED_EVENT } from '@core/messaging/schemas';
import { REPORT_MESSAGES } from '@core/reports/schemas';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { insertApplication, signInOperator } from '../admin/test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const report = (caller: Parameters<typeof injectAs>[1], body: Record<string, unknown>) =>
  injectAs(ctx.app, caller).post('/api/reports', body);

describe('POST /api/reports', () => {
  it('answers 401 signed out', async () => {
    const { job } = await employerWithJob(ctx);
    expect((await report(null, { targetType: 'job', targetId: job.id, reason: 'scam_fees' })).statusCode).toBe(401);
  });

  it('files a report of a listed job, and a repeat updates the open one instead of counting twice', async () => {
    const { job } = await employerWithJob(ctx);
    const worker = await registerUser(ctx.app, 'worker');
    const first = await report(worker, { targetType: 'job', targetId: job.id, reason: 'scam_fees', details: 'Asks for $150 up front' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      updated: false,
      report: { targetType: 'job', targetId: job.id, reason: 'scam_fees', details: 'Asks for $150 up front', status: 'open' },
    });
    const again = await report(worker, { targetType: 'job', targetId: job.id, reason: 'fake_job' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ updated: true, report: { id: first.json().report.id, reason: 'fake_job', details: null } });
  });

  it('refuses bad input with a clear 400', async () => {
    const { job } = await employerWithJob(ctx);
    const worker = await registerUser(ctx.app, 'worker');
    const badReason = await report(worker, { targetType: 'job', targetId: job.id, reason: 'rude' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toEqual(errorBody(REPORT_MESSAGES.reasonInvalid));
    const badType = await report(worker, { targetType: 'company', targetId: job.id, reason: 'other' });
    expect(badType.json()).toEqual(errorBody(REPORT_MESSAGES.targetTypeInvalid));
    const badId = await report(worker, { targetType: 'job', targetId: 'nope', reason: 'other' });
    expect(badId.json()).toEqual(errorBody(REPORT_MESSAGES.targetIdInvalid));
    const long = await report(worker, { targetType: 'job', targetId: job.id, reason: 'other', details: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(errorBody(REPORT_MESSAGES.detailsTooLong));
  });

  it('is for workers and employers only (403 to operators is the role check)', async () => {
    const { job } = await employerWithJob(ctx);
    const operator = await signInOperator(ctx);
    expect((await report(operator.token, { targetType: 'job', targetId: job.id, reason: 'other' })).statusCode).toBe(403);
  });

  it('answers 404 for what the reporter cannot see, and 400 for reporting oneself', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const closed = await insertJob(ctx, employer.user.id, { isActive: false });
    const worker = await registerUser(ctx.app, 'worker');
    const otherWorker = await registerUser(ctx.app, 'worker');
    expect((await report(worker, { targetType: 'job', targetId: closed.id, reason: 'fake_job' })).statusCode).toBe(404);
    expect((await report(worker, { targetType: 'job', targetId: crypto.randomUUID(), reason: 'fake_job' })).statusCode).toBe(404);
    // A worker sees no other worker; an employer without a listed job is unseen by strangers.
    expect((await report(worker, { targetType: 'worker', targetId: otherWorker.user.id, reason: 'harassment' })).statusCode).toBe(404);
    expect((await report(worker, { targetType: 'employer', targetId: employer.user.id, reason: 'fake_job' })).statusCode).toBe(404);
    // The wrong type for the account is not found either.
    expect((await report(employer, { targetType: 'employer', targetId: worker.user.id, reason: 'other' })).statusCode).toBe(404);
    const self = await report(employer, { targetType: 'job', targetId: closed.id, reason: 'other' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(errorBody(REPORT_MESSAGES.cannotReportSelf));
  });

  it('lets an applicant report a closed job and the employer report the applicant', async () => {
    const { job, user: employer, token: employerToken } = await employerWithJob(ctx);
    const worker = await registerUser(ctx.app, 'worker');
    await insertApplication(ctx, { workerId: worker.user.id, employerId: employer.id, jobId: job.id });
    await ctx.database.db.execute(`update jobs set is_active = false where id = '${job.id}'`);
    expect((await report(worker, { targetType: 'job', targetId: job.id, reason: 'fake_job' })).statusCode).toBe(201);
    expect((await report(worker, { targetType: 'employer', targetId: employer.id, reason: 'scam_fees' })).statusCode).toBe(201);
    expect((await report(employerToken, { targetType: 'worker', targetId: worker.user.id, reason: 'harassment' })).statusCode).toBe(201);
  });
});

describe('message reports and the safety warning', () => {
  async function conversationWithScamMessage() {
    const { job, user: employer, token: employerToken } = await employerWithJob(ctx);
    const worker = await registerUser(ctx.app, 'worker');
    const started = await injectAs(ctx.app, worker).post('/api/conversations', { jobId: job.id });
    const conversationId = started.json().conversationId as string;
    const send = (token: string, receiverId: string, content: string) =>
      injectAs(ctx.app, token).post(`/api/conversations/${conversationId}/messages`, { content, receiverId });
    const scam = await send(employerToken, worker.user.id, 'Before you start, send me $150 for the registration fee.');
    const honest = await send(employerToken, worker.user.id, 'Can you start Monday at 7am?');
    return { worker, employer, employerToken, conversationId, scam: scam.json(), honest: honest.json() };
  }

  it('marks a message asking for money for the worker reading it, not for its sender', async () => {
    const { worker, employerToken, conversationId, scam, honest } = await conversationWithScamMessage();
    expect(scam.safetyWarning).toBeUndefined();
    const workerView = (await injectAs(ctx.app, worker).get(`/api/conversations/${conversationId}/messages`)).json();
    expect(workerView.find((message: { id: string }) => message.id === scam.id).safetyWarning).toBe(true);
    expect(workerView.find((message: { id: string }) => message.id === honest.id).safetyWarning).toBeUndefined();
    const employerView = (await injectAs(ctx.app, employerToken).get(`/api/conversations/${conversationId}/messages`)).json();
    expect(employerView.every((message: { safetyWarning?: boolean }) => message.safetyWarning === undefined)).toBe(true);
  });

  it("flags the worker's live copy of the message, not the sender's", async () => {
    const published: Array<{ userId: string; type: string; payload: unknown }> = [];
    const unsubscribe = ctx.app.events.subscribe((event) => published.push(event));
    try {
      const { worker, employer, scam } = await conversationWithScamMessage();
      const copyFor = (userId: string) =>
        published.find(
          (event) => event.type === MESSAGE_CREATED_EVENT && (event.payload as { id: string }).id === scam.id && event.userId === userId,
        )?.payload;
      // The events are published after the commit, and may arrive after the answer.
      await expect.poll(() => copyFor(worker.user.id)).toMatchObject({ safetyWarning: true });
      await expect.poll(() => copyFor(employer.id)).toBeDefined();
      expect(copyFor(employer.id)).not.toHaveProperty('safetyWarning');
    } finally {
      unsubscribe();
    }
  });

  it('lets the receiving participant report a message; its sender and outsiders cannot', async () => {
    const { worker, employerToken, scam } = await conversationWithScamMessage();
    const outsider = await registerUser(ctx.app, 'worker');
    expect((await report(outsider, { targetType: 'message', targetId: scam.id, reason: 'scam_fees' })).statusCode).toBe(404);
    expect((await report(employerToken, { targetType: 'message', targetId: scam.id, reason: 'scam_fees' })).statusCode).toBe(400);
    expect((await report(worker, { targetType: 'message', targetId: scam.id, reason: 'scam_fees' })).statusCode).toBe(201);
  });
});
