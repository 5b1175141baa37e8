import { measureCompleteness } from '../shared/completeness';
import type { EmployerProfile } from './schemas';

/** The seven company fields that must be non-blank (002 section 4). */
export const EMPLOYER_REQUIRED_FIELDS = [
  { key: 'companyName', label: 'Company Name' },
  { key: 'industry', label: 'Industry' },
  { key: 'companySize', label: 'Company Size' },
  { key: 'contactEmail', label: 'Contact Email' },
  { key: 'phoneNumber', label: 'Phone Number' },
  { key: 'headquarters', label: 'Headquarters' },
  { key: 'description', label: 'Company Description' },
] as const;

export function getEmployerProfileCompleteness(profile: Partial<EmployerProfile> | null | undefined) {
  return measureCompleteness(EMPLOYER_REQUIRED_FIELDS, profile);
}
