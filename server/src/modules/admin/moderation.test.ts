import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '@core/admin/moderation-schemas';
import { emailOutbox } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeEmployerProfile, grantJobPosts, jobPost } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

let ctx: TestContext;
let operator: string;
let worker: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = (await signInOperator(ctx)).token;
  worker = await registerUser(ctx.app, 'worker');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const SCAM = 'Pay a $150 registration fee for training, WhatsApp me';
const job = jobPost;

let unverifiedCount = 0;
/** A new employer with a complete profile: verified by an operator unless asked otherwise (an unverified one under a name of its own, not a verified employer's). */
async function employer({ verified = true, language }: { verified?: boolean; language?: 'en' | 'es' } = {}) {
  const user = await registerUser(ctx.app, 'employer', language ? { language } : {});
  const companyName = verified ? 'Moderated Co' : `Unverified Crew ${++unverifiedCount}`;
  await completeEmployerProfile(ctx.database.db, user.user.id, companyName, { verified });
  await grantJobPosts(ctx.database.db, user.user.id, 5);
  return user;
}

async function post(as: Awaited<ReturnType<typeof employer>>, body = job()) {
  const response = await injectAs(ctx.app, as).post('/api/jobs', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; reviewStatus: string; isActive: boolean };
}

const queue = async () => (await injectAs(ctx.app, operator).get('/api/admin/moderation')).json().jobs as Array<Record<string, unknown>>;
const searchIds = async (q: string) =>
  ((await injectAs(ctx.app, worker).get('/api/jobs', { query: { q } })).json().jobs as Array<{ id: string }>).map((found) => found.id);
const publicStatus = async (id: string) => (await injectAs(ctx.app, null).get(`/api/public/jobs/${id}`)).statusCode;
const ownJob = async (as: Awaited<ReturnType<typeof employer>>, id: string) =>
  ((await injectAs(ctx.app, as).get(`/api/employer/${as.user.id}/jobs`)).json() as Array<Record<string, unknown>>).find(
    (found) => found.id === id,
  );
const audit = async () => (await injectAs(ctx.app, operator).get('/api/admin/audit')).json().entries as Array<Record<string, unknown>>;

describe('holding a job for review', () => {
  it('holds a scam post with its signals, out of search, the public job, the sitemap and the worker', async () => {
    const poster = await employer();
    const held = await post(poster, job({ title: 'Quarantined Rigger', description: SCAM }));
    expect(held).toMatchObject({ reviewStatus: 'held', isActive: false });
    expect(await queue()).toContainEqual(
      expect.objectContaining({
        id: held.id,
        companyName: 'Moderated Co',
        employerEmail: poster.user.email,
        employerVerified: true,
        signals: ['worker_fee', 'off_platform_contact'],
      }),
    );
    expect(await searchIds('quarantined rigger')).not.toContain(held.id);
    expect(await publicStatus(held.id)).toBe(404);
    expect((await injectAs(ctx.app, worker).get(`/api/jobs/${held.id}`)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, null).get('/sitemap.xml')).body).not.toContain(held.id);
    expect(await ownJob(poster, held.id)).toMatchObject({ reviewStatus: 'held', reviewNote: null });
    const reopen = await injectAs(ctx.app, poster).patch(`/api/jobs/${held.id}/status`, { isActive: true });
    expect([reopen.statusCode, reopen.json()]).toEqual([409, errorBody(MODERATION_MESSAGES.heldCannotReopen)]);
  });

  it("publishes a verified employer's clean post at once", async () => {
    const posted = await post(await employer(), job({ title: 'Verified Pipefitter' }));
    expect(posted).toMatchObject({ reviewStatus: 'published', isActive: true });
    expect(await searchIds('verified pipefitter')).toContain(posted.id);
    expect(await publicStatus(posted.id)).toBe(200);
  });

  it("holds an unverified employer's first job only, and approval publishes it as a new post", async () => {
    const poster = await employer({ verified: false });
    const first = await post(poster, job({ title: 'Firstpost Lineman' }));
    expect(first.reviewStatus).toBe('held');
    expect((await queue()).find((held) => held.id === first.id)).toMatchObject({ signals: ['first_job'], employerVerified: false });
    const before = Date.now();
    const approved = await injectAs(ctx.app, operator).post(`/api/admin/jobs/${first.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: first.id, reviewStatus: 'published', reviewNote: null });
    expect(await searchIds('firstpost lineman')).toContain(first.id);
    const listed = (await injectAs(ctx.app, null).get(`/api/public/jobs/${first.id}`)).json();
    // Posted at approval: job alerts send jobs posted since their last run.
    expect(new Date(listed.postedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await audit()).toContainEqual(expect.objectContaining({ action: 'job.approve', targetType: 'job', targetId: first.id }));
    expect((await post(poster, job({ title: 'Secondpost Lineman' }))).reviewStatus).toBe('published');
    const again = await injectAs(ctx.app, operator).post(`/api/admin/jobs/${first.id}/approve`);
    expect([again.statusCode, again.json()]).toEqual([409, errorBody(MODERATION_MESSAGES.jobNotHeld)]);
  });

  it('sends an edited held job back to review', async () => {
    const poster = await employer({ verified: false });
    const held = await post(poster);
    const edited = await injectAs(ctx.app, poster).put(`/api/jobs/${held.id}`, job({ description: 'Reworded, nothing to see.' }));
    expect(edited.json()).toMatchObject({ reviewStatus: 'held', isActive: false });
    expect((await queue()).find((found) => found.id === held.id)?.signals).toEqual(['edited_in_review', 'first_job']);
  });

  it('holds a published job edited to carry a signal', async () => {
    const poster = await employer();
    const published = await post(poster, job({ title: 'Weekly Wage Welder' }));
    const edited = await injectAs(ctx.app, poster).put(`/api/jobs/${published.id}`, job({ description: 'Paid weekly in gift cards.' }));
    expect(edited.json()).toMatchObject({ reviewStatus: 'held', isActive: false });
    expect(await searchIds('weekly wage welder')).not.toContain(published.id);
    expect((await queue()).find((found) => found.id === published.id)?.signals).toEqual(['gift_cards']);
  });

  it('holds the same text posted across cities', async () => {
    const poster = await employer();
    const text = 'Storm restoration crews needed now, travel paid, apply today.';
    expect((await post(poster, job({ description: text, location: 'Houston, TX' }))).reviewStatus).toBe('published');
    expect((await post(poster, job({ description: text, location: 'Dallas, TX' }))).reviewStatus).toBe('published');
    const third = await post(poster, job({ description: `  ${text.toUpperCase()} `, location: 'Austin, TX' }));
    expect(third.reviewStatus).toBe('held');
    expect((await queue()).find((found) => found.id === third.id)?.signals).toEqual(['mass_posted']);
  });
});

describe('rejecting a job', () => {
  it('tells the employer why, in their language, and keeps the job out of sight; audited', async () => {
    const poster = await employer({ verified: false, language: 'es' });
    const held = await post(poster, job({ title: 'Soldador <b>urgente</b>', description: SCAM }));
    const reason = 'Cobrar una cuota <script> a los trabajadores no está permitido';
    const rejected = await injectAs(ctx.app, operator).post(`/api/admin/jobs/${held.id}/reject`, { reason: `  ${reason} ` });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ reviewStatus: 'rejected', reviewNote: reason });
    expect(await ownJob(poster, held.id)).toMatchObject({ reviewStatus: 'rejected', reviewNote: reason, isActive: false });
    expect(await publicStatus(held.id)).toBe(404);
    expect(await queue()).not.toContainEqual(expect.objectContaining({ id: held.id }));

    const [mail] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, poster.user.email));
    expect(mail).toMatchObject({ kind: 'job_rejected', subject: 'Su oferta de empleo no se publicó: Soldador <b>urgente</b>' });
    expect(mail!.body).toContain(`Motivo: ${reason}`);
    expect(mail!.html).toContain('Motivo: Cobrar una cuota &lt;script&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(await audit()).toContainEqual(expect.objectContaining({ action: 'job.reject', targetId: held.id, reason }));

    const reopen = await injectAs(ctx.app, poster).patch(`/api/jobs/${held.id}/status`, { isActive: true });
    expect([reopen.statusCode, reopen.json()]).toEqual([
      409,
      { code: 'moderation.rejected_cannot_reopen', message: 'Este empleo fue rechazado: edítelo para enviarlo de nuevo a revisión' },
    ]);
    const approve = await injectAs(ctx.app, operator).post(`/api/admin/jobs/${held.id}/approve`);
    expect(approve.statusCode).toBe(409);
    // Fixed and edited, it goes back to review.
    const edited = await injectAs(ctx.app, poster).put(`/api/jobs/${held.id}`, job({ description: 'Sin cuotas.' }));
    expect(edited.json()).toMatchObject({ reviewStatus: 'held', reviewNote: null });
  });

  it('needs a reason of 1 to 1000 characters, and a job that exists and is held', async () => {
    const held = await post(await employer({ verified: false }));
    const reject = (id: string, body: { reason?: string }) => injectAs(ctx.app, operator).post(`/api/admin/jobs/${id}/reject`, body);
    for (const body of [{}, { reason: '   ' }]) {
      expect((await reject(held.id, body)).json()).toEqual(errorBody(MODERATION_MESSAGES.reasonRequired));
    }
    const long = await reject(held.id, { reason: 'x'.repeat(1001) });
    expect([long.statusCode, long.json()]).toEqual([400, errorBody(MODERATION_MESSAGES.reasonTooLong)]);
    expect((await reject('00000000-0000-4000-8000-000000000000', { reason: 'Fees' })).statusCode).toBe(404);
    expect((await reject('not-a-job', { reason: 'Fees' })).statusCode).toBe(404);
    expect((await injectAs(ctx.app, operator).post('/api/admin/jobs/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    const published = await post(await employer());
    expect((await reject(published.id, { reason: 'Fees' })).json()).toEqual(errorBody(MODERATION_MESSAGES.jobNotHeld));
  });
});

describe('employer verification', () => {
  async function employerWithWebsite(email: string, website: string) {
    const user = await registerUser(ctx.app, 'employer', { email });
    const saved = await injectAs(ctx.app, user).put(`/api/employer-profile/${user.user.id}`, {
      companyName: 'Ridgeline Utilities',
      industry: 'energy',
      companySize: '51-200',
      contactEmail: 'jobs@ridgeline.example.com',
      phoneNumber: '555-555-0150',
      headquarters: 'Denver, CO',
      description: 'Transmission and distribution contractor.',
      website,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await grantJobPosts(ctx.database.db, user.user.id, 3);
    return user;
  }

  it("verifies an employer whose sign-in e-mail is at its website's domain, never a free-mail one", async () => {
    const byDomain = await employerWithWebsite(`hr-${Date.now()}@mail.ridgeline-power.com`, 'https://www.ridgeline-power.com/careers');
    const first = await post(byDomain, job({ title: 'Domainverified Groundman' }));
    expect(first.reviewStatus).toBe('published');
    const verifiedByEmail = {
      employerVerified: true,
      employerVerification: 'email_domain',
      employerVerifiedDomain: 'mail.ridgeline-power.com',
    };
    expect((await injectAs(ctx.app, worker).get(`/api/jobs/${first.id}`)).json()).toMatchObject(verifiedByEmail);
    expect((await injectAs(ctx.app, null).get(`/api/public/jobs/${first.id}`)).json()).toMatchObject(verifiedByEmail);
    const card = (
      (await injectAs(ctx.app, worker).get('/api/jobs', { query: { q: 'domainverified groundman' } })).json().jobs as Array<
        Record<string, unknown>
      >
    )[0];
    expect(card).toMatchObject({ id: first.id, ...verifiedByEmail });

    const freeMail = await employerWithWebsite(`ridgeline${Date.now()}@gmail.com`, 'gmail.com');
    expect((await post(freeMail)).reviewStatus).toBe('held');
  });

  it('is set and taken back by operators, audited; their decision stands over the domain rule', async () => {
    const poster = await employerWithWebsite(`ops-${Date.now()}@ridgeline-grid.com`, 'ridgeline-grid.com');
    const unverify = await injectAs(ctx.app, operator).post(`/api/admin/employers/${poster.user.id}/unverify`);
    expect(unverify.json()).toMatchObject({ employerId: poster.user.id, verified: false, verifiedBy: 'operator', verifiedAt: null });
    expect((await post(poster)).reviewStatus).toBe('held');
    const verify = await injectAs(ctx.app, operator).post(`/api/admin/employers/${poster.user.id}/verify`);
    expect(verify.json()).toMatchObject({ verified: true, verifiedBy: 'operator' });
    expect((await post(poster, job({ title: 'Handverified Apprentice' }))).reviewStatus).toBe('published');
    const entries = await audit();
    for (const action of ['employer.verify', 'employer.unverify']) {
      expect(entries).toContainEqual(expect.objectContaining({ action, targetType: 'employer', targetId: poster.user.id }));
    }
    expect((await injectAs(ctx.app, operator).post(`/api/admin/employers/${worker.user.id}/verify`)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, operator).post('/api/admin/employers/nobody/verify')).statusCode).toBe(404);
  });
});

describe('who may moderate', () => {
  const routes: Array<['GET' | 'POST', string, { reason: string }?]> = [
    ['GET', '/api/admin/moderation'],
    ['POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/approve'],
    ['POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/reject', { reason: 'Fees' }],
    ['POST', '/api/admin/employers/00000000-0000-4000-8000-000000000000/verify'],
    ['POST', '/api/admin/employers/00000000-0000-4000-8000-000000000000/unverify'],
  ];

  it('answers 401 signed out and 403 to workers and employers', async () => {
    const anEmployer = await employer();
    for (const [method, url, payload] of routes) {
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      for (const caller of [worker, anEmployer]) {
        const response = method === 'GET' ? await injectAs(ctx.app, caller).get(url) : await injectAs(ctx.app, caller).post(url, payload);
        expect(response.statusCode, url).toBe(403);
      }
    }
  });
});
