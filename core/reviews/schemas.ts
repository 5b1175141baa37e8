import { z } from 'zod';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';

/**
 * Reviews after a real hire (issue 52). Each hire has two sides: the hired worker reviews the employer
 * ('worker' side), the job's employer reviews the worker ('employer' side).
 */
export const REVIEW_SIDES = ['worker', 'employer'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** What a worker rates an employer on, 1-5 each. */
export const EMPLOYER_RATING_KEYS = ['paidAsPromised', 'siteSafety', 'postMatchedWork', 'wouldWorkAgain'] as const;
/** What an employer rates a worker on, 1-5 each; "would hire again" is a yes or no beside them. */
export const WORKER_RATING_KEYS = ['skill', 'reliability', 'safety'] as const;
export type EmployerRatingKey = (typeof EMPLOYER_RATING_KEYS)[number];
export type WorkerRatingKey = (typeof WORKER_RATING_KEYS)[number];

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_PAGE_SIZE = 20;

export const REVIEW_MODERATION_STATUSES = ['published', 'held', 'hidden'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];

export const REVIEW_MESSAGES = defineMessages('reviews', {
  applicationIdInvalid: 'Choose the hire you are reviewing',
  ratingInvalid: 'Each rating must be a whole number from 1 to 5',
  wouldHireAgainInvalid: 'Say whether you would hire this worker again',
  ratingsIncomplete: 'Rate every point of the review',
  ratingsOfOtherSide: 'These ratings belong to the other side of the hire',
  textTooLong: `The review must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
  responseTooLong: `The response must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
  responseRequired: 'Write your response',
  notYourHire: 'You can only review a hire you were part of',
  notHired: 'You can review only after a hire',
  notYetDue: 'You can review this hire once the job has closed or 14 days after the hire',
  alreadyReviewed: 'You have already reviewed this hire',
  reviewNotFound: 'The review was not found',
  notYourReview: 'You can only edit your own review',
  editWindowClosed: 'A review can be edited only in the 14 days after it was written',
  reviewHidden: 'This review was hidden by CrewBridge and can no longer be edited',
  notVisibleYet: 'You can answer this review once it is shown',
  notReviewOfYou: 'You can answer only a review of your company',
  alreadyAnswered: 'You have already answered this review',
  employerNotFound: 'The employer was not found',
  workerNotFound: 'The worker was not found',
  workerReviewsPrivate: "Only the worker and employers he applied to can read a worker's reviews",
  cursorInvalid: 'The page cursor is not valid',
});

const rating = z
  .number({ error: REVIEW_MESSAGES.ratingInvalid })
  .int(REVIEW_MESSAGES.ratingInvalid)
  .min(1, REVIEW_MESSAGES.ratingInvalid)
  .max(5, REVIEW_MESSAGES.ratingInvalid);

/** Both sides' points in one object: which ones a review must carry depends on who writes it (reviewRatingsProblem). */
export const reviewRatingsSchema = z.strictObject(
  {
    paidAsPromised: rating.optional(),
    siteSafety: rating.optional(),
    postMatchedWork: rating.optional(),
    wouldWorkAgain: rating.optional(),
    skill: rating.optional(),
    reliability: rating.optional(),
    safety: rating.optional(),
    wouldHireAgain: z.boolean({ error: REVIEW_MESSAGES.wouldHireAgainInvalid }).optional(),
  },
  { error: REVIEW_MESSAGES.ratingsIncomplete },
);
export type ReviewRatings = z.infer<typeof reviewRatingsSchema>;

const reviewText = z
  .string({ error: REVIEW_MESSAGES.textTooLong })
  .trim()
  .max(REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong)
  .optional()
  .default('');

export const createReviewRequestSchema = z.object({
  applicationId: uuidSchema(REVIEW_MESSAGES.applicationIdInvalid),
  ratings: reviewRatingsSchema,
  text: reviewText,
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;
export type ValidCreateReviewRequest = z.output<typeof createReviewRequestSchema>;

export const updateReviewRequestSchema = z.object({ ratings: reviewRatingsSchema, text: reviewText });
export type ValidUpdateReviewRequest = z.output<typeof updateReviewRequestSchema>;

export const reviewResponseRequestSchema = z.object({
  text: z
    .string({ error: REVIEW_MESSAGES.responseRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.responseRequired)
    .max(REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.responseTooLong),
});

export const reviewIdParamsSchema = z.object({ id: uuidSchema(REVIEW_MESSAGES.reviewNotFound) });
export const employerReviewsParamsSchema = z.object({ id: uuidSchema(REVIEW_MESSAGES.employerNotFound) });
export const workerReviewsParamsSchema = z.object({ id: uuidSchema(REVIEW_MESSAGES.workerNotFound) });
export const reviewListQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** A review as its author reads it (the answer to a write): its moderation status and when the other side may read it. */
export const reviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  side: z.enum(REVIEW_SIDES),
  jobTitle: z.string(),
  ratings: reviewRatingsSchema,
  text: z.string(),
  status: z.enum(REVIEW_MODERATION_STATUSES),
  /** When the other side and the public may read it: the second review of the hire, or 14 days after the first. */
  visibleFrom: z.string(),
  editableUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  response: z.object({ text: z.string(), status: z.enum(['published', 'held']), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const hireReviewQuerySchema = z.object({ applicationId: uuidSchema(REVIEW_MESSAGES.applicationIdInvalid) });

/** What the hire's author needs on its card: whether the review may be written now, and his own review once written. */
export const hireReviewStateSchema = z.object({
  /** Hired, and the job closed or 14 days passed since the hire. */
  due: z.boolean(),
  mine: reviewSchema.nullable(),
});
export type HireReviewState = z.infer<typeof hireReviewStateSchema>;

/** A review as anyone allowed to read it sees it: published and shown, the employer's response only when published. */
export const publicReviewSchema = z.object({
  id: z.string(),
  side: z.enum(REVIEW_SIDES),
  jobTitle: z.string(),
  /** The reviewing company on a worker's reviews; null on an employer's (a worker's name stays his own). */
  authorName: z.string().nullable(),
  ratings: reviewRatingsSchema,
  text: z.string(),
  createdAt: z.string(),
  response: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

const ratingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });

export const employerReviewListSchema = z.object({
  count: z.number().int(),
  ratings: z.object(
    Object.fromEntries(EMPLOYER_RATING_KEYS.map((key) => [key, ratingSummary])) as Record<EmployerRatingKey, typeof ratingSummary>,
  ),
  reviews: z.array(publicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type EmployerReviewList = z.infer<typeof employerReviewListSchema>;

/** A worker's ratings as an employer he applied to reads them: the shown reviews' count, averages and "would hire again" share. */
export const workerRatingSummarySchema = z.object({
  count: z.number().int(),
  ratings: z.object(
    Object.fromEntries(WORKER_RATING_KEYS.map((key) => [key, ratingSummary])) as Record<WorkerRatingKey, typeof ratingSummary>,
  ),
  wouldHireAgain: z.object({ yes: z.number().int(), count: z.number().int() }),
});
export type WorkerRatingSummary = z.infer<typeof workerRatingSummarySchema>;

export const workerReviewListSchema = workerRatingSummarySchema.extend({
  reviews: z.array(publicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type WorkerReviewList = z.infer<typeof workerReviewListSchema>;
