import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { applications } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from '../crews/test-helpers';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof employerWithJob>>;
let rival: Awaited<ReturnType<typeof employerWithJob>>;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://crewbridge.example.com' });
  employer = await employerWithJob(ctx, 'Gulf Rigging Co');
  rival = await employerWithJob(ctx, 'Rival Rigging');
});
afterAll(async () => {
  await ctx?.close();
});

const sourceOf = async (applicationId: string) =>
  (await ctx.database.db.select({ source: applications.source }).from(applications).where(eq(applications.id, applicationId)))[0]!.source;

describe('an application remembers the feed that brought the worker', () => {
  it('records a known source, and drops an unknown one without refusing the application', async () => {
    const fromIndeed = await completeWorker(ctx);
    const tagged = await injectAs(ctx.app, fromIndeed).post('/api/applications', { jobId: employer.job.id, source: 'indeed' });
    expect(tagged.statusCode).toBe(201);
    expect(await sourceOf(tagged.json<{ id: string }>().id)).toBe('indeed');

    const fromJooble = await completeWorker(ctx);
    const jooble = await injectAs(ctx.app, fromJooble).post('/api/applications', { jobId: employer.job.id, source: 'jooble' });
    expect(await sourceOf(jooble.json<{ id: string }>().id)).toBe('jooble');

    for (const source of ['<script>alert(1)</script>', 'INDEED', "indeed'; drop table jobs; --", 42]) {
      const worker = await completeWorker(ctx);
      const response = await injectAs(ctx.app, worker).post('/api/applications', { jobId: employer.job.id, source });
      expect(response.statusCode).toBe(201);
      expect(await sourceOf(response.json<{ id: string }>().id)).toBeNull();
    }
    const direct = await completeWorker(ctx);
    const untagged = await injectAs(ctx.app, direct).post('/api/applications', { jobId: employer.job.id });
    expect(await sourceOf(untagged.json<{ id: string }>().id)).toBeNull();
  });

  it('tags every member of a crew that applied from a feed', async () => {
    const foreman = await completeWorker(ctx);
    const member = await completeWorker(ctx);
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, member);
    const job = await insertJob(ctx, rival.user.id, { positions: 2 });
    const response = await injectAs(ctx.app, foreman).post('/api/applications', {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.user.id, member.user.id],
      source: 'talent',
    });
    expect(response.statusCode).toBe(201);
    const rows = await ctx.database.db.select({ source: applications.source }).from(applications).where(eq(applications.jobId, job.id));
    expect(rows.map((row) => row.source)).toEqual(['talent', 'talent']);
  });

  it('shows the employer how many applicants each source brought', async () => {
    const response = await injectAs(ctx.app, employer).get(`/api/employer/jobs/${employer.job.id}/distribution`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ applicantsBySource: Array<{ source: string | null; count: number }> }>();
    expect(body).toMatchObject({ jobId: employer.job.id, listInFeeds: true, isInFeeds: true });
    expect(Object.fromEntries(body.applicantsBySource.map(({ source, count }) => [String(source), count]))).toEqual({
      indeed: 1,
      jooble: 1,
      null: 5,
    });
  });
});

describe('PUT /api/employer/jobs/{jobId}/distribution', () => {
  it('takes the employer’s job out of the feeds and back', async () => {
    const api = injectAs(ctx.app, employer);
    const out = await api.put(`/api/employer/jobs/${employer.job.id}/distribution`, { listInFeeds: false });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ listInFeeds: false, isInFeeds: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/feeds/indeed.xml' })).body).not.toContain(employer.job.id);

    const back = await api.put(`/api/employer/jobs/${employer.job.id}/distribution`, { listInFeeds: true });
    expect(back.json()).toMatchObject({ listInFeeds: true, isInFeeds: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/feeds/indeed.xml' })).body).toContain(employer.job.id);
  });

  it('says a closed job is not in the feeds even while its switch is on', async () => {
    const closed = await insertJob(ctx, employer.user.id, { isActive: false });
    const response = await injectAs(ctx.app, employer).get(`/api/employer/jobs/${closed.id}/distribution`);
    expect(response.json()).toMatchObject({ listInFeeds: true, isInFeeds: false, applicantsBySource: [] });
  });

  it('answers 404 for another employer’s job, changes nothing, and shows none of its numbers', async () => {
    const api = injectAs(ctx.app, rival);
    const put = await api.put(`/api/employer/jobs/${employer.job.id}/distribution`, { listInFeeds: false });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(errorBody(JOB_MESSAGES.notFound));
    expect((await api.get(`/api/employer/jobs/${employer.job.id}/distribution`)).statusCode).toBe(404);
    expect((await api.get('/api/employer/jobs/not-a-job/distribution')).statusCode).toBe(404);
    const mine = await injectAs(ctx.app, employer).get(`/api/employer/jobs/${employer.job.id}/distribution`);
    expect(mine.json()).toMatchObject({ listInFeeds: true });
  });

  it('refuses a worker, a signed-out visitor and a body without a yes or no', async () => {
    const worker = await completeWorker(ctx);
    const url = `/api/employer/jobs/${employer.job.id}/distribution`;
    expect((await injectAs(ctx.app, worker).put(url, { listInFeeds: false })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).put(url, { listInFeeds: false })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, null).get(url)).statusCode).toBe(401);
    const bad = await injectAs(ctx.app, employer).put(url, { listInFeeds: 'no' });
    expect(bad.statusCode).toBe(400);
  });
});
