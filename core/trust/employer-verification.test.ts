import { describe, expect, it } from 'vitest';
import { confirmedEmailDomainOf, emailDomain, isEmailOfWebsite, toEmployerVerification, websiteDomain } from './employer-verification';

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

describe('confirmedEmailDomainOf', () => {
  it("is the address's domain only once the address is confirmed", () => {
    expect(confirmedEmailDomainOf({ email: 'hr-something@bechtel.com', isEmailConfirmed: false }, 'https://www.bechtel.com')).toBeNull();
    expect(confirmedEmailDomainOf({ email: 'hr-something@bechtel.com', isEmailConfirmed: true }, 'https://www.bechtel.com')).toBe(
      'bechtel.com',
    );
    expect(confirmedEmailDomainOf({ email: 'Jobs@Mail.Acme.com', isEmailConfirmed: true }, 'acme.com')).toBe('mail.acme.com');
  });

  it('keeps the matching rule: another domain or a free-mail one is no proof, confirmed or not', () => {
    expect(confirmedEmailDomainOf({ email: 'hr@acme.net', isEmailConfirmed: true }, 'acme.com')).toBeNull();
    expect(confirmedEmailDomainOf({ email: 'acme@gmail.com', isEmailConfirmed: true }, 'gmail.com')).toBeNull();
    expect(confirmedEmailDomainOf({ email: 'hr@acme.com', isEmailConfirmed: true }, null)).toBeNull();
  });
});

describe('toEmployerVerification', () => {
  it('says how the employer was verified, and names the domain of an e-mail only', () => {
    expect(toEmployerVerification('domain', 'acme.com')).toEqual({
      employerVerified: true,
      employerVerification: 'email_domain',
      employerVerifiedDomain: 'acme.com',
    });
    expect(toEmployerVerification('operator', 'acme.com')).toEqual({
      employerVerified: true,
      employerVerification: 'operator',
      employerVerifiedDomain: null,
    });
    expect(toEmployerVerification(null, null)).toEqual({
      employerVerified: false,
      employerVerification: null,
      employerVerifiedDomain: null,
    });
  });
});
