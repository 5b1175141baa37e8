import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES, SUSPENDED_ACCOUNT_WARNING } from '@core/admin/account-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { JOB_MESSAGES } from '@core/jobs/messages';
import { emailOutbox } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

let ctx: TestContext;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signInOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const asOperator = () => injectAs(ctx.app, operator.token);
const jobIdsInSearch = async (token: string) =>
  (await injectAs(ctx.app, token).get('/api/jobs')).json().jobs.map((job: { id: string }) => job.id) as string[];

describe('GET /api/admin/accounts', () => {
  it('answers 401 signed out and 403 to workers and employers', async () => {
    expect((await injectAs(ctx.app, null).get('/api/admin/accounts')).statusCode).toBe(401);
    const worker = await registerUser(ctx.app, 'worker');
    expect((await injectAs(ctx.app, worker).get('/api/admin/accounts')).statusCode).toBe(403);
    expect((await injectAs(ctx.app, worker).get(`/api/admin/accounts/${worker.user.id}`)).statusCode).toBe(403);
  });

  it('finds accounts by e-mail, name and company, taking wildcards literally', async () => {
    const employer = await employerWithJob(ctx, 'Zyx_100% Steel');
    const worker = await registerUser(ctx.app, 'worker', { firstName: 'Quillon', lastName: 'Brassfield' });
    const search = async (q: string) =>
      (await asOperator().get('/api/admin/accounts', { query: { q } })).json().accounts.map((account: { id: string }) => account.id);
    expect(await search('zyx_100%')).toEqual([employer.user.id]);
    expect(await search('quillon brass')).toEqual([worker.user.id]);
    expect(await search(worker.user.email.toUpperCase())).toEqual([worker.user.id]);
    expect(await search('_%')).not.toContain(worker.user.id);
    const page = await asOperator().get('/api/admin/accounts', { query: { page: '0' } });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(errorBody(ACCOUNT_ADMIN_MESSAGES.pageInvalid));
  });

  it('shows an account with its jobs, applications, reports and payments', async () => {
    const employer = await employerWithJob(ctx);
    const detail = await asOperator().get(`/api/admin/accounts/${employer.user.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      account: { id: employer.user.id, userType: 'employer', companyName: 'Gulf Rigging Co', frozenAt: null },
      employerVerification: { verified: false, verifiedBy: null, verifiedAt: null },
      jobs: [{ id: employer.job.id, isActive: true }],
      applications: [],
      reportsMade: [],
      reportsAgainst: [],
      purchases: [],
      invoices: [],
    });
    expect((await asOperator().get(`/api/admin/accounts/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await asOperator().get('/api/admin/accounts/not-an-id')).statusCode).toBe(400);
  });

  it("shows an employer's verification as the console's verify and unverify leave it; none for a worker", async () => {
    const employer = await employerWithJob(ctx);
    const verification = async (id: string) => (await asOperator().get(`/api/admin/accounts/${id}`)).json().employerVerification;
    expect((await asOperator().post(`/api/admin/employers/${employer.user.id}/verify`)).statusCode).toBe(200);
    expect(await verification(employer.user.id)).toMatchObject({ verified: true, verifiedBy: 'operator', verifiedAt: expect.any(String) });
    expect((await asOperator().post(`/api/admin/employers/${employer.user.id}/unverify`)).statusCode).toBe(200);
    expect(await verification(employer.user.id)).toEqual({
      verified: false,
      verifiedBy: 'operator',
      verifiedAt: null,
      verifiedDomain: null,
    });
    const worker = await registerUser(ctx.app, 'worker');
    expect(await verification(worker.user.id)).toBeNull();
  });
});

describe('freeze and unfreeze', () => {
  it('answers 401 signed out, 403 to others, 400 without a reason and 400 for an operator', async () => {
    const employer = await employerWithJob(ctx);
    const url = `/api/admin/accounts/${employer.user.id}/freeze`;
    expect((await injectAs(ctx.app, null).post(url, { reason: 'x' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, employer).post(url, { reason: 'x' })).statusCode).toBe(403);
    const noReason = await asOperator().post(url, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual(errorBody(ACCOUNT_ADMIN_MESSAGES.reasonRequired));
    const other = await signInOperator(ctx);
    const refused = await asOperator().post(`/api/admin/accounts/${other.id}/freeze`, { reason: 'test' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(errorBody(ACCOUNT_ADMIN_MESSAGES.operatorCannotBeFrozen));
    expect((await asOperator().post(`/api/admin/accounts/${crypto.randomUUID()}/freeze`, { reason: 'x' })).statusCode).toBe(404);
  });

  it('a frozen account cannot sign in, its session ends, its jobs leave search and their page; unfreeze restores exactly those', async () => {
    const employer = await employerWithJob(ctx);
    const closedBefore = await insertJob(ctx, employer.user.id, { title: 'Closed before', isActive: false });
    const expiring = await insertJob(ctx, employer.user.id, { title: 'Expiring', expiresAt: new Date(Date.now() + 60_000) });
    const worker = await registerUser(ctx.app, 'worker');
    expect(await jobIdsInSearch(worker.token)).toContain(employer.job.id);

    const frozen = await asOperator().post(`/api/admin/accounts/${employer.user.id}/freeze`, { reason: 'Fee scam' });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toMatchObject({ account: { frozenReason: 'Fee scam' }, jobsChanged: 2 });
    expect((await asOperator().post(`/api/admin/accounts/${employer.user.id}/freeze`, { reason: 'again' })).statusCode).toBe(409);

    expect((await injectAs(ctx.app, employer).get('/api/auth/me')).statusCode).toBe(401);
    const login = await injectAs(ctx.app, null).post('/api/auth/login', { email: employer.user.email, password: employer.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(errorBody(AUTH_MESSAGES.accountFrozen));
    const spanish = await injectAs(ctx.app, null).post(
      '/api/auth/login',
      { email: employer.user.email, password: employer.password },
      { headers: { 'accept-language': 'es' } },
    );
    expect(spanish.json().message).toBe('Esta cuenta está congelada. Comuníquese con soporte.');
    const wrongPassword = await injectAs(ctx.app, null).post('/api/auth/login', {
      email: employer.user.email,
      password: 'wrong password!',
    });
    expect(wrongPassword.statusCode).toBe(401);

    expect(await jobIdsInSearch(worker.token)).not.toContain(employer.job.id);
    expect((await injectAs(ctx.app, null).get(`/api/public/jobs/${employer.job.id}`)).statusCode).toBe(410);

    // One post expires while the account is frozen: unfreezing does not list it again.
    await ctx.database.db.execute(`update jobs set expires_at = now() - interval '1 minute' where id = '${expiring.id}'`);
    const unfrozen = await asOperator().post(`/api/admin/accounts/${employer.user.id}/unfreeze`, {});
    expect(unfrozen.statusCode).toBe(200);
    expect(unfrozen.json()).toMatchObject({ account: { frozenAt: null }, jobsChanged: 1 });
    expect((await asOperator().post(`/api/admin/accounts/${employer.user.id}/unfreeze`, {})).statusCode).toBe(409);
    expect(await jobIdsInSearch(worker.token)).toContain(employer.job.id);
    expect((await injectAs(ctx.app, null).get(`/api/public/jobs/${employer.job.id}`)).statusCode).toBe(200);
    const detail = (await asOperator().get(`/api/admin/accounts/${employer.user.id}`)).json();
    const activeById = Object.fromEntries(detail.jobs.map((job: { id: string; isActive: boolean }) => [job.id, job.isActive]));
    expect(activeById).toEqual({ [employer.job.id]: true, [closedBefore.id]: false, [expiring.id]: false });
    const relogin = await injectAs(ctx.app, null).post('/api/auth/login', { email: employer.user.email, password: employer.password });
    expect(relogin.statusCode).toBe(200);

    const audit = (await asOperator().get('/api/admin/audit')).json().entries;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'account.freeze', targetId: employer.user.id, reason: 'Fee scam' }));
    expect(audit).toContainEqual(expect.objectContaining({ action: 'account.unfreeze', targetId: employer.user.id }));
  });

  it("shows the frozen account's conversations with a warning to the other party", async () => {
    const employer = await employerWithJob(ctx);
    const worker = await registerUser(ctx.app, 'worker');
    await injectAs(ctx.app, worker).post('/api/conversations', { jobId: employer.job.id });
    const suspendedFlag = async () =>
      (await injectAs(ctx.app, worker).get('/api/conversations')).json()[0].otherUserSuspended as boolean | undefined;
    expect(await suspendedFlag()).toBeUndefined();
    await asOperator().post(`/api/admin/accounts/${employer.user.id}/freeze`, { reason: 'Scam' });
    expect(await suspendedFlag()).toBe(true);
    expect(SUSPENDED_ACCOUNT_WARNING.en).toMatch(/^This account was suspended by CrewBridge\. Be careful/);
  });
});

describe('POST /api/admin/jobs/{id}/close', () => {
  it('closes a job with a reason, audited; 401, 403, 400 and 404 otherwise', async () => {
    const employer = await employerWithJob(ctx);
    const url = `/api/admin/jobs/${employer.job.id}/close`;
    expect((await injectAs(ctx.app, null).post(url, { reason: 'x' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, employer).post(url, { reason: 'x' })).statusCode).toBe(403);
    expect((await asOperator().post(url, {})).statusCode).toBe(400);
    expect((await asOperator().post(`/api/admin/jobs/${crypto.randomUUID()}/close`, { reason: 'x' })).statusCode).toBe(404);
    const closed = await asOperator().post(url, { reason: 'Duplicate post' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ id: employer.job.id, isActive: false });
    expect((await injectAs(ctx.app, null).get(`/api/public/jobs/${employer.job.id}`)).statusCode).toBe(410);
    const audit = (await asOperator().get('/api/admin/audit')).json().entries;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'job.close', targetId: employer.job.id, reason: 'Duplicate post' }));
  });

  it('e-mails the employer the reason in their language, once: closing a closed job again tells nobody', async () => {
    const employer = await registerUser(ctx.app, 'employer', { language: 'es' });
    const job = await insertJob(ctx, employer.user.id, { title: 'Soldador <b>urgente</b>' });
    const reason = 'Oferta duplicada <script>';
    const worker = await registerUser(ctx.app, 'worker');
    expect((await injectAs(ctx.app, worker).post(`/api/admin/jobs/${job.id}/close`, { reason })).statusCode).toBe(403);
    expect((await asOperator().post(`/api/admin/jobs/${job.id}/close`, { reason: 'x'.repeat(2001) })).json()).toEqual(
      errorBody(ACCOUNT_ADMIN_MESSAGES.reasonTooLong),
    );
    expect((await asOperator().post('/api/admin/jobs/not-a-job/close', { reason })).json()).toEqual(errorBody(JOB_MESSAGES.notFound));
    expect((await asOperator().post(`/api/admin/jobs/${job.id}/close`, { reason: `  ${reason} ` })).statusCode).toBe(200);
    expect((await asOperator().post(`/api/admin/jobs/${job.id}/close`, { reason })).statusCode).toBe(200);

    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, employer.user.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'job_closed',
      toEmail: employer.user.email,
      subject: 'Su oferta de empleo se cerró: Soldador <b>urgente</b>',
    });
    expect(mails[0]!.body).toContain(`Motivo: ${reason}`);
    expect(mails[0]!.html).toContain('Motivo: Oferta duplicada &lt;script&gt;');
    expect(mails[0]!.html).not.toContain('<script>');
    const detail = (await asOperator().get(`/api/admin/accounts/${employer.user.id}`)).json();
    expect(detail.jobs).toEqual([expect.objectContaining({ id: job.id, isActive: false })]);
  });
});
