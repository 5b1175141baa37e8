import { describe, expect, it } from 'vitest';
import { updateEmployerProfileSchema } from './schemas';

const profile = (website: string) => ({
  companyName: 'Bechtel',
  industry: 'construction',
  companySize: '51-200',
  contactEmail: 'jobs@bechtel.com',
  phoneNumber: '555-555-0170',
  headquarters: 'Reston, VA',
  website,
});
const websiteOf = (website: string) => {
  const parsed = updateEmployerProfileSchema.safeParse(profile(website));
  return parsed.success ? parsed.data.website : 'refused';
};

describe('the company website', () => {
  it('keeps http(s) addresses of a real host, adding https:// to a bare domain', () => {
    expect(websiteOf('bechtel.com')).toBe('https://bechtel.com');
    expect(websiteOf('https://www.bechtel.com/careers?x=1')).toBe('https://www.bechtel.com/careers?x=1');
    expect(websiteOf('http://jobs.acme.co.uk')).toBe('http://jobs.acme.co.uk');
  });

  it('refuses an e-mail, credentials before the host, IP addresses and hosts without a top-level domain', () => {
    for (const website of [
      'hr@bechtel.com',
      'https://bechtel.com@evil.com',
      'https://user:pass@bechtel.com',
      'http://127.0.0.1',
      'https://10.0.0.1/x',
      'https://localhost',
      'https://bechtel',
      'ftp://bechtel.com',
      'javascript:alert(1)',
      'https://bechtel.123',
    ]) {
      expect(websiteOf(website), website).toBe('refused');
    }
  });
});
