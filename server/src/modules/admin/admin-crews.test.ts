import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCrewDetail, AdminCrewList } from '@core/admin/crew-schemas';
import { CREW_MESSAGES } from '@core/crews/schemas';
import { REPORT_MESSAGES } from '@core/reports/schemas';
import { auditLog } from '../../db/schema/admin';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from '../crews/test-helpers';
import { outboxFor, signInOperator } from './test-helpers';

let ctx: TestContext;
type Account = Awaited<ReturnType<typeof completeWorker>>;
let foreman: Account;
let member: Account;
let outsider: Account;
let employer: Account;
let otherEmployer: Account;
let crewId: string;
let unlistedCrewId: string;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  ctx = await createTestApp();
  foreman = await completeWorker(ctx);
  member = await completeWorker(ctx);
  outsider = await completeWorker(ctx);
  employer = await registerUser(ctx.app, 'employer');
  otherEmployer = await registerUser(ctx.app, 'employer');
  const crew = await createCrew(ctx.app, foreman, { name: 'Permian Riggers', isLookingForWork: false });
  crewId = crew.id;
  await addMember(ctx.app, foreman, crewId, member);
  const job = await insertJob(ctx, employer.user.id, { positions: 4, title: 'Rig move crew' });
  const applied = await injectAs(ctx.app, foreman).post('/api/applications', {
    jobId: job.id,
    crewId,
    memberIds: [foreman.user.id, member.user.id],
  });
  expect(applied.statusCode).toBe(201);
  unlistedCrewId = (await createCrew(ctx.app, outsider, { name: 'Quiet Crew', isLookingForWork: false })).id;
  operator = await signInOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const report = (caller: Account, targetId: string, reason = 'scam_fees') =>
  injectAs(ctx.app, caller).post('/api/reports', { targetType: 'crew', targetId, reason, details: 'Asked each of us for a $200 fee' });

describe('POST /api/reports about a crew', () => {
  it('lets the employer the crew applied to and a member report it', async () => {
    expect((await report(employer, crewId)).statusCode).toBe(201);
    const byMember = await report(member, crewId, 'harassment');
    expect(byMember.statusCode).toBe(201);
    expect(byMember.json().report).toMatchObject({ targetType: 'crew', targetId: crewId, reason: 'harassment', status: 'open' });
  });

  it('refuses those who cannot see it (404), its foreman (400) and bad input (400)', async () => {
    expect((await report(otherEmployer, crewId)).json()).toEqual(errorBody(REPORT_MESSAGES.targetIdInvalid));
    expect((await report(outsider, crewId)).statusCode).toBe(404);
    expect((await report(employer, unlistedCrewId)).statusCode).toBe(404);
    expect((await report(employer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(foreman, crewId)).json()).toEqual(errorBody(REPORT_MESSAGES.cannotReportSelf));
    expect((await report(employer, 'not-an-id')).statusCode).toBe(400);
    const badType = await injectAs(ctx.app, employer).post('/api/reports', { targetType: 'team', targetId: crewId, reason: 'other' });
    expect(badType.json()).toEqual(errorBody(REPORT_MESSAGES.targetTypeInvalid));
  });
});

describe('GET /api/admin/crews and /api/admin/crews/{id}', () => {
  it('answers 401 signed out and 403 to workers and employers', async () => {
    for (const path of ['/api/admin/crews', `/api/admin/crews/${crewId}`]) {
      expect((await injectAs(ctx.app, null).get(path)).statusCode).toBe(401);
      expect((await injectAs(ctx.app, foreman).get(path)).statusCode).toBe(403);
      expect((await injectAs(ctx.app, employer).get(path)).statusCode).toBe(403);
    }
  });

  it('lists crews with name, foreman, size, created and report count, and finds them by name or foreman', async () => {
    const response = await injectAs(ctx.app, operator.token).get('/api/admin/crews');
    expect(response.statusCode).toBe(200);
    const { crews } = response.json() as AdminCrewList;
    expect(crews.find((crew) => crew.id === crewId)).toMatchObject({
      name: 'Permian Riggers',
      foreman: { id: foreman.user.id, email: foreman.user.email },
      size: 2,
      reportCount: 2,
      openReportCount: 2,
    });
    expect(crews.find((crew) => crew.id === unlistedCrewId)).toMatchObject({ size: 1, reportCount: 0 });
    const byName = (await injectAs(ctx.app, operator.token).get('/api/admin/crews?q=permian')).json() as AdminCrewList;
    expect(byName.crews.map((crew) => crew.id)).toEqual([crewId]);
    const byEmail = (await injectAs(ctx.app, operator.token).get(`/api/admin/crews?q=${encodeURIComponent(outsider.user.email)}`)).json();
    expect(byEmail.crews.map((crew: { id: string }) => crew.id)).toEqual([unlistedCrewId]);
    expect((await injectAs(ctx.app, operator.token).get(`/api/admin/crews?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('shows one crew: members with their accounts, trades, applications and the reports against it', async () => {
    const response = await injectAs(ctx.app, operator.token).get(`/api/admin/crews/${crewId}`);
    expect(response.statusCode).toBe(200);
    const crew = response.json() as AdminCrewDetail;
    expect(crew).toMatchObject({ name: 'Permian Riggers', trades: ['welder', 'pipeline-welder'], isLookingForWork: false });
    expect(crew.members.map((row) => [row.id, row.role])).toEqual([
      [foreman.user.id, 'foreman'],
      [member.user.id, 'member'],
    ]);
    expect(crew.members[0]).toMatchObject({ email: foreman.user.email, primaryTrade: 'welder', frozen: false });
    expect(crew.applications).toEqual([
      expect.objectContaining({ jobTitle: 'Rig move crew', employerId: employer.user.id, statuses: [{ status: 'pending', count: 2 }] }),
    ]);
    expect(crew.reports.map((row) => row.reason).sort()).toEqual(['harassment', 'scam_fees']);
  });

  it('answers 400 for a bad id and 404 for an unknown crew', async () => {
    expect((await injectAs(ctx.app, operator.token).get('/api/admin/crews/nope')).json()).toEqual(errorBody(CREW_MESSAGES.notFound));
    const unknown = await injectAs(ctx.app, operator.token).get('/api/admin/crews/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('resolving reports about a crew', () => {
  it('shows them in the reports queue with the crew and its foreman, and resolves them audited, warning the foreman', async () => {
    const queue = await injectAs(ctx.app, operator.token).get('/api/admin/reports');
    const group = queue.json().groups.find((candidate: { targetId: string }) => candidate.targetId === crewId);
    expect(group).toMatchObject({
      targetType: 'crew',
      openCount: 2,
      target: { exists: true, title: 'Permian Riggers', accountId: foreman.user.id, accountEmail: foreman.user.email },
    });
    expect((await injectAs(ctx.app, member).post(`/api/admin/reports/crew/${crewId}/resolve`, { action: 'warn' })).statusCode).toBe(403);
    const resolved = await injectAs(ctx.app, operator.token).post(`/api/admin/reports/crew/${crewId}/resolve`, {
      action: 'warn',
      note: 'No fees from crew members',
    });
    expect(resolved.json()).toEqual({ resolved: 2, action: 'warn' });
    expect(await outboxFor(ctx, foreman.user.email, 'report_warning')).toHaveLength(1);
    expect(await outboxFor(ctx, employer.user.email, 'report_resolved')).toHaveLength(1);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, crewId));
    expect(audit).toEqual([expect.objectContaining({ action: 'report.resolve', targetType: 'crew', operatorId: operator.id })]);
    const again = await injectAs(ctx.app, operator.token).post(`/api/admin/reports/crew/${crewId}/resolve`, { action: 'warn' });
    expect(again.json()).toEqual(errorBody(REPORT_MESSAGES.noOpenReports));
    const removeJob = await injectAs(ctx.app, operator.token).post(`/api/admin/reports/crew/${crewId}/resolve`, { action: 'remove_job' });
    expect(removeJob.json()).toEqual(errorBody(REPORT_MESSAGES.removeJobNotAJob));
  });

  it('freezes the foreman when the operator chooses to', async () => {
    expect((await report(employer, crewId, 'fake_job')).statusCode).toBe(201);
    const frozen = await injectAs(ctx.app, operator.token).post(`/api/admin/reports/crew/${crewId}/resolve`, { action: 'freeze_account' });
    expect(frozen.statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ frozenAt: users.frozenAt }).from(users).where(eq(users.id, foreman.user.id));
    expect(row!.frozenAt).not.toBeNull();
    const crew = (await injectAs(ctx.app, operator.token).get(`/api/admin/crews/${crewId}`)).json() as AdminCrewDetail;
    expect(crew.members[0]!.frozen).toBe(true);
    expect(crew.reports.every((row) => row.status === 'resolved')).toBe(true);
  });
});
