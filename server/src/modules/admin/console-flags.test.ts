import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, UnverifiedEmployer } from '@core/admin/schemas';
import type { AccountDetail } from '@core/admin/account-schemas';
import { injectAs } from '../../test/api';
import { completeEmployerProfile, deleteJob, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { recordAudit } from './audit';
import { resolveAuditTargets } from './audit-targets';
import { signInOperator } from './test-helpers';

// Issue 55, point 9: the console flags unverified employers with published jobs, and its audit log
// names jobs and accounts instead of codes and id fragments.
let ctx: TestContext;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await signInOperator(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const DAY = 86_400_000;

async function employer(companyName: string, verified: boolean) {
  const account = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, account.user.id, companyName, { verified });
  return account;
}

const flagged = async () => {
  const response = await injectAs(ctx.app, operator.token).get('/api/admin/unverified-employers');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().employers as UnverifiedEmployer[];
};
const detail = async (id: string) => {
  const response = await injectAs(ctx.app, operator.token).get(`/api/admin/accounts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountDetail;
};
const audit = async () => {
  const response = await injectAs(ctx.app, operator.token).get('/api/admin/audit');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as AuditEntry[];
};

describe('the operator-only routes', () => {
  it('answer 401 signed out and 403 to workers and employers', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const someEmployer = await registerUser(ctx.app, 'employer');
    for (const url of ['/api/admin/unverified-employers', '/api/admin/audit']) {
      expect((await injectAs(ctx.app, null).get(url)).statusCode, url).toBe(401);
      expect((await injectAs(ctx.app, worker).get(url)).statusCode, url).toBe(403);
      expect((await injectAs(ctx.app, someEmployer).get(url)).statusCode, url).toBe(403);
    }
  });
});

describe('unverified employers with published jobs', () => {
  it('lists an unverified employer with the count of its jobs workers can see, not held, rejected, closed or expired ones', async () => {
    const unverified = await employer('Quickcash Staffing', false);
    const id = unverified.user.id;
    await insertJob(ctx, id);
    await insertJob(ctx, id, { title: 'Rigger' });
    await insertJob(ctx, id, { reviewStatus: 'held', isActive: false });
    await insertJob(ctx, id, { reviewStatus: 'rejected', isActive: false });
    await insertJob(ctx, id, { isActive: false });
    await insertJob(ctx, id, { postedAt: new Date(Date.now() - 60 * DAY), expiresAt: new Date(Date.now() - DAY) });

    const row = (await flagged()).find((employerRow) => employerRow.id === id);
    expect(row).toMatchObject({ id, email: unverified.user.email, companyName: 'Quickcash Staffing', publishedJobs: 2 });
    const account = await detail(id);
    expect(account.publishedJobs).toBe(2);
    expect(account.employerVerification?.verified).toBe(false);
  });

  it('leaves out verified employers and unverified ones whose jobs are all held or closed', async () => {
    const verified = await employer('Keystone Ridge Builders', true);
    await insertJob(ctx, verified.user.id);
    const heldOnly = await employer('Held Only LLC', false);
    await insertJob(ctx, heldOnly.user.id, { reviewStatus: 'held', isActive: false });
    const ids = (await flagged()).map((row) => row.id);
    expect(ids).not.toContain(verified.user.id);
    expect(ids).not.toContain(heldOnly.user.id);
    expect((await detail(verified.user.id)).publishedJobs).toBe(1);
    expect((await detail(heldOnly.user.id)).publishedJobs).toBe(0);
  });

  it('drops an employer once an operator verifies it', async () => {
    const account = await employer('Soon Verified Co', false);
    await insertJob(ctx, account.user.id);
    expect((await flagged()).map((row) => row.id)).toContain(account.user.id);
    const verify = await injectAs(ctx.app, operator.token).post(`/api/admin/employers/${account.user.id}/verify`);
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await flagged()).map((row) => row.id)).not.toContain(account.user.id);
  });
});

describe('the audit log', () => {
  it('names the job and the account an action was about, with the ids kept beside the names', async () => {
    const account = await employer('Named Steel Works', false);
    const job = await insertJob(ctx, account.user.id, { title: 'Structural Ironworker', companyName: 'Named Steel Works' });
    const close = await injectAs(ctx.app, operator.token).post(`/api/admin/jobs/${job.id}/close`, { reason: 'Fake post' });
    expect(close.statusCode, close.body).toBe(200);
    const freeze = await injectAs(ctx.app, operator.token).post(`/api/admin/accounts/${account.user.id}/freeze`, { reason: 'Scam' });
    expect(freeze.statusCode, freeze.body).toBe(200);

    const entries = await audit();
    const closed = entries.find((entry) => entry.action === 'job.close' && entry.targetId === job.id);
    expect(closed).toMatchObject({
      targetType: 'job',
      targetLabel: 'Structural Ironworker · Named Steel Works',
      targetAccountId: account.user.id,
      reason: 'Fake post',
      resolution: null,
    });
    const frozen = entries.find((entry) => entry.action === 'account.freeze' && entry.targetId === account.user.id);
    expect(frozen).toMatchObject({
      targetType: 'user',
      targetLabel: `Named Steel Works · ${account.user.email}`,
      targetAccountId: account.user.id,
    });
    const created = entries.find((entry) => entry.action === 'operator.create' && entry.targetId === operator.id);
    expect(created?.targetLabel).toBe(operator.email);
  });

  it('keeps the id of a target deleted since, without a name, and takes a resolution out of its reason', async () => {
    const account = await employer('Gone Tomorrow Inc', false);
    const job = await insertJob(ctx, account.user.id, { title: 'Deleted Welder' });
    const at = new Date();
    await recordAudit(ctx.database.db, {
      operatorId: operator.id,
      action: 'report.resolve',
      targetType: 'job',
      targetId: job.id,
      reason: 'remove_job: Asked for a fee: twice',
      at,
    });
    await recordAudit(ctx.database.db, {
      operatorId: operator.id,
      action: 'report.resolve',
      targetType: 'job',
      targetId: job.id,
      reason: 'no_action',
      at,
    });
    await deleteJob(ctx, job.id);

    const entries = (await audit()).filter((entry) => entry.targetId === job.id);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry).toMatchObject({ targetType: 'job', targetLabel: null, targetAccountId: null });
    expect(entries.map(({ resolution, reason }) => ({ resolution, reason }))).toEqual(
      expect.arrayContaining([
        { resolution: 'remove_job', reason: 'Asked for a fee: twice' },
        { resolution: 'no_action', reason: null },
      ]),
    );
  });

  it('names many targets with one query per kind of target, not one per entry', async () => {
    const owners = await Promise.all(['One Crane Co', 'Two Crane Co', 'Three Crane Co'].map((name) => employer(name, false)));
    const jobsOf = await Promise.all(owners.map((owner, index) => insertJob(ctx, owner.user.id, { title: `Crane Operator ${index}` })));
    const entries = [
      ...owners.map((owner) => ({ targetType: 'user', targetId: owner.user.id })),
      ...owners.map((owner) => ({ targetType: 'employer', targetId: owner.user.id })),
      ...jobsOf.map((job) => ({ targetType: 'job', targetId: job.id })),
      { targetType: 'job', targetId: 'not-a-uuid' },
      { targetType: 'payment_method', targetId: crypto.randomUUID() },
    ];
    let selects = 0;
    const db = ctx.database.db;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'select') selects += 1;
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const targetOf = await resolveAuditTargets(counting, entries);
    expect(selects).toBe(2);
    expect(targetOf('employer', owners[1]!.user.id)).toEqual({
      label: `Two Crane Co · ${owners[1]!.user.email}`,
      accountId: owners[1]!.user.id,
    });
    expect(targetOf('job', jobsOf[2]!.id)).toMatchObject({ label: 'Crane Operator 2 · Three Crane Co', accountId: owners[2]!.user.id });
    expect(targetOf('job', 'not-a-uuid')).toBeNull();
    expect(targetOf('payment_method', entries.at(-1)!.targetId)).toBeNull();
  });
});
