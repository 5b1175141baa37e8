import { measureCompleteness } from '../shared/completeness';
/** The seven company fields that must be non-blank (002 section 4). */
export const EMPLOYER_REQUIRED_FIELDS = [
    { key: 'companyName', label: 'Company Name' },
    { key: 'industry', label: 'Industry' },
    { key: 'companySize', label: 'Company Size' },
    { key: 'contactEmail', label: 'Contact Email' },
    { key: 'phoneNumber', label: 'Phone Number' },
    { key: 'headquarters', label: 'Headquarters' },
    { key: 'description', label: 'Company Description' },
];
export function getEmployerProfileCompleteness(profile) {
    return measureCompleteness(EMPLOYER_REQUIRED_FIELDS, profile);
}
