import { eq } from 'drizzle-orm';
import type { CreateJobInput } from '@core/jobs/schemas';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { employerProfiles } from '../db/schema/employer-profile';
import { jobs } from '../db/schema/jobs';
import { jobPostGrants } from '../db/schema/payments';
import { workerProfiles } from '../db/schema/worker-profile';
import { injectAs } from './api';
import { registerUser, type TestContext } from './test-app';

// Profiles, jobs and post allowances belong to other domains' screens; tests write their rows
// directly so each suite depends only on the calls it tests.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-up worker whose profile is complete enough to apply. */
export async function completeWorker(ctx: TestContext, overrides: { resumeUrl?: string | null; isEmailVerified?: boolean } = {}) {
  const worker = await registerUser(
    ctx.app,
    'worker',
    { firstName: 'Dana', lastName: 'Welds' },
    { isEmailVerified: overrides.isEmailVerified ?? true },
  );
  await completeWorkerProfile(ctx.database.db, worker.user.id, overrides);
  return worker;
}

/** Writes the profile fields applying needs onto a signed-up worker (also the cluster load test's workers). */
export async function completeWorkerProfile(db: Database, userId: string, overrides: { resumeUrl?: string | null } = {}) {
  await db.update(users).set({ phone: '555-0100', location: 'Houston, TX' }).where(eq(users.id, userId));
  await db
    .update(workerProfiles)
    .set({
      primaryTrade: 'welder',
      yearsExperience: '5-10',
      visaStatus: 'citizen',
      availability: 'immediately',
      preferredIndustries: ['oilgas'],
      bio: 'Pipeline welder with rig experience.',
      skills: ['TIG', 'MIG'],
      resumeUrl: overrides.resumeUrl === undefined ? '/objects/uploads/resume-1.pdf' : overrides.resumeUrl,
    })
    .where(eq(workerProfiles.userId, userId));
}

/**
 * A complete company profile. The employer is verified (by an operator) unless `verified` is false,
 * so its posts are published at once; moderation tests ask for an unverified one.
 */
export async function completeEmployerProfile(db: Database, userId: string, companyName = 'Acme Builders', { verified = true } = {}) {
  await db
    .update(employerProfiles)
    .set({
      companyName,
      industry: 'construction',
      companySize: '51-200',
      contactEmail: 'hiring@acme.example.com',
      phoneNumber: '(555) 555-0100',
      headquarters: 'Houston, TX',
      description: 'Commercial builder.',
      ...(verified ? { verifiedAt: new Date(), verifiedBy: 'operator' as const } : {}),
    })
    .where(eq(employerProfiles.userId, userId));
}

/** A signed-up employer with a company name and one open job. */
export async function employerWithJob(ctx: TestContext, companyName = 'Gulf Rigging Co') {
  const employer = await registerUser(ctx.app, 'employer');
  const db = ctx.database.db;
  await db
    .update(employerProfiles)
    .set({ companyName, contactEmail: 'hiring@gulf.example.com' })
    .where(eq(employerProfiles.userId, employer.user.id));
  const job = await insertJob(ctx, employer.user.id);
  return { ...employer, job };
}

/** A job row: an open Pipeline Welder post in Houston unless overridden. */
export async function insertJob(ctx: TestContext, employerId: string, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await ctx.database.db
    .insert(jobs)
    .values({
      employerId,
      title: 'Pipeline Welder',
      description: 'Weld 12-inch pipe on a new line.',
      industry: 'oilgas',
      location: 'Houston, TX',
      jobType: 'full-time',
      experienceLevel: 'mid',
      ...values,
    })
    .returning();
  return job!;
}

export async function deleteJob(ctx: TestContext, jobId: string) {
  await ctx.database.db.delete(jobs).where(eq(jobs.id, jobId));
}

/** A month of posts, as a Subscription Bundle purchase would grant. */
export async function grantJobPosts(db: Database, employerId: string, posts: number) {
  const now = Date.now();
  await db.insert(jobPostGrants).values({
    employerId,
    plan: 'subscription-bundle',
    posts,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 30 * DAY_MS),
  });
}

export async function setWorkerMatchProfile(
  db: Database,
  userId: string,
  profile: { primaryTrade: string; skills: string[]; preferredIndustries: string[]; location: string },
) {
  const { location, ...fields } = profile;
  await db.update(workerProfiles).set(fields).where(eq(workerProfiles.userId, userId));
  await db.update(users).set({ location }).where(eq(users.id, userId));
}

/** An honest hourly job post as an employer sends it (POST /api/jobs): nothing in it holds it for review. */
export const jobPost = (overrides: Partial<CreateJobInput> = {}): CreateJobInput => ({
  title: 'Journeyman Electrician',
  industry: 'construction',
  description: 'Commercial tenant improvements; company-paid OSHA 30.',
  location: 'Houston, TX',
  jobType: 'full-time',
  experienceLevel: 'mid',
  salaryMin: 38,
  salaryMax: 46,
  payUnit: 'hour',
  ...overrides,
});

/** A job post as an employer sends it (POST /api/jobs). */
export const SPLICER_POST = {
  title: 'Cable Splicer',
  industry: 'telecommunications',
  description: 'Aerial fiber.',
  location: 'Dallas, TX',
  jobType: 'contract',
};

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Pays for a plan the way the checkout page does in test mode, then confirms it like the success page. */
export async function buyWithTestCard(app: App, token: string, planId: string, amountCents: number) {
  const api = injectAs(app, token);
  const intent = await requireOk(api.post('/api/payments/create-intent', { planId, amount: amountCents }));
  const { clientSecret } = intent.json() as { clientSecret: string };
  const charge = await requireOk(api.post('/api/payments/test-mode/confirm', { clientSecret, ...TEST_CARD }));
  const { paymentIntentId } = charge.json() as { paymentIntentId: string };
  const confirm = await requireOk(api.post('/api/payments/confirm', { paymentIntentId, plan: planId }));
  return confirm.json() as { purchaseId: string; planName: string; plan: string };
}

// Throws rather than asserting, so benchmarks can use these factories outside a test runner.
async function requireOk<T extends { statusCode: number; body: string }>(pending: Promise<T>): Promise<T> {
  const response = await pending;
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response;
}
