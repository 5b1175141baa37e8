import { z } from 'zod';
import { crewApplicantSchema, crewApplicationFields } from '../crews/schemas';
import { interviewSchema } from '../interviews/schemas';
import { JOB_MESSAGES } from '../jobs/schemas';
import { TRAVEL_DISTANCE_MAX_MILES, workerProfileSchema } from '../worker-profile/schemas';
import { defineMessages, FIELD_MESSAGES } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { PAY_UNITS } from '../jobs/pay';
import { workerRatingSummarySchema } from '../reviews/schemas';
import { applicantMatchReasonSchema } from './applicant-match';
import { startDateSchema } from './start-date';
import { applicationSourceField } from '../feeds/schemas';

export const APPLICATION_STATUSES = ['pending', 'reviewed', 'interview', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const CONTACT_METHODS = ['internal', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export { EMPLOYER_APPLICATIONS_POLL_MS, RECENT_APPLICATIONS_COUNT } from './employer-lists';

export const EXPECTED_SALARY_MAX = 10_000_000;

/** The most applications one bulk status change may name (issue 20). */
export const BULK_STATUS_MAX = 200;

export const APPLICATION_MESSAGES = {
  ...defineMessages('applications', {
    jobRequired: 'Please choose a job to apply to.',
    onlyPending: 'A new application is always created as pending.',
    jobInactive: 'This job is no longer accepting applications.',
    alreadyApplied: 'You have already applied to this job',
    notFound: 'Application not found',
    notYourApplications: 'You can only view your own applications',
    expectedSalaryInvalid: 'Expected salary must be a whole number of 0 or more.',
    statusInvalid: 'Status must be one of pending, reviewed, interview, accepted or rejected.',
    resumeNotAvailable: 'Resume URL not available',
    contactMethodInvalid: 'Contact method must be internal or email.',
    candidateEmailMissing: 'This candidate has no e-mail address on file.',
    candidateEmailUnverified: 'This candidate has not confirmed their e-mail yet. Send them a message on CrewBridge instead.',
    updated: 'Application updated',
    deleted: 'Application deleted',
    messageSent: 'Message sent!',
    messageQueued: 'Message sent! It will be delivered by e-mail.',
    bulkCountInvalid: 'Choose from 1 to 200 applications.',
    bulkIdInvalid: 'Each application id must be a valid id.',
    bulkIdsDuplicated: 'Each application can be listed only once.',
    sortInvalid: 'Sort must be newest, oldest or match.',
    jobFilterInvalid: 'The job filter must be a job id.',
    limitInvalid: 'Limit must be a whole number from 1 to 100.',
    ratingInvalid: 'Rating must be a whole number from 1 to 5.',
    noteTooLong: 'A note must be at most 2000 characters.',
    reviewEmpty: 'Send a note or a rating to save.',
    availableByInvalid: 'Available by must be a date (YYYY-MM-DD).',
    willTravelInvalid: 'Will travel must be a number of miles from 1 to 5000, or anywhere.',
    qualifiedInvalid: 'Qualified must be true or false.',
    expectedPayUnitInvalid: 'Expected pay unit must be hour, day or year.',
  }),
  invalidCursor: JOB_MESSAGES.invalidCursor,
  jobNotFound: JOB_MESSAGES.notFound,
  subjectRequired: FIELD_MESSAGES.subjectRequired,
  messageRequired: FIELD_MESSAGES.messageRequired,
};

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** An integer of 0 or more; a blank form field means "no expected salary" (null). */
const expectedSalaryField = z
  .union([z.number(), z.string()], { error: APPLICATION_MESSAGES.expectedSalaryInvalid })
  .nullish()
  .transform((value) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    return typeof value === 'string' ? Number(value.trim()) : value;
  })
  .pipe(
    z
      .number({ error: APPLICATION_MESSAGES.expectedSalaryInvalid })
      .int(APPLICATION_MESSAGES.expectedSalaryInvalid)
      .min(0, APPLICATION_MESSAGES.expectedSalaryInvalid)
      .max(EXPECTED_SALARY_MAX, APPLICATION_MESSAGES.expectedSalaryInvalid)
      .nullish(),
  );

export const applicationDetailsSchema = z.object({
  coverLetter: text(5000),
  expectedSalary: expectedSalaryField,
  /** The unit the worker quoted the pay in (expectedSalary stays yearly); null or absent = yearly. */
  expectedPayUnit: z.enum(PAY_UNITS, { error: APPLICATION_MESSAGES.expectedPayUnitInvalid }).nullish(),
  availability: text(200),
});

export const createApplicationRequestSchema = applicationDetailsSchema.extend({
  jobId: uuidSchema(APPLICATION_MESSAGES.jobRequired),
  status: z.literal('pending', { error: APPLICATION_MESSAGES.onlyPending }).optional(),
  /** A foreman applying with his crew (issue 51) sends both; a worker applying alone sends neither. */
  ...crewApplicationFields,
  /** The feed whose link brought the worker (issue 53); an unknown tag is dropped. */
  source: applicationSourceField,
});
export type CreateApplicationInput = z.input<typeof createApplicationRequestSchema>;
export type CreateApplicationRequest = z.output<typeof createApplicationRequestSchema>;

/** PUT /api/applications/{id}: only the fields sent change. */
export const updateApplicationRequestSchema = applicationDetailsSchema;
export type UpdateApplicationInput = z.input<typeof updateApplicationRequestSchema>;
export type UpdateApplicationRequest = z.output<typeof updateApplicationRequestSchema>;

const applicationStatusFieldSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.statusInvalid }),
});

/** PATCH /api/applications/{id}/status; hiring may name the worker's first day (issue 55), not in the employer's past. */
export const updateApplicationStatusRequestSchema = applicationStatusFieldSchema.extend({
  startDate: startDateSchema.optional(),
});
export type UpdateApplicationStatusRequest = z.infer<typeof updateApplicationStatusRequestSchema>;

/** POST /api/employer/applications/bulk-status: all of them change, or none. */
export const bulkUpdateApplicationStatusRequestSchema = applicationStatusFieldSchema.extend({
  applicationIds: z
    .array(uuidSchema(APPLICATION_MESSAGES.bulkIdInvalid), { error: APPLICATION_MESSAGES.bulkCountInvalid })
    .min(1, APPLICATION_MESSAGES.bulkCountInvalid)
    .max(BULK_STATUS_MAX, APPLICATION_MESSAGES.bulkCountInvalid)
    .refine((ids) => new Set(ids).size === ids.length, APPLICATION_MESSAGES.bulkIdsDuplicated),
});
export type BulkUpdateApplicationStatusRequest = z.infer<typeof bulkUpdateApplicationStatusRequestSchema>;

export const contactCandidateRequestSchema = z.object({
  subject: z
    .string({ error: APPLICATION_MESSAGES.subjectRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.subjectRequired)
    .max(200, FIELD_MESSAGES.subjectTooLong),
  message: z
    .string({ error: APPLICATION_MESSAGES.messageRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.messageRequired)
    .max(5000, FIELD_MESSAGES.messageTooLong),
  contactMethod: z.enum(CONTACT_METHODS, { error: APPLICATION_MESSAGES.contactMethodInvalid }).default('email'),
});
export type ContactCandidateInput = z.input<typeof contactCandidateRequestSchema>;
export type ContactCandidateRequest = z.output<typeof contactCandidateRequestSchema>;

export const contactCandidateResponseSchema = z.object({
  message: z.string(),
  contactMethod: z.enum(CONTACT_METHODS),
  conversationId: z.string().optional(),
});
export type ContactCandidateResponse = z.infer<typeof contactCandidateResponseSchema>;

export const applicationIdParamsSchema = z.object({ id: z.string() });
export const workerIdParamsSchema = z.object({ userId: z.string() });

/** The worker's view (000 section 3): the job as it is now, or its snapshot once removed. */
export const workerApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  employerId: z.string(),
  job: z.object({
    title: z.string(),
    company: z.string().nullable(),
    location: z.string().nullable(),
  }),
  jobRemoved: z.boolean(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  coverLetter: z.string().nullable(),
  expectedSalary: z.number().int().nullable(),
  expectedPayUnit: z.enum(PAY_UNITS).nullable(),
  availability: z.string().nullable(),
  interviews: z.array(interviewSchema),
  /** The crew whose foreman applied with this worker (issue 51); null when he applied alone. */
  crew: crewApplicantSchema.pick({ id: true, name: true }).nullable(),
  /** Once hired, the first day the employer named (YYYY-MM-DD, issue 55); null otherwise. */
  startDate: z.string().nullable(),
});
export type WorkerApplication = z.infer<typeof workerApplicationSchema>;

/** One credential the job applied to requires, as this applicant holds it (issue 21). */
export const APPLICANT_CREDENTIAL_STATES = ['has', 'missing', 'expired'] as const;
export const applicantCredentialSchema = z.object({
  credentialId: z.string(),
  state: z.enum(APPLICANT_CREDENTIAL_STATES),
  /** The wallet record shown for it (the latest expiry): its expiry and evidence upload. */
  expiresAt: z.string().nullable(),
  evidenceUrl: z.string().nullable(),
});
export type ApplicantCredential = z.infer<typeof applicantCredentialSchema>;

/**
 * The crew an application came with as its employer reads it (issue 51), each member with what employers who hired
 * him said (issue 52): the crew card lists members whose own rows may not be on the page loaded.
 */
export const employerCrewApplicantSchema = crewApplicantSchema.extend({
  members: z.array(
    crewApplicantSchema.shape.members.element.extend({
      workerRatings: workerRatingSummarySchema,
      /**
       * His line of facts (issue 55), as a worker applying alone has on his card: years, miles to the job, how many of
       * the job's required credentials he holds (of the lead's requiredCredentials), his language.
       */
      facts: z.object({
        experienceLevel: z.string().nullable(),
        distanceMiles: z.number().int().nullable(),
        credentialsHeld: z.number().int(),
        language: z.enum(['en', 'es']),
      }),
    }),
  ),
});
export type EmployerCrewApplicant = z.infer<typeof employerCrewApplicantSchema>;

/** The employer's view (002 section 3). */
export const employerApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  jobTitle: z.string(),
  jobRemoved: z.boolean(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  coverLetter: z.string().nullable(),
  expectedSalary: z.number().int().nullable(),
  expectedPayUnit: z.enum(PAY_UNITS).nullable(),
  availability: z.string().nullable(),
  worker: z.object({ id: z.string(), email: z.string() }),
  workerProfile: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    bio: z.string().nullable(),
    skills: z.array(z.string()),
    resumeUrl: z.string().nullable(),
    primaryTrade: z.string().nullable(),
    availableFrom: workerProfileSchema.shape.availableFrom,
    travelDistance: workerProfileSchema.shape.travelDistance,
  }),
  /** The job's required credentials, each with this applicant's coverage; [] when it requires none or is removed. */
  requiredCredentials: z.array(applicantCredentialSchema),
  interviews: z.array(interviewSchema),
  /** The employer's private note and 1-5 rating: never in a worker's answer. */
  review: z.object({ note: z.string().nullable(), rating: z.number().int().nullable() }),
  /** The crew this application came with (each member has his own application); null for a worker applying alone. */
  crew: employerCrewApplicantSchema.nullable(),
  /** What employers who hired the worker said of him (issue 52): shown reviews only, count 0 when none. */
  workerRatings: workerRatingSummarySchema,
  /** Sorted by best match only: why this candidate ranks where he does, the job fit's reasons then his record's. */
  matchReasons: z.array(applicantMatchReasonSchema).optional(),
  /** Once hired, the worker's first day (YYYY-MM-DD, issue 55); null otherwise. */
  startDate: z.string().nullable(),
  /** The card's facts before View Profile (issue 55): miles from the worker's place to the job's, his language. */
  facts: z.object({ distanceMiles: z.number().int().nullable(), language: z.enum(['en', 'es']) }),
  /**
   * The worker's verified number in E.164, per channel he turned on for texts (issue 55): null otherwise,
   * so a card links to WhatsApp or SMS only when the worker asked to be reached that way.
   */
  contact: z.object({ whatsapp: z.string().nullable(), sms: z.string().nullable() }),
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;

export const APPLICANT_SORTS = ['newest', 'oldest', 'match'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_PAGE_SIZE = 20;
export const APPLICANT_NOTE_MAX = 2000;

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/employer/applications filters; `limit` or `cursor` asks for the paged answer. */
export const employerApplicationsQuerySchema = z.object({
  jobId: z.preprocess(emptyAsUndefined, uuidSchema(APPLICATION_MESSAGES.jobFilterInvalid).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.statusInvalid }).optional()),
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(200, 'Must be at most 200 characters').optional()),
  sort: z.preprocess(emptyAsUndefined, z.enum(APPLICANT_SORTS, { error: APPLICATION_MESSAGES.sortInvalid }).default('newest')),
  /** Only applicants holding every required credential of the job applied to, valid today. */
  qualified: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' || value === '' ? undefined : value),
    z.boolean({ error: APPLICATION_MESSAGES.qualifiedInvalid }).optional(),
  ),
  /** Only applicants who can start by this date (available from it or earlier, or available immediately). */
  availableBy: z.preprocess(emptyAsUndefined, z.iso.date(APPLICATION_MESSAGES.availableByInvalid).optional()),
  /** Only applicants who will travel at least this many miles ('anywhere': only those who go anywhere). */
  willTravel: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : emptyAsUndefined(value)),
    z
      .union(
        [
          z.literal('anywhere'),
          z
            .number()
            .int(APPLICATION_MESSAGES.willTravelInvalid)
            .min(1, APPLICATION_MESSAGES.willTravelInvalid)
            .max(TRAVEL_DISTANCE_MAX_MILES, APPLICATION_MESSAGES.willTravelInvalid),
        ],
        {
          error: APPLICATION_MESSAGES.willTravelInvalid,
        },
      )
      .optional(),
  ),
  cursor: z.preprocess(emptyAsUndefined, z.string().max(500, APPLICATION_MESSAGES.invalidCursor).optional()),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: APPLICATION_MESSAGES.limitInvalid })
      .int(APPLICATION_MESSAGES.limitInvalid)
      .min(1, APPLICATION_MESSAGES.limitInvalid)
      .max(100, APPLICATION_MESSAGES.limitInvalid)
      .optional(),
  ),
});
export type EmployerApplicationsQuery = z.input<typeof employerApplicationsQuerySchema>;
export type EmployerApplicationsFilter = z.output<typeof employerApplicationsQuerySchema>;

export const applicationStageCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<ApplicationStatus, z.ZodNumber>,
);
export type ApplicationStageCounts = z.infer<typeof applicationStageCountsSchema>;

export const employerApplicationsPageSchema = z.object({
  applications: z.array(employerApplicationSchema),
  nextCursor: z.string().nullable(),
  /** Per stage, for the job filter only (not narrowed by status or q), so the stage tabs keep their numbers. */
  counts: applicationStageCountsSchema,
});
export type EmployerApplicationsPage = z.infer<typeof employerApplicationsPageSchema>;

/** PATCH /api/employer/applications/{id}/review: only the fields sent change; null clears. */
export const applicationReviewRequestSchema = z
  .object({
    note: z
      .string({ error: APPLICATION_MESSAGES.noteTooLong })
      .trim()
      .max(APPLICANT_NOTE_MAX, APPLICATION_MESSAGES.noteTooLong)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    rating: z
      .number({ error: APPLICATION_MESSAGES.ratingInvalid })
      .int(APPLICATION_MESSAGES.ratingInvalid)
      .min(1, APPLICATION_MESSAGES.ratingInvalid)
      .max(5, APPLICATION_MESSAGES.ratingInvalid)
      .nullish(),
  })
  .refine((value) => value.note !== undefined || value.rating !== undefined, { error: APPLICATION_MESSAGES.reviewEmpty });
export type ApplicationReviewInput = z.input<typeof applicationReviewRequestSchema>;
export type ApplicationReviewRequest = z.output<typeof applicationReviewRequestSchema>;

export const resumeResponseSchema = z.object({ resumeUrl: z.string() });
