import { z } from 'zod';
import { JOB_MESSAGES } from './messages';
import { DEFAULT_PAY_UNIT, PAY_CAP_PER_DAY, PAY_CAP_PER_HOUR, PAY_UNITS, type PayUnit } from './pay';
import { DEFAULT_RADIUS_MILES, JOB_SORTS, PUBLIC_JOB_SORTS, SEARCH_EXPERIENCE_LEVELS, type JobSort } from './search-options';
import { CREDENTIAL_IDS } from '../credentials/catalogue';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, JOB_TYPES_ON_EDIT } from '../shared/options';
import { isUuid } from '../shared/ids';
import { employerVerificationFieldsSchema } from '../trust/employer-verification';
import { REVIEW_STATUSES } from '../trust/review';

// Defined without zod, so the client can read them without loading it.
export { DEFAULT_RADIUS_MILES, JOB_MESSAGES, JOB_SORTS, PAY_UNITS, SEARCH_EXPERIENCE_LEVELS, type JobSort, type PayUnit };

/** Experience levels the edit dialog offers (002 section 9); edits accept these and the create list. */
export const EXPERIENCE_LEVELS_ON_EDIT = ['entry-level', 'mid-level', 'senior-level', 'executive-level'] as const;
export const ALL_EXPERIENCE_LEVELS = [...EXPERIENCE_LEVELS, ...EXPERIENCE_LEVELS_ON_EDIT] as const;

export const SALARY_CAP_ON_CREATE = 999_999;
export const SALARY_CAP_ON_EDIT = 10_000_000;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Toast titles and texts of 002 sections 5 and 8. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** "", null and undefined mean no salary; form strings and JSON numbers must be whole numbers. */
const salaryField = (cap: number, tooHigh: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed === '') return null;
        return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      }
      return value;
    },
    z
      .number({ error: JOB_MESSAGES.salaryNotWhole })
      .int(JOB_MESSAGES.salaryNotWhole)
      .min(0, JOB_MESSAGES.salaryNegative)
      .max(cap, tooHigh)
      .nullable(),
  );

const payUnitField = z.enum(PAY_UNITS, { error: JOB_MESSAGES.payUnitUnknown });

/** Hourly and daily figures have caps of their own; yearly ones are held by salaryField's cap. */
const UNIT_PAY_CAPS: Partial<Record<PayUnit, { cap: number; message: string }>> = {
  hour: { cap: PAY_CAP_PER_HOUR, message: JOB_MESSAGES.hourlyPayTooHigh },
  day: { cap: PAY_CAP_PER_DAY, message: JOB_MESSAGES.dailyPayTooHigh },
};

function checkUnitPayCap(job: { payUnit: PayUnit; salaryMin: number | null; salaryMax: number | null }, ctx: z.RefinementCtx) {
  const limit = UNIT_PAY_CAPS[job.payUnit];
  if (!limit) return;
  for (const field of ['salaryMin', 'salaryMax'] as const) {
    const amount = job[field];
    if (amount !== null && amount > limit.cap) ctx.addIssue({ code: 'custom', message: limit.message, path: [field] });
  }
}

/** Requirements and skills of a job post. */
export const JOB_LIST_LIMITS = { maxItems: 30, maxLength: 120 } as const;

const listField = z
  .array(z.string().trim().max(JOB_LIST_LIMITS.maxLength, `Each entry must be at most ${JOB_LIST_LIMITS.maxLength} characters`))
  .max(JOB_LIST_LIMITS.maxItems, `At most ${JOB_LIST_LIMITS.maxItems} entries`)
  .default([])
  .transform((items) => [...new Set(items.filter(Boolean))]);

export const JOB_CREDENTIALS_MAX = 10;
export const PER_DIEM_MAX_DOLLARS = 1000;
export const ROTATION_MAX_LENGTH = 7;

const credentialIdList = z
  .array(z.enum(CREDENTIAL_IDS, { error: JOB_MESSAGES.credentialUnknown }), { error: JOB_MESSAGES.credentialUnknown })
  .max(JOB_CREDENTIALS_MAX, JOB_MESSAGES.tooManyCredentials)
  .transform((ids) => [...new Set(ids)]);

/** Whole dollars per day; "", null: none. */
const perDiemField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  },
  z
    .number({ error: JOB_MESSAGES.perDiemInvalid })
    .int(JOB_MESSAGES.perDiemInvalid)
    .min(0, JOB_MESSAGES.perDiemInvalid)
    .max(PER_DIEM_MAX_DOLLARS, JOB_MESSAGES.perDiemInvalid)
    .nullable(),
);

/** Days on / days off, "14/7"; spaces around the slash are dropped; "": none. */
const rotationField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') || null : value),
  z
    .string({ error: JOB_MESSAGES.rotationInvalid })
    .max(ROTATION_MAX_LENGTH, JOB_MESSAGES.rotationInvalid)
    .regex(/^[1-9]\d{0,2}\/\d{1,3}$/, JOB_MESSAGES.rotationInvalid)
    .nullable(),
);

/**
 * Credential requirements and travel terms (issue 21). Optional on every write, so a client that
 * does not send them leaves them as they are on edit (and empty on create).
 */
const jobTermsShape = {
  requiredCredentials: credentialIdList.optional(),
  preferredCredentials: credentialIdList.optional(),
  perDiem: perDiemField.optional(),
  lodgingProvided: z.boolean().optional(),
  travelRequired: z.boolean().optional(),
  rotation: rotationField.optional(),
  overtimeExpected: z.boolean().optional(),
};

const hasNoCredentialOverlap = (terms: { requiredCredentials?: string[]; preferredCredentials?: string[] }) =>
  !terms.requiredCredentials || !terms.preferredCredentials?.some((id) => terms.requiredCredentials!.includes(id));
const credentialOverlapIssue = { message: JOB_MESSAGES.credentialsOverlap, path: ['preferredCredentials'] };

function jobFieldsSchema(options: {
  salaryCap: number;
  jobTypes: readonly [string, ...string[]];
  experienceLevels: readonly [string, ...string[]];
}) {
  return z
    .object({
      title: requiredText(JOB_MESSAGES.titleRequired, 150),
      industry: z.enum(INDUSTRIES, { error: JOB_MESSAGES.industryRequired }),
      description: requiredText(JOB_MESSAGES.descriptionRequired, 10_000),
      location: requiredText(JOB_MESSAGES.locationRequired, 120),
      jobType: z.enum(options.jobTypes, { error: JOB_MESSAGES.jobTypeRequired }),
      experienceLevel: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.enum(options.experienceLevels, { error: JOB_MESSAGES.experienceLevelInvalid }).optional(),
      ),
      salaryMin: salaryField(options.salaryCap, JOB_MESSAGES.minSalaryTooHigh),
      salaryMax: salaryField(options.salaryCap, JOB_MESSAGES.maxSalaryTooHigh),
      /** What salaryMin and salaryMax are per; omitted: a year, as before pay units. */
      payUnit: z.preprocess(emptyAsUndefined, payUnitField.default(DEFAULT_PAY_UNIT)),
      requirements: listField,
      skills: listField,
      ...jobTermsShape,
    })
    .refine((job) => job.salaryMin == null || job.salaryMax == null || job.salaryMin <= job.salaryMax, {
      message: JOB_MESSAGES.minAboveMax,
      path: ['salaryMin'],
    })
    .superRefine(checkUnitPayCap)
    .refine(hasNoCredentialOverlap, credentialOverlapIssue);
}

export const createJobSchema = jobFieldsSchema({
  salaryCap: SALARY_CAP_ON_CREATE,
  jobTypes: JOB_TYPES,
  experienceLevels: EXPERIENCE_LEVELS,
});
export type CreateJobInput = z.input<typeof createJobSchema>;
export type CreateJob = z.output<typeof createJobSchema>;

export const updateJobSchema = jobFieldsSchema({
  salaryCap: SALARY_CAP_ON_EDIT,
  jobTypes: JOB_TYPES_ON_EDIT,
  experienceLevels: ALL_EXPERIENCE_LEVELS,
});
export type UpdateJobInput = z.input<typeof updateJobSchema>;
export type UpdateJob = z.output<typeof updateJobSchema>;

export const jobStatusSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

export const matchReasonSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('trade') }),
  z.object({ type: z.literal('skills'), count: z.number().int() }),
  z.object({ type: z.literal('industry') }),
  z.object({ type: z.literal('distance'), miles: z.number() }),
  z.object({ type: z.literal('pay') }),
]);
export type MatchReasonDto = z.infer<typeof matchReasonSchema>;

export const credentialCoverageSchema = z.object({
  has: z.array(z.string()),
  missing: z.array(z.string()),
  expired: z.array(z.string()),
});
export type CredentialCoverageDto = z.infer<typeof credentialCoverageSchema>;

/**
 * A company's headline from the reviews of the workers it hired ("4.6 · 23 reviews from hires"): headlineRating
 * (core/reviews/rules.ts) over its shown reviews' points, and how many reviews are shown.
 */
export const employerRatingSummarySchema = z.object({ average: z.number(), count: z.number().int() });
export type EmployerRatingSummary = z.infer<typeof employerRatingSummarySchema>;

export const jobSchema = z.object({
  id: z.string(),
  employerId: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.string(),
  location: z.string(),
  jobType: z.string(),
  experienceLevel: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  /** What salaryMin and salaryMax are per. */
  payUnit: z.enum(PAY_UNITS),
  requirements: z.array(z.string()),
  skills: z.array(z.string()),
  positions: z.number().int(),
  postedAt: z.string(),
  companyName: z.string().nullable(),
  /** Whether and how the employer is verified (core/trust/employer-verification.ts): the badge on cards and pages. */
  ...employerVerificationFieldsSchema.shape,
  isActive: z.boolean(),
  isBoosted: z.boolean(),
  requiredCredentials: z.array(z.string()),
  preferredCredentials: z.array(z.string()),
  /** Whole dollars per day. */
  perDiem: z.number().int().nullable(),
  lodgingProvided: z.boolean(),
  travelRequired: z.boolean(),
  rotation: z.string().nullable(),
  overtimeExpected: z.boolean(),
  /** For a signed-in worker: the job's required credentials split by what their wallet holds today. */
  credentialCoverage: credentialCoverageSchema.optional(),
  distanceMiles: z.number().nullable().optional(),
  score: z.number().int().optional(),
  matchReasons: z.array(matchReasonSchema).optional(),
  /** A keyword search's words this job matched through the trade vocabulary or a typo ('soldador' -> ['welder']). */
  matchedTerms: z.array(z.string()).optional(),
  /** Search cards and the public job page: the employer's headline rating from its shown reviews; absent when none is shown. */
  employerRating: employerRatingSummarySchema.optional(),
});
export type JobDto = z.infer<typeof jobSchema>;

export const JOB_PAGE_SIZE = 20;
/** Counts stop here and read "1,000+": counting further would scan the table. */
export const JOB_COUNT_CAP = 1000;

const optionalQueryText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `Must be at most ${max} characters`).optional(),
  );
/** A query-string switch: "true" turns a filter on; "false" or absent leaves it off. */
const queryFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' || value === '' ? false : value),
  z.boolean({ error: JOB_MESSAGES.filterNotBoolean }).optional(),
);

export const jobSearchQuerySchema = z.object({
  q: optionalQueryText(200),
  industry: z.preprocess(emptyAsUndefined, z.enum(INDUSTRIES, { error: JOB_MESSAGES.industryUnknown }).optional()),
  jobType: z.preprocess(emptyAsUndefined, z.enum(JOB_TYPES_ON_EDIT, { error: JOB_MESSAGES.jobTypeUnknown }).optional()),
  experienceLevel: z.preprocess(emptyAsUndefined, z.enum(ALL_EXPERIENCE_LEVELS, { error: JOB_MESSAGES.experienceLevelUnknown }).optional()),
  minPay: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: JOB_MESSAGES.minPayNotWhole }).int(JOB_MESSAGES.minPayNotWhole).min(0, JOB_MESSAGES.minPayNegative).optional(),
  ),
  /** What minPay is per; absent: a year, as minPay was before pay units (the jobs tab always sends it). */
  payUnit: z.preprocess(emptyAsUndefined, payUnitField.optional()),
  location: optionalQueryText(120),
  radiusMiles: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: JOB_MESSAGES.radiusNotNumber })
      .int(JOB_MESSAGES.radiusNotWhole)
      .min(1, JOB_MESSAGES.radiusTooSmall)
      .max(3000, JOB_MESSAGES.radiusTooLarge)
      .optional(),
  ),
  /** Workers only: jobs whose required credentials the worker holds valid today (none required qualifies). */
  qualified: queryFlag,
  perDiem: queryFlag,
  lodging: queryFlag,
  sort: z.preprocess(emptyAsUndefined, z.enum(JOB_SORTS, { error: JOB_MESSAGES.sortUnknown }).default('newest')),
  cursor: optionalQueryText(500),
  limit: z.coerce.number().int().min(1).max(50).default(JOB_PAGE_SIZE),
});
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;
export type JobSearch = z.output<typeof jobSearchQuerySchema>;

/**
 * The public job search (/jobs, GET /api/public/jobs): the same filters for anyone, signed in or not,
 * without what needs a worker (best match, "qualified" with the worker's credentials).
 */
export const publicJobSearchQuerySchema = jobSearchQuerySchema.omit({ qualified: true }).extend({
  sort: z.preprocess(emptyAsUndefined, z.enum(PUBLIC_JOB_SORTS, { error: JOB_MESSAGES.sortUnknown }).default('newest')),
});
export type PublicJobSearchQuery = z.input<typeof publicJobSearchQuerySchema>;
export type PublicJobSearch = z.output<typeof publicJobSearchQuerySchema>;

export const jobSearchResponseSchema = z.object({
  jobs: z.array(jobSchema),
  nextCursor: z.string().nullable(),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

/** `total` stops at JOB_COUNT_CAP; `isCapped` says there are more. */
export const jobCountResponseSchema = z.object({ total: z.number().int(), isCapped: z.boolean() });
export type JobCountResponse = z.infer<typeof jobCountResponseSchema>;

export const jobIdParamsSchema = z.object({ jobId: z.string() });

/** Ids in paths are not validated as input: a malformed one is simply a job that does not exist. */
export const isJobId = isUuid;

export const bulkJobsFromEstimateSchema = z
  .object({
    industry: z.enum(INDUSTRIES, { error: JOB_MESSAGES.industryRequired }),
    projectSize: z.string().trim().max(40).optional(),
    timeline: z.string().trim().max(40).optional(),
    location: requiredText(JOB_MESSAGES.locationRequired, 120),
    complexity: z.string().trim().max(40).optional(),
    workerBreakdown: z.record(z.string().trim().min(1).max(100), z.number().int().min(0).max(10_000)),
    totalWorkers: z.number().int().min(0).optional(),
    selectedRoles: z
      .array(z.string().trim().min(1).max(100), { error: JOB_MESSAGES.noWorkerTypes })
      .max(50)
      .min(1, JOB_MESSAGES.noWorkerTypes),
    /** Every job of the bulk post gets these. */
    ...jobTermsShape,
  })
  .refine(hasNoCredentialOverlap, credentialOverlapIssue);
export type BulkJobsFromEstimateInput = z.input<typeof bulkJobsFromEstimateSchema>;

/**
 * Where the employer's own job stands with moderation: in review, or rejected with the operator's
 * reason. Which signals held it stays with operators: naming them would teach a scammer what to reword.
 */
const jobReviewShape = {
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewNote: z.string().nullable(),
};
/** A job as its employer just wrote it (create, edit, bulk): with its review state, so the screen can say it is in review. */
export const postedJobSchema = jobSchema.extend(jobReviewShape);
export type PostedJobDto = z.infer<typeof postedJobSchema>;

export const bulkJobsResponseSchema = z.object({
  jobs: z.array(postedJobSchema),
  totalPositions: z.number().int(),
});
export type BulkJobsResponse = z.infer<typeof bulkJobsResponseSchema>;

/** When the post stops being listed (ISO) and whether it already has: an expired job shows Renew. */
const jobExpiryShape = { expiresAt: z.string(), isExpired: z.boolean() };
/** A job just renewed: listed again until its new expiry. */
export const renewedJobSchema = jobSchema.extend(jobExpiryShape);
export type RenewedJobDto = z.infer<typeof renewedJobSchema>;

/** An employer's own job with how it does: applications per stage and detail views (signed-in workers and the public page). */
export const employerJobSchema = jobSchema.extend({
  applicationCounts: z.object({
    pending: z.number().int(),
    reviewed: z.number().int(),
    interview: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
  views: z.number().int(),
  ...jobExpiryShape,
  ...jobReviewShape,
});
export type EmployerJobDto = z.infer<typeof employerJobSchema>;
export const jobListResponseSchema = z.array(employerJobSchema);

export const JOB_ACTIVITY_DAYS = 30;
/** Views and new applications of one job on each of the last JOB_ACTIVITY_DAYS days (UTC), oldest first. */
export const jobActivityResponseSchema = z.object({
  days: z.array(z.object({ day: z.string(), views: z.number().int(), applications: z.number().int() })),
});
export type JobActivityResponse = z.infer<typeof jobActivityResponseSchema>;
export const employerJobParamsSchema = z.object({ userId: z.string(), jobId: z.string() });

/** A link on a public job page (or its "no longer available" page) to another open job. */
export const similarJobSchema = jobSchema.pick({ id: true, title: true, companyName: true, location: true, distanceMiles: true });
export const similarJobsResponseSchema = z.array(similarJobSchema);
export type SimilarJobDto = z.infer<typeof similarJobSchema>;
export const deleteJobResponseSchema = z.object({ message: z.string() });

/** Create and edit lists name the same levels differently; a filter on one finds both. */
const EXPERIENCE_LEVEL_EQUIVALENTS: Record<string, readonly string[]> = {
  entry: ['entry', 'entry-level'],
  'entry-level': ['entry', 'entry-level'],
  mid: ['mid', 'mid-level'],
  'mid-level': ['mid', 'mid-level'],
  senior: ['senior', 'senior-level'],
  'senior-level': ['senior', 'senior-level'],
};

export function equivalentExperienceLevels(level: string): readonly string[] {
  return EXPERIENCE_LEVEL_EQUIVALENTS[level] ?? [level];
}
