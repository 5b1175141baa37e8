import { z } from 'zod';
import { WORKER_PROFILE_MESSAGES } from './messages';
import { AUTH_MESSAGES } from '../auth/schemas';
import { currentPasswordField } from '../auth/email-change-schemas';
import { INDUSTRIES, TRADES } from '../shared/options';
import { optionalPhoneSchema } from '../shared/phone';
import { AVAILABILITY_OPTIONS, CONTACT_METHODS, EXPERIENCE_OPTIONS, TRAVEL_DISTANCE_CHOICES, WORK_AUTHORIZATIONS } from './options';

// Defined without zod, so the client can read them without loading it.
export { TRAVEL_DISTANCE_CHOICES, WORKER_PROFILE_MESSAGES };

/** How far a worker will travel for work: miles, or anywhere (issue 21). */
export const TRAVEL_DISTANCE_MAX_MILES = 5000;
/** "Anywhere" as stored: farther than any two places, so "within travel distance" needs no special case. */
export const TRAVEL_ANYWHERE_MILES = 25_000;
const travelDistanceSchema = z.union([z.number().int(), z.literal('anywhere')]);
export type TravelDistance = z.infer<typeof travelDistanceSchema>;

export function travelDistanceToMiles(distance: TravelDistance | null | undefined): number | null {
  if (distance === 'anywhere') return TRAVEL_ANYWHERE_MILES;
  return distance ?? null;
}

export function travelDistanceFromMiles(miles: number | null): TravelDistance | null {
  if (miles === null) return null;
  return miles >= TRAVEL_ANYWHERE_MILES ? 'anywhere' : miles;
}

export const workerProfileSchema = z.object({
  userId: z.string(),
  primaryTrade: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  visaStatus: z.string().nullable(),
  willingToTravel: z.boolean(),
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  bio: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  availability: z.string().nullable(),
  preferredIndustries: z.array(z.string()),
  hourlyRate: z.number().int().nullable(),
  preferredContactMethod: z.string().nullable(),
  availableFrom: z.string().nullable(),
  travelDistance: travelDistanceSchema.nullable(),
});
export type WorkerProfile = z.infer<typeof workerProfileSchema>;

export const workerProfileCompletenessSchema = z.object({
  percent: z.number().int(),
  missing: z.array(z.string()),
  isComplete: z.boolean(),
  /** Trade, years, phone and location are filled: applying is open; the rest is asked after (issue 55). */
  canApply: z.boolean(),
  /** The labels of those four still blank. */
  applyMissing: z.array(z.string()),
});

/** GET/PUT /api/worker-profile/{userId}: the profile plus its completeness (001 section 5). */
export const workerProfileResponseSchema = workerProfileSchema.extend({
  completeness: workerProfileCompletenessSchema,
});
export type WorkerProfileResponse = z.infer<typeof workerProfileResponseSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An enum field where '' means "not chosen" (null); any other unknown value is refused. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToNull, z.enum(values, { error: message }).nullable());
}

const optionalText = (max: number, message: string) => z.preprocess(blankToNull, z.string().trim().max(max, message).nullable());

/** Accepts "linkedin.com/in/x" as well as a full address; stores it with its scheme. */
const optionalUrl = z.preprocess(
  (value) => {
    const text = blankToNull(value);
    if (typeof text !== 'string') return text;
    const trimmed = text.trim();
    return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  },
  z
    .string()
    .max(500, WORKER_PROFILE_MESSAGES.urlInvalid)
    .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) && new URL(url).hostname.includes('.'), {
      message: WORKER_PROFILE_MESSAGES.urlInvalid,
    })
    .nullable(),
);

/** A stored upload: /objects/<path>, as the upload call answers. */
const optionalObjectPath = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\/objects\/[\w-]+\/[\w-]+$/, WORKER_PROFILE_MESSAGES.fileInvalid)
    .nullable(),
);

/** 001 section 5: hourlyRate is parsed as an integer and empty becomes null. */
const hourlyRateField = z.preprocess(
  (value) => {
    const text = blankToNull(value);
    if (typeof text === 'string' && /^\s*\d+\s*$/.test(text)) return Number(text);
    return text;
  },
  z
    .number({ error: WORKER_PROFILE_MESSAGES.hourlyRateInvalid })
    .int(WORKER_PROFILE_MESSAGES.hourlyRateInvalid)
    .min(0, WORKER_PROFILE_MESSAGES.hourlyRateRange)
    .max(1000, WORKER_PROFILE_MESSAGES.hourlyRateRange)
    .nullable(),
);

/** Skills and certifications: blanks and case-insensitive duplicates are dropped. */
const chipList = z
  .array(z.string().max(100, WORKER_PROFILE_MESSAGES.chipTooLong))
  .max(50, WORKER_PROFILE_MESSAGES.tooManyChips)
  .transform((items) => {
    const seen = new Set<string>();
    return items
      .map((item) => item.trim())
      .filter((item) => {
        const key = item.toLowerCase();
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  });

const availableFromField = z.preprocess(blankToNull, z.iso.date(WORKER_PROFILE_MESSAGES.availableFromInvalid).nullable());

/** A number of miles (form strings too) or 'anywhere'; "": not said. */
const travelDistanceField = z.preprocess(
  (value) => {
    const text = blankToNull(value);
    return typeof text === 'string' && /^\s*\d+\s*$/.test(text) ? Number(text) : text;
  },
  z
    .union(
      [
        z.literal('anywhere'),
        z
          .number()
          .int(WORKER_PROFILE_MESSAGES.travelDistanceInvalid)
          .min(1, WORKER_PROFILE_MESSAGES.travelDistanceInvalid)
          .max(TRAVEL_DISTANCE_MAX_MILES, WORKER_PROFILE_MESSAGES.travelDistanceInvalid),
      ],
      { error: WORKER_PROFILE_MESSAGES.travelDistanceInvalid },
    )
    .nullable(),
);

export const workerProfileFields = {
  primaryTrade: optionalChoice(TRADES, WORKER_PROFILE_MESSAGES.tradeInvalid),
  yearsExperience: optionalChoice(EXPERIENCE_OPTIONS, WORKER_PROFILE_MESSAGES.experienceInvalid),
  visaStatus: optionalChoice(WORK_AUTHORIZATIONS, WORKER_PROFILE_MESSAGES.visaInvalid),
  availability: optionalChoice(AVAILABILITY_OPTIONS, WORKER_PROFILE_MESSAGES.availabilityInvalid),
  preferredIndustries: z
    .array(z.enum(INDUSTRIES, { error: WORKER_PROFILE_MESSAGES.industryInvalid }), {
      error: WORKER_PROFILE_MESSAGES.industryInvalid,
    })
    .transform((items) => [...new Set(items)]),
  preferredContactMethod: optionalChoice(CONTACT_METHODS, WORKER_PROFILE_MESSAGES.contactMethodInvalid),
  hourlyRate: hourlyRateField,
  willingToTravel: z.boolean(),
  bio: optionalText(2000, WORKER_PROFILE_MESSAGES.bioTooLong),
  linkedinUrl: optionalUrl,
  portfolioUrl: optionalUrl,
  resumeUrl: optionalObjectPath,
  skills: chipList,
  certifications: chipList,
  availableFrom: availableFromField,
  travelDistance: travelDistanceField,
};

/** PUT /api/worker-profile/{userId}: any subset of the profile fields. */
export const updateWorkerProfileRequestSchema = z.object(workerProfileFields).partial();
export type UpdateWorkerProfileRequest = z.input<typeof updateWorkerProfileRequestSchema>;

export const userFields = {
  firstName: optionalText(100, WORKER_PROFILE_MESSAGES.nameTooLong),
  lastName: optionalText(100, WORKER_PROFILE_MESSAGES.nameTooLong),
  // Empty only for a worker who joined by phone and has no e-mail yet (issue 55); the server refuses
  // clearing an address an account has (auth/user-service.ts).
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .refine((email) => email === '' || z.email().safeParse(email).success, AUTH_MESSAGES.emailInvalid)
    .transform((email) => email.toLowerCase()),
  phone: optionalPhoneSchema,
  location: optionalText(200, WORKER_PROFILE_MESSAGES.locationTooLong),
  avatarUrl: optionalObjectPath,
};

/**
 * PUT /api/users/{userId}: any subset of the user's own fields (001 section 3). A new `email`
 * needs `currentPassword` and applies once the new address confirms it (core/auth/email-change-schemas).
 */
export const updateUserRequestSchema = z.object(userFields).partial().extend({ currentPassword: currentPasswordField });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * The profile tab's form: the user fields and the profile fields, validated by the same rules. Its
 * certifications are the credential wallet's records, which save on their own, so the form never sends the list.
 */
export const workerProfileFormSchema = z
  .object({ ...userFields, ...workerProfileFields, currentPassword: currentPasswordField })
  .omit({ certifications: true });
export type WorkerProfileFormInput = z.input<typeof workerProfileFormSchema>;
export type WorkerProfileFormValues = z.output<typeof workerProfileFormSchema>;

export const userIdParamsSchema = z.object({ userId: z.string() });

/** POST /api/worker-profile/resume-from-profile: the stored resume's URL and the profile now pointing at it. */
export const resumeFromProfileResponseSchema = z.object({
  resumeUrl: z.string(),
  profile: workerProfileResponseSchema,
});
export type ResumeFromProfileResponse = z.infer<typeof resumeFromProfileResponseSchema>;
