import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoogleIndexingList } from '@core/admin/google-indexing';
import { loadEnv } from '../../config/env';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { completeEmployerProfile, grantJobPosts, insertJob } from '../../test/factories';
import { startFakeGoogleIndexing } from '../../test/fake-google-indexing';
import { createTestApp, registerUser } from '../../test/test-app';
import { createOperator } from '../admin/operators';
import { expireJobPosts } from '../jobs/service';
import { nextQuotaDay, quotaDay } from './google-indexing';

const ORIGIN = 'https://crewbridge.example.com';
const MINUTE = 60_000;
const pacificTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

const job = {
  title: 'Journeyman Electrician',
  industry: 'construction',
  description: 'Commercial tenant improvements.',
  location: 'Houston, TX',
  jobType: 'full-time',
  experienceLevel: 'mid',
  salaryMin: 38,
  salaryMax: 46,
  payUnit: 'hour',
};

let fake: Awaited<ReturnType<typeof startFakeGoogleIndexing>>;
beforeAll(async () => {
  fake = await startFakeGoogleIndexing();
});
afterAll(async () => {
  await fake?.close();
});

async function setUp(env: Record<string, string>) {
  const ctx = await createTestApp({ PUBLIC_URL: ORIGIN, ...env });
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, 'Acme Builders');
  await grantJobPosts(ctx.database.db, employer.user.id, 50);
  const email = `indexing-op-${Math.random().toString(36).slice(2)}@crewbridge.test`;
  const created = await createOperator(ctx.database.db, { email }, new Date());
  const operator = (await injectAs(ctx.app, null).post('/api/auth/login', { email, password: created.password })).json().token as string;
  const post = async (overrides: object = {}) => {
    const response = await injectAs(ctx.app, employer).post('/api/jobs', { ...job, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };
  const listForOperator = async () => {
    const response = await injectAs(ctx.app, operator).get('/api/admin/google-indexing');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as GoogleIndexingList;
  };
  return { ctx, employer, operator, post, listForOperator };
}

const sent = () => fake.published.map(({ url, type }) => ({ url, type }));

describe('Google Indexing API with a service account', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp(fake.env);
  });
  afterAll(async () => {
    await t?.ctx.close();
  });

  it('tells Google a published job page is updated, signed in once with the service account (JWT checked by the fake)', async () => {
    fake.published.length = 0;
    const first = await t.post();
    const second = await t.post({ title: 'Master Electrician' });
    expect(await t.ctx.app.googleIndexing.deliverDue()).toBe(2);
    expect(sent().sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      [first, second].map(({ id }) => ({ url: `${ORIGIN}/jobs/${id}`, type: 'URL_UPDATED' })).sort((a, b) => a.url.localeCompare(b.url)),
    );
    // One token exchange, cached for the next sends.
    expect(fake.tokenRequests).toHaveLength(1);
    expect(new Set(fake.published.map((request) => request.token)).size).toBe(1);
    const listed = await t.listForOperator();
    expect(listed).toMatchObject({ configured: true, dailyLimit: 200, sentToday: 2 });
    expect(listed.notifications.filter((row) => row.state === 'sent')).toHaveLength(2);
    // Nothing more to send: a second run sends nothing again.
    expect(await t.ctx.app.googleIndexing.deliverDue()).toBe(0);
  });

  it('sends URL_UPDATED for an edit and URL_DELETED for a close; changes before a send are one notification with the latest type', async () => {
    const { id } = await t.post();
    await t.ctx.app.googleIndexing.deliverDue();
    fake.published.length = 0;
    const edited = await injectAs(t.ctx.app, t.employer).put(`/api/jobs/${id}`, { ...job, title: 'Lead Electrician' });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.ctx.app.googleIndexing.deliverDue();
    expect(sent()).toEqual([{ url: `${ORIGIN}/jobs/${id}`, type: 'URL_UPDATED' }]);

    fake.published.length = 0;
    await injectAs(t.ctx.app, t.employer).put(`/api/jobs/${id}`, { ...job, title: 'Foreman Electrician' });
    const closed = await injectAs(t.ctx.app, t.employer).patch(`/api/jobs/${id}/status`, { isActive: false });
    expect(closed.statusCode, closed.body).toBe(200);
    await t.ctx.app.googleIndexing.deliverDue();
    expect(sent()).toEqual([{ url: `${ORIGIN}/jobs/${id}`, type: 'URL_DELETED' }]);

    // A change to a closed job (not listed) tells Google nothing; neither does the employer's feed switch on a listed one.
    fake.published.length = 0;
    await t.ctx.database.db.execute(sql`update jobs set title = 'Closed edit' where id = ${id}`);
    const open = await t.post();
    await t.ctx.app.googleIndexing.deliverDue();
    fake.published.length = 0;
    await t.ctx.database.db.execute(sql`update jobs set list_in_feeds = false where id = ${open.id}`);
    expect(await t.ctx.app.googleIndexing.deliverDue()).toBe(0);
    expect(fake.published).toEqual([]);
  });

  it('sends URL_DELETED when a post expires, and for a held job only once an operator approves it (a rejected one was never listed)', async () => {
    // Two posts ending together: the sweep closes both in one statement, and each is taken down.
    const expiring = [await t.post(), await t.post()];
    await t.ctx.app.googleIndexing.deliverDue();
    fake.published.length = 0;
    const now = new Date();
    const ids = expiring.map(({ id }) => id);
    await t.ctx.database.db.execute(
      sql`update jobs set expires_at = ${new Date(now.getTime() - MINUTE).toISOString()} where id in (${ids[0]}, ${ids[1]})`,
    );
    await expireJobPosts(t.ctx.app.db, now);
    expect(await t.ctx.app.googleIndexing.deliverDue()).toBe(2);
    expect(sent().sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      ids.map((id) => ({ url: `${ORIGIN}/jobs/${id}`, type: 'URL_DELETED' })).sort((a, b) => a.url.localeCompare(b.url)),
    );

    fake.published.length = 0;
    const held = await insertJob(t.ctx, t.employer.user.id, { isActive: false, reviewStatus: 'held' });
    const rejected = await insertJob(t.ctx, t.employer.user.id, { isActive: false, reviewStatus: 'held' });
    const rejection = await injectAs(t.ctx.app, t.operator).post(`/api/admin/jobs/${rejected.id}/reject`, { reason: 'Asks for a fee' });
    expect(rejection.statusCode, rejection.body).toBe(200);
    expect(await t.ctx.app.googleIndexing.deliverDue()).toBe(0);
    const approval = await injectAs(t.ctx.app, t.operator).post(`/api/admin/jobs/${held.id}/approve`);
    expect(approval.statusCode, approval.body).toBe(200);
    await t.ctx.app.googleIndexing.deliverDue();
    expect(sent()).toEqual([{ url: `${ORIGIN}/jobs/${held.id}`, type: 'URL_UPDATED' }]);

    // A listed job deleted is taken down too.
    fake.published.length = 0;
    await t.ctx.database.db.delete(jobs).where(sql`${jobs.id} = ${held.id}`);
    await t.ctx.app.googleIndexing.deliverDue();
    expect(sent()).toEqual([{ url: `${ORIGIN}/jobs/${held.id}`, type: 'URL_DELETED' }]);
  });

  it('retries after a 503 and a 429 from Google, with backoff, and sends once', async () => {
    fake.published.length = 0;
    const { id } = await t.post();
    const now = new Date();
    fake.failNext(503, 429);
    expect(await t.ctx.app.googleIndexing.deliverDue(now)).toBe(0);
    let row = (await t.listForOperator()).notifications.find((entry) => entry.url.endsWith(id))!;
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('503') });
    // Not due again before its backoff (30 s).
    expect(await t.ctx.app.googleIndexing.deliverDue(new Date(now.getTime() + 10_000))).toBe(0);
    expect(await t.ctx.app.googleIndexing.deliverDue(new Date(now.getTime() + MINUTE))).toBe(0);
    row = (await t.listForOperator()).notifications.find((entry) => entry.url.endsWith(id))!;
    expect(row).toMatchObject({ state: 'queued', attempts: 2, lastError: expect.stringContaining('429') });
    expect(await t.ctx.app.googleIndexing.deliverDue(new Date(now.getTime() + 5 * MINUTE))).toBe(1);
    expect(sent()).toEqual([{ url: `${ORIGIN}/jobs/${id}`, type: 'URL_UPDATED' }]);
  });

  it("gives up at once on a URL Google refuses (400), and keeps the notification listed as failed with Google's answer", async () => {
    fake.published.length = 0;
    const { id } = await t.post();
    const now = new Date();
    fake.failNext(400);
    expect(await t.ctx.app.googleIndexing.deliverDue(now)).toBe(0);
    expect(await t.ctx.app.googleIndexing.deliverDue(new Date(now.getTime() + 60 * MINUTE))).toBe(0);
    const row = (await t.listForOperator()).notifications.find((entry) => entry.url.endsWith(id))!;
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringContaining('Google Indexing API 400') });
    expect(fake.published).toEqual([]);
  });

  it('signs in again when Google no longer takes the cached access token', async () => {
    fake.published.length = 0;
    const tokens = fake.tokenRequests.length;
    fake.revokeTokens();
    const { id } = await t.post();
    const now = new Date();
    expect(await t.ctx.app.googleIndexing.deliverDue(now)).toBe(0);
    expect(await t.ctx.app.googleIndexing.deliverDue(new Date(now.getTime() + MINUTE))).toBe(1);
    expect(fake.tokenRequests).toHaveLength(tokens + 1);
    expect(sent()).toEqual([{ url: `${ORIGIN}/jobs/${id}`, type: 'URL_UPDATED' }]);
  });

  it('lists the notifications to operators only', async () => {
    expect((await injectAs(t.ctx.app, null).get('/api/admin/google-indexing')).statusCode).toBe(401);
    expect((await injectAs(t.ctx.app, t.employer).get('/api/admin/google-indexing')).statusCode).toBe(403);
  });
});

describe('the daily quota', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp({ ...fake.env, GOOGLE_INDEXING_DAILY_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.ctx.close();
  });

  it('sends at most the cap in a quota day; the rest wait, queued, for the next one (midnight Pacific time, when Google resets it)', async () => {
    fake.published.length = 0;
    const posted = [];
    for (let i = 0; i < 5; i += 1) posted.push(await t.post({ title: `Electrician ${i}` }));
    const now = new Date();
    const [a, b] = await Promise.all([t.ctx.app.googleIndexing.deliverDue(now), t.ctx.app.googleIndexing.deliverDue(now)]);
    expect(a + b).toBe(3);
    expect(fake.published).toHaveLength(3);
    const listed = await t.listForOperator();
    expect(listed.sentToday).toBe(3);
    const waiting = listed.notifications.filter((row) => row.state === 'queued');
    expect(waiting).toHaveLength(2);
    const nextDay = new Date(waiting[0]!.waitsUntil!);
    expect(waiting[1]!.waitsUntil).toBe(nextDay.toISOString());
    expect(pacificTime(nextDay)).toBe('00:00');
    expect(nextDay.getTime() - now.getTime()).toBeGreaterThan(0);
    expect(nextDay.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 60 * MINUTE);
    expect(await t.ctx.app.googleIndexing.deliverDue(new Date(nextDay.getTime() - 1000))).toBe(0);
    expect(await t.ctx.app.googleIndexing.deliverDue(new Date(nextDay.getTime() + MINUTE))).toBe(2);
    expect(new Set(fake.published.map((request) => request.url))).toEqual(new Set(posted.map(({ id }) => `${ORIGIN}/jobs/${id}`)));
  });

  it('knows when the next quota day starts across daylight saving time', () => {
    expect(nextQuotaDay(new Date('2026-03-08T07:30:00Z')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(nextQuotaDay(new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(nextQuotaDay(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(quotaDay(new Date('2026-11-30T07:59:59Z'))).toBe('2026-11-29');
    expect(quotaDay(new Date('2026-11-30T08:00:00Z'))).toBe('2026-11-30');
  });
});

describe('without GOOGLE_SERVICE_ACCOUNT_JSON', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp({});
  });
  afterAll(async () => {
    await t?.ctx.close();
  });

  it('sends nothing and lists for the operator what would have been sent', async () => {
    fake.published.length = 0;
    const tokens = fake.tokenRequests.length;
    const { id } = await t.post();
    await injectAs(t.ctx.app, t.employer).patch(`/api/jobs/${id}/status`, { isActive: false });
    expect(await t.ctx.app.googleIndexing.deliverDue()).toBe(0);
    expect(fake.published).toEqual([]);
    expect(fake.tokenRequests).toHaveLength(tokens);
    const listed = await t.listForOperator();
    expect(listed).toMatchObject({ configured: false, sentToday: 0 });
    expect(listed.notifications).toEqual([
      expect.objectContaining({ url: `${ORIGIN}/jobs/${id}`, type: 'URL_DELETED', state: 'unsent', sentAt: null }),
    ]);
  });
});

describe('GOOGLE_SERVICE_ACCOUNT_JSON', () => {
  it('stops the start with a clear line when it is not a service account key file', () => {
    expect(() => loadEnv({ GOOGLE_SERVICE_ACCOUNT_JSON: '{"client_email": ' })).toThrow(
      /GOOGLE_SERVICE_ACCOUNT_JSON: must be the JSON text of a Google service account key file \(it is not valid JSON\)/,
    );
    expect(() => loadEnv({ GOOGLE_SERVICE_ACCOUNT_JSON: '{"client_email": "a@b.iam.gserviceaccount.com"}' })).toThrow(
      /GOOGLE_SERVICE_ACCOUNT_JSON: must be a Google service account key file \(missing or invalid: private_key\)/,
    );
    expect(() =>
      loadEnv({ GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({ client_email: 'a@b.iam.gserviceaccount.com', private_key: 'not a key' }) }),
    ).toThrow(/GOOGLE_SERVICE_ACCOUNT_JSON: private_key is not a PEM private key/);
    expect(loadEnv({ GOOGLE_SERVICE_ACCOUNT_JSON: '' }).GOOGLE_SERVICE_ACCOUNT_JSON).toBeUndefined();
  });
});
