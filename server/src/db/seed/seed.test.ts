import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@core/applications/schemas';
import { injectAs, type Caller } from '../../test/api';
import { createTestApp, type TestContext } from '../../test/test-app';
import { DEMO_EMPLOYER_EMAIL, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_WORKER_EMAIL } from './demo-accounts';
import { DEMO_CREW_JOB_TITLE, DEMO_CREW_NAME } from './demo-crew';
import { reseed } from './seed';

// The app clock and the seed's: a fixed instant, so every relative time is checked against it.
const NOW = new Date('2026-11-20T15:00:00Z');
let ctx: TestContext;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-seed-'));
  // The seed stores its resumes where the server's environment says.
  process.env.DATA_DIR = dataDir;
  ctx = await createTestApp({ DATA_DIR: dataDir }, { now: () => NOW });
  await reseed(ctx.database.db, NOW);
});
afterAll(async () => {
  await ctx?.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<Caller & { user: { id: string } }> {
  const response = await injectAs(ctx.app, null).post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('demo data', () => {
  it('gives the demo operator the console, and nobody else', async () => {
    const operator = await signIn(DEMO_OPERATOR_EMAIL);
    expect((await injectAs(ctx.app, operator).get('/api/admin/audit')).statusCode).toBe(200);
    const worker = await signIn(DEMO_WORKER_EMAIL);
    expect((await injectAs(ctx.app, worker).get('/api/admin/audit')).statusCode).toBe(403);
  });

  it('gives the demo worker applications in every status, an upcoming interview, saved jobs and a conversation', async () => {
    const worker = await signIn(DEMO_WORKER_EMAIL);
    const applications = (await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`)).json() as {
      status: string;
      appliedAt: string;
      expectedPayUnit: string | null;
      interviews: { scheduledAt: string }[];
    }[];
    expect(new Set(applications.map((application) => application.status))).toEqual(new Set(APPLICATION_STATUSES));
    for (const application of applications) expect(new Date(application.appliedAt) < NOW).toBe(true);
    expect(applications.every((application) => application.expectedPayUnit === 'hour')).toBe(true);
    const interviewing = applications.filter((application) => application.status === 'interview');
    expect(interviewing[0]!.interviews).toHaveLength(1);
    expect(new Date(interviewing[0]!.interviews[0]!.scheduledAt) > NOW).toBe(true);
    // Interviews only at the interview stage.
    expect(applications.filter((application) => application.interviews.length > 0)).toHaveLength(interviewing.length);

    const saved = (await injectAs(ctx.app, worker).get('/api/saved-jobs')).json() as unknown[];
    expect(saved.length).toBeGreaterThanOrEqual(2);

    const conversations = (await injectAs(ctx.app, worker).get('/api/conversations')).json() as { id: string }[];
    expect(conversations).toHaveLength(1);
    const thread = (await injectAs(ctx.app, worker).get(`/api/conversations/${conversations[0]!.id}/messages`)).json();
    expect(JSON.stringify(thread)).toContain('Journeyman Electrician');
  });

  it('gives the demo employer applicants on several jobs and the worker they message', async () => {
    const employer = await signIn(DEMO_EMPLOYER_EMAIL);
    const applicants = (await injectAs(ctx.app, employer).get('/api/employer/applications')).json() as {
      jobId: string;
      status: string;
      worker: { email: string };
    }[];
    expect(new Set(applicants.map((applicant) => applicant.jobId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(applicants.map((applicant) => applicant.worker.email)).size).toBeGreaterThanOrEqual(4);
    expect(applicants.map((applicant) => applicant.worker.email)).toContain(DEMO_WORKER_EMAIL);
    expect(new Set(applicants.map((applicant) => applicant.status)).size).toBeGreaterThanOrEqual(4);
    const conversations = (await injectAs(ctx.app, employer).get('/api/conversations')).json() as unknown[];
    expect(conversations).toHaveLength(1);
  });

  it('gives the demo worker a crew that applied to a demo employer job with him, which the employer sees as one', async () => {
    const worker = await signIn(DEMO_WORKER_EMAIL);
    const mine = (await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`)).json() as { job: { title: string } }[];
    expect(mine.map((application) => application.job.title)).toContain(DEMO_CREW_JOB_TITLE);
    const employer = await signIn(DEMO_EMPLOYER_EMAIL);
    const applicants = (await injectAs(ctx.app, employer).get('/api/employer/applications')).json() as {
      crew: { id: string; name: string; members: { userId: string }[] } | null;
    }[];
    const crew = applicants.find((applicant) => applicant.crew)!.crew!;
    expect(crew).toMatchObject({ name: DEMO_CREW_NAME });
    expect(crew.members.map((member) => member.userId)).toContain(worker.user.id);
    expect(applicants.filter((applicant) => applicant.crew?.id === crew.id)).toHaveLength(3);
    const seen = await injectAs(ctx.app, worker).get(`/api/crews/${crew.id}`);
    expect(seen.json()).toMatchObject({ name: DEMO_CREW_NAME, size: 3 });
  });

  it("counts the demo employer's job posts as they are: every job holds a post it paid for, none over the allowance", async () => {
    const employer = await signIn(DEMO_EMPLOYER_EMAIL);
    const jobs = (await injectAs(ctx.app, employer).get(`/api/employer/${employer.user.id}/jobs`)).json() as { isActive: boolean }[];
    const billing = (await injectAs(ctx.app, employer).get('/api/employer/subscription')).json();
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    expect(billing).toMatchObject({ plan: 'subscription-bundle', isActive: true, jobPostsUsed: jobs.length, jobPostsLimit: jobs.length });
    // The oldest job used the free post, whose 30 days are over: it waits for Renew.
    expect(jobs.filter((job) => !job.isActive)).toHaveLength(1);
    const history = (await injectAs(ctx.app, employer).get(`/api/employer/billing-history/${employer.user.id}`)).json();
    expect(JSON.stringify(history)).toContain('Subscription Bundle');
  });
});
