import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimilarJobDto } from '@core/jobs/schemas';
import { injectAs } from '../../test/api';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let dallas: Awaited<ReturnType<typeof insertJob>>;
let nowhere: Awaited<ReturnType<typeof insertJob>>;
const visitor = () => injectAs(ctx.app, null);
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  ctx = await createTestApp();
  // employerWithJob posts a Pipeline Welder (oil and gas) in Houston, today: 225 mi from Dallas.
  const employer = await employerWithJob(ctx, 'North Texas Builders');
  const job = (
    title: string,
    industry: string,
    place: { location: string; lat: number | null; lng: number | null },
    age: number,
    isActive = true,
  ) => insertJob(ctx, employer.user.id, { title, industry, ...place, postedAt: daysAgo(age), isActive });
  dallas = await job('Dallas Ironworker', 'construction', { location: 'Dallas, TX', lat: 32.7767, lng: -96.797 }, 5);
  await job('Houston Ironworker', 'construction', { location: 'Houston, TX', lat: 29.7604, lng: -95.3698 }, 1);
  await job('Chicago Electrician', 'construction', { location: 'Chicago, IL', lat: 41.8781, lng: -87.6298 }, 2);
  await job('Fort Worth Framer', 'construction', { location: 'Fort Worth, TX', lat: 32.7555, lng: -97.3308 }, 9);
  await job('Plano Carpenter', 'construction', { location: 'Plano, TX', lat: 33.0198, lng: -96.6989 }, 20);
  await job('Denton Pipefitter', 'oilgas', { location: 'Denton, TX', lat: 33.2148, lng: -97.1331 }, 30);
  await job('Closed Garland Welder', 'construction', { location: 'Garland, TX', lat: 32.9126, lng: -96.6389 }, 1, false);
  nowhere = await job('Somewhere Rigger', 'construction', { location: 'Job site', lat: null, lng: null }, 3);
});
afterAll(async () => {
  await ctx?.close();
});

const similarTo = async (jobId: string) => {
  const res = await visitor().get(`/api/public/jobs/${jobId}/similar`);
  expect(res.statusCode).toBe(200);
  return res.json<SimilarJobDto[]>().map((job) => [job.title, job.distanceMiles ?? null]);
};

describe('GET /api/public/jobs/{id}/similar', () => {
  it('ranks open jobs near the job first (its industry before others, nearest first, with the miles), then fills with the newest in its industry', async () => {
    expect(await similarTo(dallas.id)).toEqual([
      ['Plano Carpenter', 18],
      ['Fort Worth Framer', 31],
      ['Denton Pipefitter', 36],
      ['Houston Ironworker', null],
      ['Chicago Electrician', null],
    ]);
  });

  it('gives a job with no known place the newest jobs of its industry, and an unknown id the newest open jobs', async () => {
    expect((await similarTo(nowhere.id)).map(([title]) => title)).toEqual([
      'Houston Ironworker',
      'Chicago Electrician',
      'Dallas Ironworker',
      'Fort Worth Framer',
      'Plano Carpenter',
    ]);
    expect((await similarTo('not-a-job'))[0]).toEqual(['Pipeline Welder', null]);
  });
});
