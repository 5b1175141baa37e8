import { foldText } from '../jobs/fold-text';
import { WELL_KNOWN_COMPANIES } from './well-known-companies';

/**
 * Impersonation (issue 49): a new account calling itself by the name of a verified employer, or of
 * a large company, posts under a name people trust. Names are compared by their key: case, accents,
 * punctuation, a leading "The", "and"/"&" and trailing legal forms (Inc, LLC, Corp, Co, Ltd, S.A. de
 * C.V....) aside, so "ACME Builders, Inc." and "Acme Builders LLC" are one name. The database keeps
 * the same rule as company_name_key() (migration 0047), which the lookup of verified employers
 * uses through an index; this one reads the catalogue.
 */
const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'pllc',
  'pc',
  'gmbh',
  'sa',
  'sas',
  'srl',
  'de',
  'cv',
  'rl',
  's',
]);

/** The words a name is compared by, accents folded and legal forms dropped. */
function nameWords(name: string): string[] {
  const words = foldText(name)
    .replace(/[.'\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words[0] === 'the') words.shift();
  const kept = words.filter((word) => word !== 'and');
  while (kept.length > 0 && LEGAL_FORMS.has(kept[kept.length - 1]!)) kept.pop();
  return kept;
}

/** The key two company names are compared by; '' for a name that is only a legal form. */
export function companyNameKey(name: string): string {
  return nameWords(name).join('');
}

/** Words a copied big name is dressed with ("Amazon Hiring", "Walmart Careers USA"): still the big name. */
const RECRUITING_WORDS: ReadonlySet<string> = new Set([
  'hiring',
  'jobs',
  'job',
  'careers',
  'career',
  'recruiting',
  'recruitment',
  'recruiter',
  'recruiters',
  'hr',
  'staffing',
  'usa',
  'us',
  'america',
  'official',
  'team',
  'empleos',
  'trabajos',
  'reclutamiento',
]);

const WELL_KNOWN_KEYS: ReadonlySet<string> = new Set(WELL_KNOWN_COMPANIES.map(companyNameKey).filter(Boolean));

/** The catalogued company a name is, or is dressed up as; null for any other name. */
export function wellKnownCompanyOf(name: string): string | null {
  const words = nameWords(name);
  while (words.length > 1 && RECRUITING_WORDS.has(words[words.length - 1]!)) words.pop();
  const key = words.join('');
  if (!key || !WELL_KNOWN_KEYS.has(key)) return null;
  return WELL_KNOWN_COMPANIES.find((company) => companyNameKey(company) === key) ?? null;
}

export interface ImpersonationInput {
  /** The posting employer's company name (its profile's). */
  companyName: string | null;
  employerVerified: boolean;
  /** Another account, verified, has the same name key (the service looks it up). */
  isNameOfOtherVerifiedEmployer: boolean;
}

/**
 * Whether a post is held as impersonation: an unverified account posting under the name of another,
 * verified, employer or of a catalogued big name. A verified account has shown who it is (its
 * mailbox at its website's domain, or an operator's check), so two verified namesakes both post.
 */
export function isImpersonation(input: ImpersonationInput): boolean {
  if (input.employerVerified || !input.companyName || !companyNameKey(input.companyName)) return false;
  return input.isNameOfOtherVerifiedEmployer || wellKnownCompanyOf(input.companyName) !== null;
}
