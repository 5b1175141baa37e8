import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCompany } from '@core/employer-profile/public-company';
import type { JobDto, JobSearchResponse } from '@core/jobs/schemas';
import type { ReviewRatings } from '@core/reviews/schemas';
import type { SavedJobDto } from '@core/saved-jobs/schemas';
import { users } from '../../db/schema/auth';
import { reviews } from '../../db/schema/reviews';
import { injectAs } from '../../test/api';
import { completeEmployerProfile, completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { hireApplication, reviewBody, stampHire } from '../reviews/test-helpers';

// The employer's headline rating ("3.8 · 2 reviews from hires") on every job card and job page, and its public company
// page: counted as GET /api/employers/{id}/reviews counts (shown, published, past the double-blind, author not frozen).

const DAY_MS = 24 * 60 * 60 * 1000;
const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"><div>shell</div></div></body></html>`;
const ones: ReviewRatings = { paidAsPromised: 1, siteSafety: 1, postMatchedWork: 1, wouldWorkAgain: 1 };

let ctx: TestContext;
let clientDir: string;
let now = new Date();
type Account = Awaited<ReturnType<typeof registerUser>>;
let rated: Account;
let unrated: Account;
let ratedJobId: string;
let unratedJobId: string;
let closedJobId: string;
const visitor = () => injectAs(ctx.app, null);

/** A worker hired 14 days ago on a job of the employer's, who reviews it; the review waits for its double-blind. */
async function hireAndReview(employer: Account, ratings: ReviewRatings, text = 'Paid every Friday.') {
  const worker = await completeWorker(ctx);
  const job = await insertJob(ctx, employer.user.id, { title: 'Rigger', isActive: true, expiresAt: new Date(now.getTime() + 60 * DAY_MS) });
  const applied = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = (applied.json() as { id: string }).id;
  await hireApplication(ctx, employer, applicationId);
  await stampHire(ctx, applicationId, new Date(now.getTime() - 14 * DAY_MS));
  const written = await injectAs(ctx.app, worker).post('/api/reviews', reviewBody(applicationId, ratings, text));
  expect(written.statusCode, written.body).toBe(201);
  return { worker, reviewId: (written.json() as { id: string }).id };
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://crewbridge.example.com' }, { now: () => now });
  rated = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, rated.user.id, 'Gulf <Rigging> & Sons');
  unrated = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, unrated.user.id, 'Quiet Builders');

  // Shown: paid 4, safety 3.5, post 4, again 3.5 -> 3.75 over 2 reviews.
  await hireAndReview(rated, { paidAsPromised: 5, siteSafety: 4, postMatchedWork: 5, wouldWorkAgain: 4 });
  await hireAndReview(rated, { paidAsPromised: 3, siteSafety: 3, postMatchedWork: 3, wouldWorkAgain: 3 });
  // Not shown: held (a phone number), hidden by an operator, written by an account frozen for fraud.
  await hireAndReview(rated, ones, 'Call me at 713-555-0188.');
  const hidden = await hireAndReview(rated, ones);
  await ctx.database.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, hidden.reviewId));
  const frozen = await hireAndReview(rated, ones);
  await ctx.database.db.update(users).set({ frozenAt: now }).where(eq(users.id, frozen.worker.user.id));
  // Past every double-blind above; the next one is written after, so it still waits.
  now = new Date(now.getTime() + 15 * DAY_MS);
  await hireAndReview(rated, ones);

  ratedJobId = (await insertJob(ctx, rated.user.id, { title: 'Crane Operator', expiresAt: new Date(now.getTime() + 30 * DAY_MS) })).id;
  closedJobId = (await insertJob(ctx, rated.user.id, { title: 'Closed Fitter', isActive: false })).id;
  unratedJobId = (await insertJob(ctx, unrated.user.id, { title: 'Framer', expiresAt: new Date(now.getTime() + 30 * DAY_MS) })).id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const RATING = { average: 3.75, count: 2 };

describe('job cards carry the employer rating', () => {
  it('the public search: shown reviews only, nothing for a company without, one read per page', async () => {
    const app = ctx.app as unknown as { employerRatings: (...args: unknown[]) => Promise<unknown> };
    const reader = app.employerRatings;
    let reads = 0;
    app.employerRatings = (...args) => ((reads += 1), reader(...args));
    try {
      const response = await visitor().get('/api/public/jobs', { query: { limit: '50' } });
      expect(response.statusCode, response.body).toBe(200);
      const { jobs } = response.json() as JobSearchResponse;
      const byId = new Map(jobs.map((job) => [job.id, job]));
      expect(byId.get(ratedJobId)?.employerRating).toEqual(RATING);
      expect(byId.get(unratedJobId)).toBeDefined();
      expect(byId.get(unratedJobId)).not.toHaveProperty('employerRating');
      expect(jobs.filter((job) => job.employerId === rated.user.id).every((job) => job.employerRating?.count === 2)).toBe(true);
      expect(reads).toBe(1);
    } finally {
      app.employerRatings = reader;
    }
  });

  it("a worker's search (best match) and saved jobs carry it too", async () => {
    const worker = await completeWorker(ctx);
    const search = await injectAs(ctx.app, worker).get('/api/jobs', { query: { sort: 'best', limit: '50' } });
    expect(search.statusCode, search.body).toBe(200);
    const cards = (search.json() as JobSearchResponse).jobs;
    expect(cards.find((job) => job.id === ratedJobId)?.employerRating).toEqual(RATING);
    expect(cards.find((job) => job.id === unratedJobId)?.employerRating).toBeUndefined();

    for (const jobId of [ratedJobId, unratedJobId]) {
      expect((await injectAs(ctx.app, worker).post('/api/saved-jobs', { jobId })).statusCode).toBe(201);
    }
    const saved = (await injectAs(ctx.app, worker).get('/api/saved-jobs')).json() as SavedJobDto[];
    expect(saved.find((item) => item.jobId === ratedJobId)?.job.employerRating).toEqual(RATING);
    expect(saved.find((item) => item.jobId === unratedJobId)?.job.employerRating).toBeUndefined();
  });

  it('the public job answers it', async () => {
    expect(((await visitor().get(`/api/public/jobs/${ratedJobId}`)).json() as JobDto).employerRating).toEqual(RATING);
    expect((await visitor().get(`/api/public/jobs/${unratedJobId}`)).json()).not.toHaveProperty('employerRating');
  });
});

describe('GET /api/public/employers/:id', () => {
  it("answers the company's public fields, open jobs and rating, never its contact details", async () => {
    const response = await visitor().get(`/api/public/employers/${rated.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json() as PublicCompany;
    expect(company).toMatchObject({
      employerId: rated.user.id,
      companyName: 'Gulf <Rigging> & Sons',
      industry: 'construction',
      headquarters: 'Houston, TX',
      description: 'Commercial builder.',
      employerVerified: true,
      rating: RATING,
    });
    expect(company.openJobs[0]).toMatchObject({ id: ratedJobId, title: 'Crane Operator' });
    expect(company.openJobs.map((job) => job.id)).not.toContain(closedJobId);
    expect(response.body).not.toContain('hiring@acme.example.com');
    expect(response.body).not.toContain('555-0100');
  });

  it('has no rating for a company without shown reviews', async () => {
    const company = (await visitor().get(`/api/public/employers/${unrated.user.id}`)).json() as PublicCompany;
    expect(company.companyName).toBe('Quiet Builders');
    expect(company).not.toHaveProperty('rating');
  });

  it('404 for an unknown id or a worker, 400 for a malformed one', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    for (const id of ['00000000-0000-4000-8000-000000000000', worker.user.id]) {
      const response = await visitor().get(`/api/public/employers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'The employer was not found', code: 'reviews.employer_not_found' });
    }
    const malformed = await visitor().get('/api/public/employers/not-an-id', { headers: { 'accept-language': 'es' } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('server-written pages', () => {
  it('/jobs/{id} says the rating in the page language, linked to the company page, and in the JobPosting', async () => {
    const html = (await visitor().get(`/jobs/${ratedJobId}?lang=es`)).body;
    expect(html).toContain(
      `<a href="/companies/${rated.user.id}" data-testid="employer-rating"><span aria-hidden="true">★</span> 3.8 · 2 reseñas de contrataciones</a>`,
    );
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      hiringOrganization: Record<string, unknown>;
    };
    expect(jsonLd.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Gulf <Rigging> & Sons',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.8, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect((await visitor().get(`/jobs/${ratedJobId}`)).body).toContain('3.8 · 2 reviews from hires');
  });

  it('/jobs/{id} of a company without shown reviews says nothing of ratings', async () => {
    const html = (await visitor().get(`/jobs/${unratedJobId}`)).body;
    expect(html).not.toContain('employer-rating');
    expect(html).not.toContain('aggregateRating');
  });

  it('/jobs lists the rating on each of the company’s jobs', async () => {
    const html = (await visitor().get('/jobs?lang=es')).body;
    expect(html).toContain('3.8 · 2 reseñas de contrataciones');
    expect(html.split('data-testid="employer-rating"').length - 1).toBe(
      (await visitor().get('/api/public/jobs', { query: { limit: '20' } }))
        .json<JobSearchResponse>()
        .jobs.filter((job) => job.employerRating).length,
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the page of each company with open jobs, dated by its newest post', async () => {
    const body = (await visitor().get('/sitemap.xml')).body;
    expect(body).toMatch(
      new RegExp(`<url><loc>https://crewbridge.example.com/companies/${rated.user.id}</loc><lastmod>[^<]+</lastmod></url>`),
    );
    expect(body).toContain(`<loc>https://crewbridge.example.com/companies/${unrated.user.id}</loc>`);
    expect(body.split(`/companies/${rated.user.id}<`).length - 1).toBe(1);
  });
});

describe('GET /companies/:id (the server-written company page)', () => {
  it('writes the company, its rating in the page language and its open jobs, escaped', async () => {
    const response = await visitor().get(`/companies/${rated.user.id}?lang=es`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`<link rel="canonical" href="https://crewbridge.example.com/companies/${rated.user.id}?lang=es" />`);
    expect(html).toContain('<title>Gulf &lt;Rigging&gt; &amp; Sons | CrewBridge</title>');
    expect(html).toContain('<h1 class="text-2xl font-bold">Gulf &lt;Rigging&gt; &amp; Sons</h1>');
    expect(html).toContain('<p data-testid="company-rating">3.8 · 2 reseñas de contrataciones</p>');
    expect(html).toContain(`<a href="/jobs/${ratedJobId}">Crane Operator</a>`);
    expect(html).not.toContain('Closed Fitter');
    expect(html).not.toContain('hiring@acme.example.com');
  });

  it('says so for a company without shown reviews', async () => {
    const html = (await visitor().get(`/companies/${unrated.user.id}`)).body;
    expect(html).toContain('<p data-testid="company-rating">No reviews from hires yet.</p>');
  });

  it('404 and kept out of indexes for an unknown, malformed or worker id', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', worker.user.id]) {
      const response = await visitor().get(`/companies/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('The employer was not found');
    }
  });
});
