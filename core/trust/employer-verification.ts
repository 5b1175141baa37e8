import { z } from 'zod';

/**
 * How an employer was verified: its confirmed e-mail's domain is its website's (`domain`), an
 * operator checked it by hand, or it proved it runs the website's domain without a mailbox there:
 * a DNS TXT record (`dns`) or a file under /.well-known/ (`well-known`).
 */
export const VERIFICATION_METHODS = ['domain', 'operator', 'dns', 'well-known'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];
export const DOMAIN_PROOF_METHODS = ['dns', 'well-known'] as const;
export type DomainProofMethod = (typeof DOMAIN_PROOF_METHODS)[number];
export const isDomainProofMethod = (method: string | null | undefined): method is DomainProofMethod =>
  (DOMAIN_PROOF_METHODS as readonly (string | null | undefined)[]).includes(method);

/** What the TXT record holds before the token, and where the file with the token is served. */
export const DOMAIN_PROOF_RECORD_PREFIX = 'crewbridge-verification=';
export const DOMAIN_PROOF_FILE_PATH = '/.well-known/crewbridge-verification.txt';

/** How a job or profile tells its reader the employer was verified: the badge names it. */
export const EMPLOYER_VERIFICATION_KINDS = ['email_domain', 'operator', 'domain'] as const;
export type EmployerVerificationKind = (typeof EMPLOYER_VERIFICATION_KINDS)[number];

/** The verification in force, as jobs and profiles answer it. */
export const employerVerificationFieldsSchema = z.object({
  /** The employer is verified: cards and pages carry the badge. */
  employerVerified: z.boolean(),
  /** How: a confirmed mailbox at the website's domain ("Verified: e-mail at acme.com"), a DNS record or file on it ("Verified: domain acme.com") or CrewBridge's own check. */
  employerVerification: z.enum(EMPLOYER_VERIFICATION_KINDS).nullable(),
  /** The domain a verification by e-mail, DNS record or file rests on; null otherwise. */
  employerVerifiedDomain: z.string().nullable(),
});
export type EmployerVerificationFields = z.infer<typeof employerVerificationFieldsSchema>;

/**
 * The fields of a verification as stored: `method` is that of the verification in force (null when
 * there is none, an operator's "not verified" too), `domain` the e-mail's domain it rests on.
 */
export function toEmployerVerification(method: VerificationMethod | null, domain: string | null): EmployerVerificationFields {
  if (method === 'domain') return { employerVerified: true, employerVerification: 'email_domain', employerVerifiedDomain: domain };
  if (isDomainProofMethod(method)) return { employerVerified: true, employerVerification: 'domain', employerVerifiedDomain: domain };
  if (method === 'operator') return { employerVerified: true, employerVerification: 'operator', employerVerifiedDomain: null };
  return { employerVerified: false, employerVerification: null, employerVerifiedDomain: null };
}

/**
 * Domains anyone can get an address at: an address there proves nothing about a company, even
 * one whose "website" is the same domain. A subdomain of one counts as it.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.es',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'tuta.io',
  'qq.com',
  '163.com',
  'comcast.net',
  'att.net',
  'sbcglobal.net',
  'verizon.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'juno.com',
]);

const normalizeHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** The domain after the @, lower-cased; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  const host = at < 0 ? '' : normalizeHost(email.slice(at + 1));
  return host.includes('.') ? host : null;
}

/** The host of a website as typed ("acme.com", "https://www.acme.com/careers"), without www; null when it has none. */
export function websiteDomain(website: string | null | undefined): string | null {
  const typed = website?.trim();
  if (!typed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
    // Credentials before the host (saved before the website was checked for them) name no domain of the company's.
    if (url.username || url.password) return null;
    const host = normalizeHost(url.hostname);
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

const isWithin = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function isFreeMailDomain(domain: string): boolean {
  return [...FREE_MAIL_DOMAINS].some((free) => isWithin(domain, free));
}

/**
 * Whether an e-mail address shows its owner runs the website: same domain, or one a subdomain of
 * the other (jobs@hr.acme.com for acme.com, jobs@acme.com for careers.acme.com). An address at a
 * free-mail domain never does.
 */
export function isEmailOfWebsite(email: string, website: string | null | undefined): boolean {
  const mail = emailDomain(email);
  const site = websiteDomain(website);
  if (!mail || !site || isFreeMailDomain(mail) || isFreeMailDomain(site)) return false;
  return isWithin(mail, site) || isWithin(site, mail);
}

/**
 * The domain an account proves it runs the website at: its sign-in address is confirmed (the link
 * e-mailed there was opened) and at the website's domain (isEmailOfWebsite). Null otherwise: an
 * address anyone can type at sign-up proves nothing until its mailbox answers.
 */
export function confirmedEmailDomainOf(account: { email: string; isEmailConfirmed: boolean }, website: string | null | undefined) {
  if (!account.isEmailConfirmed || !isEmailOfWebsite(account.email, website)) return null;
  return emailDomain(account.email);
}
