import type { User } from '../auth/schemas';
import { measureCompleteness } from '../shared/completeness';
import { WORKER_PROFILE_MESSAGES } from './messages';
import type { WorkerProfile } from './schemas';

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
] as const;

type CompletenessInput = Pick<User, 'phone' | 'location'> &
  Pick<WorkerProfile, 'primaryTrade' | 'yearsExperience' | 'visaStatus' | 'availability' | 'preferredIndustries' | 'bio' | 'resumeUrl'>;

/**
 * What an employer needs to decide (issue 55 point 2): the only fields a first application waits for.
 * The other required fields are asked after applying and never block it.
 */
export const WORKER_APPLY_FIELDS = WORKER_REQUIRED_FIELDS.filter((field) =>
  (['primaryTrade', 'yearsExperience', 'phone', 'location'] as const).some((key) => key === field.key),
);

export function getWorkerProfileCompleteness(input: Partial<CompletenessInput>) {
  const apply = measureCompleteness(WORKER_APPLY_FIELDS, input);
  return { ...measureCompleteness(WORKER_REQUIRED_FIELDS, input), canApply: apply.isComplete, applyMissing: apply.missing };
}

/** The refusal while `missing` (field labels) are blank, the labels as its value. */
export function incompleteWorkerProfileMessage(missing: readonly string[]) {
  return WORKER_PROFILE_MESSAGES.profileIncomplete.coded({ missing: missing.join(', ') });
}

/** The sidebar checklist of 001 section 2: the nine required fields in three groups. */
export const WORKER_CHECKLIST = [
  { id: 'basicInfo', fields: ['phone', 'location', 'bio'] },
  { id: 'workExperience', fields: ['primaryTrade', 'yearsExperience', 'visaStatus', 'availability', 'preferredIndustries'] },
  { id: 'resumeUpload', fields: ['resumeUrl'] },
] as const satisfies ReadonlyArray<{ id: string; fields: ReadonlyArray<(typeof WORKER_REQUIRED_FIELDS)[number]['key']> }>;

export function getWorkerChecklist(missing: readonly string[]) {
  const labelOf = (key: string) => WORKER_REQUIRED_FIELDS.find((field) => field.key === key)!.label;
  return WORKER_CHECKLIST.map((item) => ({
    id: item.id,
    isDone: item.fields.every((key) => !missing.includes(labelOf(key))),
  }));
}
