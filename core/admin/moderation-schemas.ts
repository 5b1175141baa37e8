import { z } from 'zod';
import { PAY_UNITS } from '../jobs/pay';
import { defineMessages } from '../shared/messages';
import { HOLD_REASONS, REVIEW_STATUSES } from '../trust/review';
import { employerVerificationFieldsSchema, VERIFICATION_METHODS } from '../trust/employer-verification';

export const REJECT_REASON_MAX = 1000;

export const MODERATION_MESSAGES = defineMessages('moderation', {
  reasonRequired: 'Write the reason the employer will read',
  reasonTooLong: 'The reason can be at most 1000 characters',
  jobNotHeld: 'This job is not waiting for review',
  employerNotFound: 'Employer not found',
  heldCannotReopen: 'This job is in review: it is published once an operator approves it',
  rejectedCannotReopen: 'This job was rejected: edit it to send it back to review',
});

/** A job waiting in the moderation queue, with why it was held and who posted it. */
export const moderationJobSchema = z.object({
  id: z.string(),
  employerId: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.string(),
  location: z.string(),
  jobType: z.string(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  payUnit: z.enum(PAY_UNITS),
  requirements: z.array(z.string()),
  companyName: z.string().nullable(),
  employerEmail: z.string(),
  ...employerVerificationFieldsSchema.shape,
  postedAt: z.string(),
  /** Why it was held: scam signal ids and posting rules (core/trust/review.ts HOLD_REASONS). */
  signals: z.array(z.enum(HOLD_REASONS)),
});
export type ModerationJob = z.infer<typeof moderationJobSchema>;

export const moderationListResponseSchema = z.object({ jobs: z.array(moderationJobSchema) });
export type ModerationListResponse = z.infer<typeof moderationListResponseSchema>;

export const rejectJobSchema = z.object({
  reason: z
    .string({ error: MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.reasonRequired)
    .max(REJECT_REASON_MAX, MODERATION_MESSAGES.reasonTooLong),
});
export type RejectJob = z.infer<typeof rejectJobSchema>;

export const reviewedJobSchema = z.object({
  id: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ReviewedJob = z.infer<typeof reviewedJobSchema>;

export const employerIdParamsSchema = z.object({ id: z.string() });

export const employerVerificationSchema = z.object({
  employerId: z.string(),
  verified: z.boolean(),
  verifiedBy: z.enum(VERIFICATION_METHODS).nullable(),
  verifiedAt: z.string().nullable(),
  /** The domain a verification by e-mail, DNS record or file rests on; null otherwise. */
  verifiedDomain: z.string().nullable(),
});
export type EmployerVerification = z.infer<typeof employerVerificationSchema>;
