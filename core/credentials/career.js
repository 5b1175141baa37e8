import { CAREER_INDUSTRIES } from '../career/options';
const isCareerIndustry = (industry) => CAREER_INDUSTRIES.includes(industry);
const firstCareerIndustry = (industries) => industries.find(isCareerIndustry);
/**
 * The career tools' industry of a wallet record (their list is shorter than the job industries):
 * the catalogue entry's first industry they know, else the worker's first preferred one, else general.
 * Migration 0024 applies the same rule in SQL to the old free-text certifications.
 */
export function careerIndustryFor(credential, preferredIndustries) {
    return firstCareerIndustry(credential?.industries ?? []) ?? firstCareerIndustry(preferredIndustries) ?? 'general';
}
