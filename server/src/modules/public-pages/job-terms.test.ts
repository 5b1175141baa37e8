import { describe, expect, it } from 'vitest';
import type { JobDto } from '@core/jobs/schemas';
import { renderJobPage, toJobPosting } from './job-page';

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div></body></html>`;

const job: JobDto = {
  id: '00000000-0000-4000-8000-000000000001',
  employerId: '00000000-0000-4000-8000-000000000002',
  title: 'Marine Terminal Welder',
  employerVerified: false,
  employerVerification: null,
  employerVerifiedDomain: null,
  description: 'Structural welding.',
  industry: 'oilgas',
  location: 'Houston, TX',
  jobType: 'contract',
  experienceLevel: null,
  salaryMin: null,
  salaryMax: null,
  payUnit: 'year',
  requirements: [],
  skills: [],
  positions: 1,
  postedAt: '2026-11-20T10:00:00.000Z',
  companyName: 'Gulf <Rigging>',
  isActive: true,
  isBoosted: false,
  requiredCredentials: ['twic', 'not-in-catalogue'],
  preferredCredentials: ['cdl-a'],
  perDiem: 1250,
  lodgingProvided: true,
  travelRequired: true,
  rotation: '14/7',
  overtimeExpected: true,
};

describe('the server-rendered job page (issue 21)', () => {
  it('lists the travel terms and the credentials by name', () => {
    const html = renderJobPage(TEMPLATE, { job, expiresAt: '2026-12-20T10:00:00.000Z' }, 'https://crewbridge.example.com/jobs/1');
    for (const text of [
      'Per diem: $1,250/day',
      'Lodging provided',
      'Travel required',
      'Rotation: 14/7',
      'Overtime expected',
      'Required credentials: TWIC Card, not-in-catalogue',
      'Preferred credentials: CDL Class A',
    ]) {
      expect(html).toContain(`<li>${text}</li>`);
    }
  });

  it('lists nothing for a job without terms', () => {
    const plain = {
      ...job,
      requiredCredentials: [],
      preferredCredentials: [],
      perDiem: null,
      lodgingProvided: false,
      travelRequired: false,
      rotation: null,
      overtimeExpected: false,
    };
    expect(renderJobPage(TEMPLATE, { job: plain, expiresAt: '2026-12-20T10:00:00.000Z' }, 'https://x.example.com/jobs/1')).not.toContain(
      '<ul>',
    );
  });
});

describe('the pay on the server-rendered job page (issue 34)', () => {
  const expiresAt = '2026-12-20T10:00:00.000Z';
  it.each([
    ['hour', 38, 45, '$38-45/hr', 'HOUR'],
    ['day', 350, 350, '$350/day', 'DAY'],
    ['year', 85_000, 120_000, '$85,000-120,000/yr', 'YEAR'],
  ] as const)('states %s pay in its unit, in the text and the JobPosting unitText', (payUnit, salaryMin, salaryMax, text, unitText) => {
    const paid = { ...job, salaryMin, salaryMax, payUnit };
    expect(renderJobPage(TEMPLATE, { job: paid, expiresAt }, 'https://x.example.com/jobs/1')).toContain(text);
    expect(toJobPosting(paid, expiresAt).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: salaryMin, maxValue: salaryMax, unitText },
    });
  });
});
