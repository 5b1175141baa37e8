import { z } from 'zod';
import { COMPANY_SIZES, INDUSTRIES } from '../shared/options';
import { defineMessages, FIELD_MESSAGES } from '../shared/messages';
import { optionalPhoneSchema } from '../shared/phone';
import { employerVerificationFieldsSchema } from '../trust/employer-verification';

export const employerProfileSchema = z.object({
  userId: z.string(),
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  headquarters: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  companyBenefits: z.array(z.string()),
  hiringPriorities: z.array(z.string()),
  logo: z.string().nullable(),
  payPerHireEnabled: z.boolean(),
});
export type EmployerProfile = z.infer<typeof employerProfileSchema>;

export const EMPLOYER_PROFILE_MESSAGES = {
  ...defineMessages('employer_profile', {
    companyNameRequired: 'Company name is required',
    contactEmailRequired: 'Contact email is required',
    contactEmailInvalid: 'Please enter a valid contact email address',
    industryInvalid: 'Please choose an industry from the list',
    companySizeInvalid: 'Please choose a company size from the list',
    websiteInvalid: 'Please enter a valid website address',
    linkedinUrlInvalid: 'Please enter a valid LinkedIn address',
    foundedYearInvalid: 'Founded year must be a whole year between 1800 and this year',
    logoInvalid: 'Please upload the logo again',
    tooManyItems: 'Add at most 20 items',
    itemTooLong: 'Each item must be at most 120 characters',
    notYours: 'You can only view and change your own company profile',
    notFound: 'Employer profile not found',
  }),
  locationRequired: FIELD_MESSAGES.locationRequired,
  phoneNumberInvalid: FIELD_MESSAGES.phoneInvalid,
};

export const FOUNDED_YEAR_MIN = 1800;
export const LIST_MAX_ITEMS = 20;
export const LIST_ITEM_MAX_LENGTH = 120;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Optional free text: blank becomes null. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);
}

function requiredText(message: string, label: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));
}

function optionalChoice<T extends readonly string[]>(values: T, message: string) {
  return z
    .string({ error: message })
    .nullish()
    .refine((value) => !value || values.includes(value), message)
    .transform((value) => (value ? (value as T[number]) : null));
}

const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/**
 * An http(s) address of a real host: no credentials (`https://bechtel.com@evil.com` is evil.com, and
 * `hr@bechtel.com` is an e-mail), a name with a top-level domain of letters, not an IP address.
 */
function isWebsiteAddress(candidate: string): boolean {
  if (!webAddress.safeParse(candidate).success) return false;
  try {
    const url = new URL(candidate);
    return url.username === '' && url.password === '' && /\.[a-z][a-z-]*[a-z]$|\.xn--[a-z0-9-]+$/.test(url.hostname.replace(/\.$/, ''));
  } catch {
    return false;
  }
}

/** Optional web address; "acme.com" is accepted and stored as "https://acme.com". */
function optionalUrl(message: string) {
  return z
    .string()
    .trim()
    .max(500, message)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
      if (!isWebsiteAddress(candidate)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return candidate;
    });
}

// The form edits the year as text; the API also takes a number.
const foundedYearField = z
  .union([z.number(), z.string().trim()], { error: EMPLOYER_PROFILE_MESSAGES.foundedYearInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const year = Number(value);
    if (!Number.isInteger(year) || year < FOUNDED_YEAR_MIN || year > new Date().getFullYear()) {
      ctx.addIssue({ code: 'custom', message: EMPLOYER_PROFILE_MESSAGES.foundedYearInvalid });
      return z.NEVER;
    }
    return year;
  });

/** A list of short texts: blanks and repeats dropped. */
const textListField = z
  .array(z.string().trim().max(LIST_ITEM_MAX_LENGTH, EMPLOYER_PROFILE_MESSAGES.itemTooLong))
  .max(LIST_MAX_ITEMS, EMPLOYER_PROFILE_MESSAGES.tooManyItems)
  .optional()
  .transform((items) => [...new Set((items ?? []).filter(Boolean))]);

// Logos are object paths from the shared upload flow, served by this API.
const logoField = optionalText('Logo', 500).refine(
  (value) => value === null || /^\/objects\/[\w-]+\/[\w-]+$/.test(value),
  EMPLOYER_PROFILE_MESSAGES.logoInvalid,
);

/** PUT /api/employer-profile/{userId}, and the company profile form. */
export const updateEmployerProfileSchema = z.object({
  companyName: requiredText(EMPLOYER_PROFILE_MESSAGES.companyNameRequired, 'Company name', 200),
  industry: optionalChoice(INDUSTRIES, EMPLOYER_PROFILE_MESSAGES.industryInvalid),
  companySize: optionalChoice(COMPANY_SIZES, EMPLOYER_PROFILE_MESSAGES.companySizeInvalid),
  website: optionalUrl(EMPLOYER_PROFILE_MESSAGES.websiteInvalid),
  description: optionalText('Company description', 5000),
  linkedinUrl: optionalUrl(EMPLOYER_PROFILE_MESSAGES.linkedinUrlInvalid),
  contactEmail: z
    .string({ error: EMPLOYER_PROFILE_MESSAGES.contactEmailRequired })
    .trim()
    .min(1, EMPLOYER_PROFILE_MESSAGES.contactEmailRequired)
    .pipe(z.email(EMPLOYER_PROFILE_MESSAGES.contactEmailInvalid)),
  phoneNumber: optionalPhoneSchema,
  headquarters: requiredText(EMPLOYER_PROFILE_MESSAGES.locationRequired, 'Location', 200),
  foundedYear: foundedYearField,
  companyBenefits: textListField,
  hiringPriorities: textListField,
  logo: logoField,
});
export type UpdateEmployerProfileInput = z.input<typeof updateEmployerProfileSchema>;
export type UpdateEmployerProfile = z.output<typeof updateEmployerProfileSchema>;

export const employerProfileCompletenessSchema = z.object({
  percent: z.number().int(),
  missing: z.array(z.string()),
  isComplete: z.boolean(),
});

/** What every employer-profile route answers: the profile, how complete it is and how it is verified. */
export const employerProfileResponseSchema = employerProfileSchema.extend({
  completeness: employerProfileCompletenessSchema,
  verification: employerVerificationFieldsSchema,
});
export type EmployerProfileResponse = z.infer<typeof employerProfileResponseSchema>;

export const employerProfileParamsSchema = z.object({ userId: z.string() });
