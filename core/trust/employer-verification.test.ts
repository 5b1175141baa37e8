import { describe, expect, it } from 'vitest';
import { emailDomain, isEmailOfWebsite, websiteDomain } from './employer-verification';

describe('websiteDomain and emailDomain', () => {
  it('read the host however the website is typed, without www', () => {
    expect(websiteDomain('acme.com')).toBe('acme.com');
    expect(websiteDomain('https://www.Acme.com/careers?x=1')).toBe('acme.com');
    expect(websiteDomain('http://WWW.acme.com.')).toBe('acme.com');
    expect(websiteDomain('  ')).toBeNull();
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('not a website')).toBeNull();
    expect(websiteDomain('localhost')).toBeNull();
  });

  it('read the domain of an address', () => {
    expect(emailDomain('Jobs@ACME.com')).toBe('acme.com');
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('user@localhost')).toBeNull();
  });
});

describe('isEmailOfWebsite', () => {
  it('matches the same domain, with or without www', () => {
    expect(isEmailOfWebsite('hr@acme.com', 'https://www.acme.com')).toBe(true);
    expect(isEmailOfWebsite('hr@acme.com', 'acme.com')).toBe(true);
  });

  it('matches a subdomain on either side', () => {
    expect(isEmailOfWebsite('hr@mail.acme.com', 'acme.com')).toBe(true);
    expect(isEmailOfWebsite('hr@acme.com', 'careers.acme.com')).toBe(true);
  });

  it('refuses another domain, a look-alike suffix and a missing website', () => {
    expect(isEmailOfWebsite('hr@acme.com', 'acme.net')).toBe(false);
    expect(isEmailOfWebsite('hr@notacme.com', 'acme.com')).toBe(false);
    expect(isEmailOfWebsite('hr@acme.com.evil.io', 'acme.com')).toBe(false);
    expect(isEmailOfWebsite('hr@acme.com', null)).toBe(false);
  });

  it('never verifies a free-mail address, even against the free-mail site itself', () => {
    expect(isEmailOfWebsite('acme.jobs@gmail.com', 'gmail.com')).toBe(false);
    expect(isEmailOfWebsite('someone@outlook.com', 'https://outlook.com')).toBe(false);
    expect(isEmailOfWebsite('someone@us.yahoo.com', 'yahoo.com')).toBe(false);
  });
});
