import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../auth/account-schemas';
import { LANGUAGES } from '../shared/options';
import { uuidSchema } from '../shared/ids';
import { RESUME_MESSAGES, RESUME_PLAN_IDS } from './plans';

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

export const generateResumeSchema = z
  .object({
    jobId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      uuidSchema(RESUME_MESSAGES.jobNotFound).optional(),
    ),
    customTitle: optionalText(200, 'Job title'),
    customDescription: optionalText(5000, 'Job description'),
    contextResumeUrl: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.string().startsWith('/objects/', RESUME_MESSAGES.contextNotFound).max(500).optional(),
    ),
    /** The language the resume is written in (its headings and sentences). */
    language: z.enum(LANGUAGES, { error: ACCOUNT_MESSAGES.languageInvalid }).default('en'),
  })
  .refine((value) => Boolean(value.jobId) || Boolean(value.customTitle && value.customDescription), {
    message: RESUME_MESSAGES.missingInformation,
  });
export type GenerateResumeInput = z.input<typeof generateResumeSchema>;

export const generatedResumeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  jobId: z.string().nullable(),
  generatedAt: z.string(),
  /** What the job asked for that the worker's profile and wallet did not hold: shown to the worker, never in the resume. */
  gaps: z.array(z.string()),
});
export type GeneratedResume = z.infer<typeof generatedResumeSchema>;

export const resumeIdParamsSchema = z.object({ id: uuidSchema(RESUME_MESSAGES.resumeNotFound) });

export const resumeDownloadQuerySchema = z.object({
  format: z.literal('pdf', RESUME_MESSAGES.formatUnsupported).default('pdf'),
});

export const resumeSubscriptionSchema = z.object({
  plan: z.enum(RESUME_PLAN_IDS).nullable(),
  planName: z.string().nullable(),
  isActive: z.boolean(),
  generationsUsed: z.number().int(),
  /** null = unlimited (or no plan). */
  limit: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  hasUsedFreeTrial: z.boolean(),
});
export type ResumeSubscription = z.infer<typeof resumeSubscriptionSchema>;
