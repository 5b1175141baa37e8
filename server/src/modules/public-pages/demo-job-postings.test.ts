import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationCategoryOf, experienceMonthsOf, parseJobLocation } from '@core/jobs/posting-facts';
import { reseed } from '../../db/seed/seed';
import { injectAs } from '../../test/api';
import { checkJobPosting, jsonLdBlocks } from '../../test/job-posting-checker';
import { createTestApp, type TestContext } from '../../test/test-app';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"></div></body></html>`;

type DemoJob = {
  id: string;
  title: string;
  location: string;
  salary_min: number | null;
  salary_max: number | null;
  pay_unit: string;
  job_type: string;
  requirements: string[];
  required_credentials: string[];
};

let ctx: TestContext;
let dir: string;
let demoJobs: DemoJob[];
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'crewbridge-demo-postings-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  // The seed stores its resumes where the server's environment says.
  process.env.DATA_DIR = dir;
  ctx = await createTestApp({ CLIENT_DIST_DIR: dir, DATA_DIR: dir, PUBLIC_URL: 'https://crewbridge.example.com' });
  await reseed(ctx.database.db);
  demoJobs = (
    await ctx.database.db.execute<DemoJob>(sql`
      select id, title, location, salary_min, salary_max, pay_unit, job_type, requirements, required_credentials
      from jobs where is_active and expires_at > now() order by posted_at desc`)
  ).rows;
});
afterAll(async () => {
  await ctx?.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dir, { recursive: true, force: true });
});

describe("the demo jobs' JobPosting (issue 53)", () => {
  it("has 0 errors and 0 warnings by Google's required and recommended properties on every listed demo job", async () => {
    expect(demoJobs.length).toBeGreaterThan(20);
    const results: Array<{ title: string; errors: string[]; warnings: string[] }> = [];
    for (const job of demoJobs) {
      const res = await injectAs(ctx.app, null).get(`/jobs/${job.id}`);
      expect(res.statusCode, job.title).toBe(200);
      const blocks = jsonLdBlocks(res.body);
      expect(blocks, job.title).toHaveLength(1);
      const place = parseJobLocation(job.location);
      const check = checkJobPosting(blocks[0], {
        hasPay: job.salary_min !== null || job.salary_max !== null,
        hasCity: place.city !== null,
        hasRegion: place.state !== null,
        hasPostalCode: place.postalCode !== null,
        hasExperience: experienceMonthsOf(job.requirements) !== null,
        hasEducation: educationCategoryOf(job.requirements, job.required_credentials) !== null,
        isRemote: false,
      });
      results.push({ title: job.title, ...check });
    }
    expect(results.filter((result) => result.errors.length + result.warnings.length > 0)).toEqual([]);
  });

  it('covers every pay unit the demo uses; the demo locations name no ZIP code (so no postalCode is written)', () => {
    expect(new Set(demoJobs.map((job) => job.pay_unit))).toEqual(new Set(['hour', 'day', 'year']));
    expect(demoJobs.filter((job) => parseJobLocation(job.location).postalCode !== null)).toEqual([]);
  });
});
