import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_UNITS } from '@core/jobs/pay';
import { JOB_TYPES_ON_EDIT } from '@core/shared/options';
import { injectAs } from '../../test/api';
import { employerWithJob, insertJob } from '../../test/factories';
import { checkJobPosting, jsonLdBlocks, type JobPostingFacts } from '../../test/job-posting-checker';
import { createTestApp, type TestContext } from '../../test/test-app';

// The built index.html's shape: a title, a description and a #root the server fills.
const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"><div>shell</div></div></body></html>`;

let ctx: TestContext;
let clientDir: string;
let employerId: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://crewbridge.example.com' });
  employerId = (await employerWithJob(ctx, 'Lone Star Electric')).user.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function postingOf(jobId: string): Promise<Record<string, unknown>> {
  const res = await injectAs(ctx.app, null).get(`/jobs/${jobId}`);
  expect(res.statusCode, res.body).toBe(200);
  const blocks = jsonLdBlocks(res.body);
  expect(blocks).toHaveLength(1);
  return blocks[0] as Record<string, unknown>;
}

const PLAIN: JobPostingFacts = {
  hasPay: true,
  hasCity: true,
  hasRegion: true,
  hasPostalCode: true,
  hasExperience: true,
  hasEducation: true,
  isRemote: false,
};

const GOOGLE_TYPES = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};
const GOOGLE_UNITS = { hour: 'HOUR', day: 'DAY', year: 'YEAR' };
const PAY = { hour: [38, 45], day: [350, 420], year: [85_000, 120_000] } as const;

describe('the JobPosting of a public job page (issue 53)', () => {
  it.each(PAY_UNITS.flatMap((payUnit) => JOB_TYPES_ON_EDIT.map((jobType) => [payUnit, jobType] as const)))(
    "is complete for %s pay on a %s job: 0 errors and 0 warnings by Google's list",
    async (payUnit, jobType) => {
      const [salaryMin, salaryMax] = PAY[payUnit];
      const job = await insertJob(ctx, employerId, {
        title: 'Journeyman Electrician',
        location: 'Dallas, TX 75201',
        jobType,
        payUnit,
        salaryMin,
        salaryMax,
        requirements: ['4+ years commercial electrical experience', 'High school diploma or GED', 'Forklift card a plus'],
      });
      const posting = await postingOf(job.id);
      expect(checkJobPosting(posting, PLAIN)).toEqual({ errors: [], warnings: [] });
      expect(posting).toMatchObject({
        identifier: { '@type': 'PropertyValue', name: 'CrewBridge', value: job.id },
        directApply: true,
        datePosted: job.postedAt.toISOString(),
        validThrough: job.expiresAt.toISOString(),
        employmentType: GOOGLE_TYPES[jobType],
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: { '@type': 'QuantitativeValue', minValue: salaryMin, maxValue: salaryMax, unitText: GOOGLE_UNITS[payUnit] },
        },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Dallas', addressRegion: 'TX', postalCode: '75201', addressCountry: 'US' },
        },
        experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 48 },
        educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'high school' },
        hiringOrganization: { '@type': 'Organization', name: 'Lone Star Electric' },
      });
      // Nothing says the job can be done from elsewhere.
      expect(posting).not.toHaveProperty('jobLocationType');
      expect(posting).not.toHaveProperty('applicantLocationRequirements');
    },
  );

  it('says only what the job holds: no pay, ZIP, experience or schooling written, none invented, still 0 warnings', async () => {
    const job = await insertJob(ctx, employerId, {
      location: 'Houston, TX',
      requirements: ['Own hand tools'],
      salaryMin: null,
      salaryMax: null,
    });
    const posting = await postingOf(job.id);
    for (const property of ['baseSalary', 'experienceRequirements', 'educationRequirements']) expect(posting).not.toHaveProperty(property);
    expect((posting.jobLocation as { address: object }).address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Houston',
      addressRegion: 'TX',
      addressCountry: 'US',
    });
    const facts = { ...PLAIN, hasPay: false, hasPostalCode: false, hasExperience: false, hasEducation: false };
    expect(checkJobPosting(posting, facts)).toEqual({ errors: [], warnings: [] });
    // The checker does warn when the job had the data and the posting left it out.
    expect(checkJobPosting(posting, PLAIN).warnings).toEqual([
      'jobLocation.address.postalCode: missing',
      'baseSalary: missing',
      'experienceRequirements: missing',
      'educationRequirements: missing',
    ]);
  });

  it('takes the highest required degree over a preferred one, a required credential as a professional certificate, a one-sided pay', async () => {
    const degree = await insertJob(ctx, employerId, {
      requirements: ['Associate degree or equivalent technical training', "Bachelor's degree preferred", '6 months of rigging'],
      salaryMin: 30,
      salaryMax: null,
      payUnit: 'hour',
    });
    const certified = await insertJob(ctx, employerId, { requirements: [], requiredCredentials: ['twic'] });
    const first = await postingOf(degree.id);
    expect(first).toMatchObject({
      educationRequirements: { credentialCategory: 'associate degree' },
      experienceRequirements: { monthsOfExperience: 6 },
      baseSalary: { value: { '@type': 'QuantitativeValue', minValue: 30, unitText: 'HOUR' } },
    });
    expect((first.baseSalary as { value: object }).value).not.toHaveProperty('maxValue');
    expect(checkJobPosting(first, PLAIN).errors).toEqual([]);
    expect(await postingOf(certified.id)).toMatchObject({ educationRequirements: { credentialCategory: 'professional certificate' } });
  });

  it('keeps a job text with </script>, <!--, U+2028 and U+2029 inside its script, and it parses back to the same text', async () => {
    const hostile = 'Weld </script><script>alert(1)</script> <!-- x --> \u2028line\u2029para & "quoted" </SCRIPT >';
    const job = await insertJob(ctx, employerId, {
      title: `Welder ${hostile}`,
      description: `Description ${hostile}`,
      requirements: [`5 years ${hostile}`],
    });
    const res = await injectAs(ctx.app, null).get(`/jobs/${job.id}`);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    for (const fragment of ['</script', '</SCRIPT', '<!--', '\u2028', '\u2029', '<', '>']) expect(script).not.toContain(fragment);
    const posting = JSON.parse(script) as Record<string, unknown>;
    expect(posting.title).toBe(`Welder ${hostile}`);
    expect(posting.description).toBe(`Description ${hostile}`);
    expect(posting).toMatchObject({ experienceRequirements: { monthsOfExperience: 60 } });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('names a job type Google does not know OTHER', async () => {
    const job = await insertJob(ctx, employerId, { jobType: 'seasonal-legacy' });
    expect(await postingOf(job.id)).toMatchObject({ employmentType: 'OTHER' });
  });
});
