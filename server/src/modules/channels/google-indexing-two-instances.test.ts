import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { jobs } from '../../db/schema/jobs';
import { startFakeGoogleIndexing } from '../../test/fake-google-indexing';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { nextQuotaDay } from './google-indexing';

const ORIGIN = 'https://crewbridge.example.com';
const DAILY_LIMIT = 20;

// SKIP LOCKED and the quota's upsert between separate connections need a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('Google Indexing API notifications with two app instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let fake: Awaited<ReturnType<typeof startFakeGoogleIndexing>>;
  let appA: App;
  let appB: App;

  beforeAll(async () => {
    fake = await startFakeGoogleIndexing();
    instances = await createTestAppsSharingDatabase(2, {
      ...fake.env,
      PUBLIC_URL: ORIGIN,
      GOOGLE_INDEXING_DAILY_LIMIT: String(DAILY_LIMIT),
    });
    [appA, appB] = instances.apps as [App, App];
  });
  afterAll(async () => {
    await instances?.close();
    await fake?.close();
  });

  it('sends each change once and never more than the day’s cap, both instances sending at once; the rest go the next quota day', async () => {
    const employer = await registerUser(appA, 'employer');
    const posted = await appA.db
      .insert(jobs)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          employerId: employer.user.id,
          title: `Pipeline Welder ${i}`,
          description: 'Weld 12-inch pipe on a new line.',
          industry: 'oilgas',
          location: 'Houston, TX',
          jobType: 'full-time',
        })),
      )
      .returning({ id: jobs.id });
    const urls = posted.map(({ id }) => `${ORIGIN}/jobs/${id}`);

    const now = new Date();
    const send = (at: Date) =>
      Promise.all([appA.googleIndexing.deliverDue(at), appB.googleIndexing.deliverDue(at), appA.googleIndexing.deliverDue(at)]);
    const today = await send(now);
    expect(today.reduce((sum, count) => sum + count, 0)).toBe(DAILY_LIMIT);
    expect(fake.published).toHaveLength(DAILY_LIMIT);
    expect(new Set(fake.published.map((request) => request.url)).size).toBe(DAILY_LIMIT);
    // Both instances sent, each signing in once.
    expect(fake.tokenRequests.length).toBeLessThanOrEqual(2);

    const nextDay = new Date(nextQuotaDay(now).getTime() + 60_000);
    const tomorrow = await send(nextDay);
    expect(tomorrow.reduce((sum, count) => sum + count, 0)).toBe(30 - DAILY_LIMIT);
    expect(fake.published.map((request) => request.url).sort()).toEqual([...urls].sort());
    expect(fake.published.every((request) => request.type === 'URL_UPDATED')).toBe(true);
  });
});
