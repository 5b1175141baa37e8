import { describe, expect, it } from 'vitest';
import { companyNameKey, wellKnownCompanyOf } from '@core/trust/impersonation';
import { detectScamSignals, type ScamCheckInput, type ScamSignal } from '@core/trust/scam-signals';
import labelled from '@core/trust/fixtures/scam-posts.json';
import { INDUSTRIES } from '@core/shared/options';
import { RELEVANCE_JOBS } from '../../../../bench/relevance/set';
import { SKILLS, TITLES } from '../../../../bench/search/data';
import { SEED_EMPLOYERS } from './data/employers';

interface LabelledPost {
  id: string;
  language: 'en' | 'es';
  label: 'scam' | 'honest';
  signal?: ScamSignal;
  title: string;
  description: string;
}

const posts = labelled.posts as LabelledPost[];
const textOnly = (title: string, description: string, extra: Partial<ScamCheckInput> = {}): ScamCheckInput => ({
  title,
  description,
  industry: 'construction',
  experienceLevel: 'mid',
  salaryMin: null,
  salaryMax: null,
  payUnit: 'year',
  ...extra,
});

const demoJobs = SEED_EMPLOYERS.flatMap((employer) => employer.jobs.map((job) => ({ ...job, payUnit: job.payUnit ?? 'year' })));
/** The bench generator's posts (bench/search/seed.ts writes them in SQL): every title, industry and skill its template combines. */
const benchJobs: ScamCheckInput[] = TITLES.flatMap((title) =>
  INDUSTRIES.flatMap((industry) =>
    SKILLS.map((skill, n) => ({
      ...textOnly(title, `Join our crew on a ${industry} project. Steady hours, safety first, tools provided. Job ${n + 1}.`),
      industry,
      salaryMin: 30000 + n * 1000,
      salaryMax: 50000 + n * 4000,
      requirements: ['OSHA 10', 'Valid driver license', 'Pass drug screen', 'Own hand tools'],
      skills: [skill],
    })),
  ),
);
const relevanceJobs = RELEVANCE_JOBS.map((job) => textOnly(job.title, job.description, { skills: job.skills }));
const honestFixtures = posts.filter((post) => post.label === 'honest').map((post) => textOnly(post.title, post.description));
const scamFixtures = posts.filter((post) => post.label === 'scam');

const isHeld = (job: ScamCheckInput) => detectScamSignals(job).length > 0;

describe('the scam signals on honest posts (precision)', () => {
  it('fire no signal on the demo jobs, so every demo job is published', () => {
    for (const job of demoJobs) expect([job.title, detectScamSignals(job)]).toEqual([job.title, []]);
  });

  it("fire no signal on the bench generator's posts nor on the relevance set", () => {
    expect(benchJobs.length).toBeGreaterThan(3000);
    expect(benchJobs.filter(isHeld)).toEqual([]);
    expect(relevanceJobs.filter(isHeld)).toEqual([]);
  });

  it('fire no signal on honest trade posts that use the same words (background check, drug test, license, direct deposit)', () => {
    expect(honestFixtures.length).toBeGreaterThanOrEqual(10);
    expect(honestFixtures.filter(isHeld).map((job) => job.title)).toEqual([]);
  });
});

describe('the scam signals on the FTC-based scam posts (recall)', () => {
  it('hold every labelled scam post, each by the signal it is labelled with, in both languages', () => {
    const caught = scamFixtures.filter((post) => detectScamSignals(textOnly(post.title, post.description)).includes(post.signal!));
    const recall = caught.length / scamFixtures.length;
    const honest = [...demoJobs, ...benchJobs, ...relevanceJobs, ...honestFixtures];
    const falseHolds = honest.filter(isHeld).length;
    const precision = caught.length / (caught.length + falseHolds);
    expect({ recall, precision, missed: scamFixtures.filter((post) => !caught.includes(post)).map((post) => post.id) }).toEqual({
      recall: 1,
      precision: 1,
      missed: [],
    });
    for (const language of ['en', 'es'] as const)
      expect(scamFixtures.filter((post) => post.language === language).length).toBeGreaterThanOrEqual(10);
  });
});

describe('company names', () => {
  it('compare without case, punctuation, accents or legal forms', () => {
    expect(companyNameKey('ACME Builders, Inc.')).toBe(companyNameKey('The Acme Builders LLC'));
    expect(companyNameKey('Constructora Peñasco S.A. de C.V.')).toBe('constructorapenasco');
    expect(companyNameKey('Smith & Sons Co., Ltd.')).toBe(companyNameKey('Smith and Sons'));
    expect(companyNameKey('Inc.')).toBe('');
  });

  it('know the big names, dressed up or not, and none of the demo companies', () => {
    expect(wellKnownCompanyOf('AMAZON, Inc.')).toBe('Amazon');
    expect(wellKnownCompanyOf('Amazon Hiring USA')).toBe('Amazon');
    expect(wellKnownCompanyOf('The Home Depot Careers')).not.toBeNull();
    expect(wellKnownCompanyOf('Amazonia Roofing')).toBeNull();
    expect(wellKnownCompanyOf('Hiring')).toBeNull();
    for (const employer of SEED_EMPLOYERS) expect(wellKnownCompanyOf(employer.profile.companyName)).toBeNull();
  });
});
