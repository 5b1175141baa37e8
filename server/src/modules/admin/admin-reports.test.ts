import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@core/reports/schemas';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { employerWithJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { outboxFor, signInOperator } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function reportedJob(reporterLanguage: 'en' | 'es' = 'en') {
  const employer = await employerWithJob(ctx);
  const reporters = [await registerUser(ctx.app, 'worker', { language: reporterLanguage }), await registerUser(ctx.app, 'worker')];
  for (const [index, reporter] of reporters.entries()) {
    const response = await injectAs(ctx.app, reporter).post('/api/reports', {
      targetType: 'job',
      targetId: employer.job.id,
      reason: index === 0 ? 'scam_fees' : 'fake_job',
      details: `<b>report ${index}</b>`,
    });
    expect(response.statusCode).toBe(201);
  }
  return { employer, reporters };
}

const resolve = (token: string | null, targetType: string, targetId: string, body: Record<string, unknown>) =>
  injectAs(ctx.app, token).post(`/api/admin/reports/${targetType}/${targetId}/resolve`, body);

describe('GET /api/admin/reports', () => {
  it('answers 401 signed out and 403 to workers and employers', async () => {
    expect((await injectAs(ctx.app, null).get('/api/admin/reports')).statusCode).toBe(401);
    for (const userType of ['worker', 'employer'] as const) {
      const user = await registerUser(ctx.app, userType);
      expect((await injectAs(ctx.app, user).get('/api/admin/reports')).statusCode).toBe(403);
    }
  });

  it('groups reports per target with their count, reasons, latest details and what the target is, open first', async () => {
    const { employer } = await reportedJob();
    const operator = await signInOperator(ctx);
    const response = await injectAs(ctx.app, operator.token).get('/api/admin/reports');
    expect(response.statusCode).toBe(200);
    const group = response.json().groups.find((candidate: { targetId: string }) => candidate.targetId === employer.job.id);
    expect(group).toMatchObject({
      targetType: 'job',
      status: 'open',
      count: 2,
      openCount: 2,
      reasons: ['fake_job', 'scam_fees'],
      latestDetails: '<b>report 1</b>',
      target: { exists: true, title: 'Pipeline Welder', detail: 'Gulf Rigging Co', accountId: employer.user.id, accountFrozen: false },
    });
    const statuses = response.json().groups.map((candidate: { status: string }) => candidate.status);
    expect(statuses).toEqual([...statuses].sort((a: string, b: string) => (a === b ? 0 : a === 'open' ? -1 : 1)));
  });
});

describe('POST /api/admin/reports/{targetType}/{targetId}/resolve', () => {
  it('answers 401 signed out, 403 to others and 400 to a bad action', async () => {
    const { employer, reporters } = await reportedJob();
    expect((await resolve(null, 'job', employer.job.id, { action: 'no_action' })).statusCode).toBe(401);
    expect((await resolve(reporters[0]!.token, 'job', employer.job.id, { action: 'no_action' })).statusCode).toBe(403);
    const operator = await signInOperator(ctx);
    const bad = await resolve(operator.token, 'job', employer.job.id, { action: 'ban' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(errorBody(REPORT_MESSAGES.resolutionInvalid));
    expect((await resolve(operator.token, 'company', employer.job.id, { action: 'no_action' })).statusCode).toBe(400);
    const notAJob = await resolve(operator.token, 'employer', employer.user.id, { action: 'remove_job' });
    expect(notAJob.json()).toEqual(errorBody(REPORT_MESSAGES.removeJobNotAJob));
  });

  it('resolves every open report, tells each reporter in their language (escaped) and audits it; a second time is 409', async () => {
    const { employer, reporters } = await reportedJob('es');
    const operator = await signInOperator(ctx);
    const response = await resolve(operator.token, 'job', employer.job.id, { action: 'no_action', note: 'Looks fine' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resolved: 2, action: 'no_action' });
    const [spanish] = await outboxFor(ctx, reporters[0]!.user.email, 'report_resolved');
    expect(spanish!.subject).toBe('Revisamos su denuncia en CrewBridge');
    expect(spanish!.body).toContain('Pipeline Welder');
    const [english] = await outboxFor(ctx, reporters[1]!.user.email, 'report_resolved');
    expect(english!.subject).toBe('Your CrewBridge report was reviewed');
    const again = await resolve(operator.token, 'job', employer.job.id, { action: 'no_action' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(REPORT_MESSAGES.noOpenReports));
    const audit = (await injectAs(ctx.app, operator.token).get('/api/admin/audit')).json().entries;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'report.resolve',
        targetType: 'job',
        targetId: employer.job.id,
        targetLabel: expect.stringContaining('Pipeline Welder'),
        resolution: 'no_action',
        reason: 'Looks fine',
      }),
    );
  });

  it('warn e-mails the answerable account, with the note escaped in the HTML', async () => {
    const { employer } = await reportedJob();
    const operator = await signInOperator(ctx);
    const note = '<script>alert(1)</script> no fees';
    expect((await resolve(operator.token, 'job', employer.job.id, { action: 'warn', note })).statusCode).toBe(200);
    const [warning] = await outboxFor(ctx, employer.user.email, 'report_warning');
    expect(warning!.subject).toBe('A warning about your CrewBridge account');
    expect(warning!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; no fees');
    expect(warning!.html).not.toContain('<script>');
  });

  it('remove_job closes the job: gone from search and its public page', async () => {
    const { employer, reporters } = await reportedJob();
    const operator = await signInOperator(ctx);
    expect((await resolve(operator.token, 'job', employer.job.id, { action: 'remove_job', note: 'Fee scam' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, null).get(`/api/public/jobs/${employer.job.id}`)).statusCode).toBe(410);
    const search = await injectAs(ctx.app, reporters[0]!).get('/api/jobs');
    expect(search.json().jobs.map((job: { id: string }) => job.id)).not.toContain(employer.job.id);
    const audit = (await injectAs(ctx.app, operator.token).get('/api/admin/audit')).json().entries;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'job.close', targetId: employer.job.id, reason: 'Fee scam' }));
  });

  it('freeze_account freezes the employer behind the job, and its session stops at once', async () => {
    const { employer } = await reportedJob();
    const operator = await signInOperator(ctx);
    expect((await injectAs(ctx.app, employer).get('/api/auth/me')).statusCode).toBe(200);
    expect((await resolve(operator.token, 'job', employer.job.id, { action: 'freeze_account', note: 'Scam' })).statusCode).toBe(200);
    expect((await injectAs(ctx.app, employer).get('/api/auth/me')).statusCode).toBe(401);
    const groups = (await injectAs(ctx.app, operator.token).get('/api/admin/reports')).json().groups;
    const group = groups.find((candidate: { targetId: string }) => candidate.targetId === employer.job.id);
    expect(group).toMatchObject({ status: 'resolved', resolution: 'freeze_account', target: { accountFrozen: true } });
  });
});
