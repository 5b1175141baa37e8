import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResponse } from '@core/jobs/schemas';
import { PLACE_MESSAGES } from '@core/shared/cities';
import type { PlacesResponse } from '@core/shared/place-schemas';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeEmployerProfile, grantJobPosts } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { geocodeStoredJobs } from '../jobs/geocode-jobs';

let ctx: TestContext;
let employer: Awaited<ReturnType<typeof registerUser>>;
let worker: Awaited<ReturnType<typeof registerUser>>;

const weldingJob = {
  title: 'Pipe Welder',
  industry: 'oilgas',
  description: 'Refinery turnaround.',
  location: 'Pasadena, TX',
  jobType: 'contract',
};

beforeAll(async () => {
  ctx = await createTestApp();
  employer = await registerUser(ctx.app, 'employer');
  worker = await registerUser(ctx.app, 'worker');
  await completeEmployerProfile(ctx.database.db, employer.user.id, 'Ship Channel Fab');
  await grantJobPosts(ctx.database.db, employer.user.id, 20);
});
afterAll(async () => {
  await ctx?.close();
});

async function places(q: string) {
  const response = await injectAs(ctx.app, null).get('/api/places', { query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlacesResponse;
}

const descriptionFor = (location: string) => `Refinery turnaround near ${location}.`;

async function postJob(location: string) {
  // Each its own text: one description across three cities is a scam signal that holds the post (core/trust).
  const response = await injectAs(ctx.app, employer).post('/api/jobs', { ...weldingJob, location, description: descriptionFor(location) });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  const [row] = await ctx.database.db.select({ lat: jobs.lat, lng: jobs.lng }).from(jobs).where(eq(jobs.id, id));
  return { id, ...row! };
}

async function searchIds(query: Record<string, string>) {
  const response = await injectAs(ctx.app, worker).get('/api/jobs', { query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as JobSearchResponse).jobs.map((job) => job.id);
}

describe('GET /api/places', () => {
  it('suggests places holding the text, those starting with it and the most populous first, to anyone', async () => {
    const { places: found, match } = await places('pasad');
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]).toMatchObject({ label: 'Pasadena, TX', state: 'TX', zip: null });
    expect(found.map((place) => place.label)).toContain('Pasadena, CA');
    // Places starting with the text first, each group the most populous first.
    const starting = found.filter((place) => place.label.toLowerCase().startsWith('pasad'));
    expect(found.slice(0, starting.length)).toEqual(starting);
    for (const group of [starting, found.slice(starting.length)]) {
      const populations = group.map((place) => place.population!);
      expect(populations).toEqual([...populations].sort((x, y) => y - x));
    }
    expect(match).toBeNull();
  });

  it('narrows by state and says which place the text names', async () => {
    const { places: found, match } = await places('Lake Charles, LA');
    expect(found[0]).toMatchObject({ label: 'Lake Charles, LA' });
    expect(match).toMatchObject({ label: 'Lake Charles, LA' });
  });

  it('suggests ZIP codes by prefix and knows a full one', async () => {
    const { places: found, match } = await places('7700');
    expect(found.map((place) => place.zip)).toEqual(expect.arrayContaining(['77002']));
    expect(found.every((place) => place.zip!.startsWith('7700'))).toBe(true);
    expect((await places('77002')).match).toMatchObject({ zip: '77002', name: 'Houston', state: 'TX' });
    expect(match).toBeNull();
  });

  it.each([
    [{}, PLACE_MESSAGES.queryRequired],
    [{ q: '   ' }, PLACE_MESSAGES.queryRequired],
    [{ q: 'a'.repeat(61) }, PLACE_MESSAGES.queryTooLong],
    [{ q: '<script>' }, PLACE_MESSAGES.queryInvalid],
    [{ q: 'houston; drop' }, PLACE_MESSAGES.queryInvalid],
  ])('refuses %j', async (query, message) => {
    const response = await injectAs(ctx.app, null).get('/api/places', { query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(errorBody(message));
  });
});

describe('jobs anywhere in the US', () => {
  it('stores coordinates for a Pasadena, TX job and finds it from Houston or a Houston ZIP', async () => {
    const job = await postJob('Pasadena, TX');
    expect(job.lat).toBeCloseTo(29.691, 2);
    expect(job.lng).toBeCloseTo(-95.209, 2);
    expect(await searchIds({ location: 'Houston, TX', radiusMiles: '50' })).toContain(job.id);
    expect(await searchIds({ location: '77002', radiusMiles: '25' })).toContain(job.id);
    expect(await searchIds({ location: 'Houston', radiusMiles: '25' })).toContain(job.id);
    // Pasadena, CA is another place: keyed by city and state, not by city alone.
    expect(await searchIds({ location: 'Pasadena, CA', radiusMiles: '50' })).not.toContain(job.id);
    expect(await searchIds({ location: '77002', radiusMiles: '5' })).not.toContain(job.id);
  });

  it('accepts a place it does not know, without coordinates, found by its text', async () => {
    const job = await postJob('Offshore Block 42, GM');
    expect(job).toMatchObject({ lat: null, lng: null });
    expect(await searchIds({ location: 'Offshore Block' })).toEqual([job.id]);
    expect(await searchIds({ location: 'Houston, TX', radiusMiles: '500' })).not.toContain(job.id);
  });

  it('geocodes a job again when its location changes', async () => {
    const job = await postJob('Baytown, TX');
    const response = await injectAs(ctx.app, employer).put(`/api/jobs/${job.id}`, {
      ...weldingJob,
      location: 'Odessa, TX',
      description: descriptionFor('Odessa, TX'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db.select({ lat: jobs.lat }).from(jobs).where(eq(jobs.id, job.id));
    expect(row!.lat).toBeCloseTo(31.85, 1);
    expect(await searchIds({ location: 'Midland, TX', radiusMiles: '25' })).toContain(job.id);
  });

  it('geocodes rows stored without coordinates once, leaving unknown places alone', async () => {
    const rows = await ctx.database.db
      .insert(jobs)
      .values(
        ['Beaumont, TX', 'Laredo', '70601', 'Nowhere, ZZ'].map((location) => ({ ...weldingJob, location, employerId: employer.user.id })),
      )
      .returning({ id: jobs.id });
    const ids = rows.map((row) => row.id);
    expect(await geocodeStoredJobs(ctx.database.db)).toBeGreaterThanOrEqual(3);
    const stored = await ctx.database.db.select().from(jobs).where(inArray(jobs.id, ids));
    const byLocation = Object.fromEntries(stored.map((row) => [row.location, row]));
    expect(byLocation['Beaumont, TX']!.lat).toBeCloseTo(30.09, 1);
    expect(byLocation['Laredo']!.lat).toBeCloseTo(27.5, 1);
    expect(byLocation['70601']!.lat).toBeCloseTo(30.2, 0);
    expect(byLocation['Nowhere, ZZ']).toMatchObject({ lat: null, lng: null });
    expect(await geocodeStoredJobs(ctx.database.db)).toBe(0);
  });
});
