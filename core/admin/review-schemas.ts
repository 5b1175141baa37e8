import { z } from 'zod';
import { REPORT_REASONS } from '../reports/schemas';
import { REVIEW_HOLD_REASONS } from '../reviews/moderation';
import { REVIEW_MESSAGES, REVIEW_MODERATION_STATUSES, REVIEW_SIDES, reviewRatingsSchema } from '../reviews/schemas';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { ACCOUNT_ADMIN_MESSAGES } from './account-schemas';

// The operator console's reviews (issue 52): the held and hidden ones, hidden or restored with a reason, audited.

export const REVIEW_ADMIN_MESSAGES = defineMessages('admin_reviews', {
  alreadyHidden: 'This review is already hidden',
  nothingToRestore: 'This review is already published',
  statusFilterInvalid: 'Choose held, reported, hidden or published reviews',
});

export const adminReviewParamsSchema = z.object({ id: uuidSchema(REVIEW_MESSAGES.reviewNotFound) });

export const moderateReviewRequestSchema = z.object({
  reason: z
    .string({ error: ACCOUNT_ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, ACCOUNT_ADMIN_MESSAGES.reasonRequired)
    .max(2000, ACCOUNT_ADMIN_MESSAGES.reasonTooLong),
});

/** The console's lists: held (a held review or response), reported (open reports), hidden, or published. */
export const ADMIN_REVIEW_FILTERS = ['held', 'reported', 'hidden', 'published'] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

export const adminReviewListQuerySchema = z.object({
  status: z.enum(ADMIN_REVIEW_FILTERS, { error: REVIEW_ADMIN_MESSAGES.statusFilterInvalid }).default('held'),
});

const reviewPartySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A review as the operator reads it: all of it, why it was held, and the last operator's reason. */
export const adminReviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  side: z.enum(REVIEW_SIDES),
  authorId: z.string(),
  subjectId: z.string(),
  /** Who wrote it and whom it is about: a company's name, else the person's, else the e-mail. */
  author: reviewPartySchema,
  subject: reviewPartySchema,
  jobTitle: z.string(),
  ratings: reviewRatingsSchema,
  text: z.string(),
  status: z.enum(REVIEW_MODERATION_STATUSES),
  holdReasons: z.array(z.enum(REVIEW_HOLD_REASONS)),
  moderationNote: z.string().nullable(),
  response: z
    .object({ text: z.string(), status: z.enum(['published', 'held']), holdReasons: z.array(z.enum(REVIEW_HOLD_REASONS)) })
    .nullable(),
  /** The review's open reports (POST /api/reports targetType 'review'): how many and why. */
  openReports: z.object({ count: z.number().int(), reasons: z.array(z.enum(REPORT_REASONS)) }),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema) });
