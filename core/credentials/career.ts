import { CAREER_INDUSTRIES, type CareerIndustry } from '../career/options';
import type { CredentialDefinition } from './catalogue';

const isCareerIndustry = (industry: string): industry is CareerIndustry => (CAREER_INDUSTRIES as readonly string[]).includes(industry);
const firstCareerIndustry = (industries: readonly string[]) => industries.find(isCareerIndustry);

/**
 * The career tools' industry of a wallet record (their list is shorter than the job industries):
 * the catalogue entry's first industry they know, else the worker's first preferred one, else general.
 * Migration 0024 applies the same rule in SQL to the old free-text certifications.
 */
export function careerIndustryFor(credential: CredentialDefinition | undefined, preferredIndustries: readonly string[]): CareerIndustry {
  return firstCareerIndustry(credential?.industries ?? []) ?? firstCareerIndustry(preferredIndustries) ?? 'general';
}
