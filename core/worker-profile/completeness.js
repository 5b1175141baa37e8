import { measureCompleteness } from '../shared/completeness';
import { WORKER_PROFILE_MESSAGES } from './messages';
/** The nine fields a worker must fill before jobs, applications, saved and messages open (001 section 5). */
export const WORKER_REQUIRED_FIELDS = [
    { key: 'primaryTrade', label: 'Primary Trade' },
    { key: 'yearsExperience', label: 'Years of Experience' },
    { key: 'visaStatus', label: 'Work Authorization' },
    { key: 'availability', label: 'Availability' },
    { key: 'preferredIndustries', label: 'Preferred Industries' },
    { key: 'bio', label: 'Professional Bio' },
    { key: 'phone', label: 'Phone Number' },
    { key: 'location', label: 'Location' },
    { key: 'resumeUrl', label: 'Resume Upload' },
];
export function getWorkerProfileCompleteness(input) {
    return measureCompleteness(WORKER_REQUIRED_FIELDS, input);
}
/** The refusal while `missing` (field labels) are blank, the labels as its value. */
export function incompleteWorkerProfileMessage(missing) {
    return WORKER_PROFILE_MESSAGES.profileIncomplete.coded({ missing: missing.join(', ') });
}
/** The sidebar checklist of 001 section 2: the nine required fields in three groups. */
export const WORKER_CHECKLIST = [
    { id: 'basicInfo', fields: ['phone', 'location', 'bio'] },
    { id: 'workExperience', fields: ['primaryTrade', 'yearsExperience', 'visaStatus', 'availability', 'preferredIndustries'] },
    { id: 'resumeUpload', fields: ['resumeUrl'] },
];
export function getWorkerChecklist(missing) {
    const labelOf = (key) => WORKER_REQUIRED_FIELDS.find((field) => field.key === key).label;
    return WORKER_CHECKLIST.map((item) => ({
        id: item.id,
        isDone: item.fields.every((key) => !missing.includes(labelOf(key))),
    }));
}
