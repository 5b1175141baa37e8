import { z } from 'zod';
import { ACCOUNT_TYPES, type Language } from '../shared/options';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { JOB_MESSAGES } from '../jobs/messages';
import { reportSchema } from '../reports/schemas';
import { employerVerificationSchema } from './moderation-schemas';

export const ACCOUNT_ADMIN_MESSAGES = defineMessages('admin_accounts', {
  accountNotFound: 'Account not found',
  reasonRequired: 'Give a reason',
  reasonTooLong: 'The reason must be at most 2000 characters',
  queryTooLong: 'The search must be at most 200 characters',
  pageInvalid: 'page must be a whole number from 1',
  operatorCannotBeFrozen: 'Operator accounts cannot be frozen',
  alreadyFrozen: 'This account is already frozen',
  notFrozen: 'This account is not frozen',
});

/** What the other party of a frozen account's conversations reads. */
export const SUSPENDED_ACCOUNT_WARNING: Readonly<Record<Language, string>> = {
  en: 'This account was suspended by CrewBridge. Be careful: do not send money or personal information, and report anything suspicious.',
  es: 'CrewBridge suspendió esta cuenta. Tenga cuidado: no envíe dinero ni datos personales y denuncie cualquier cosa sospechosa.',
};

export const ACCOUNTS_PAGE_SIZE = 20;

export const accountSearchQuerySchema = z.object({
  q: z.string().trim().max(200, ACCOUNT_ADMIN_MESSAGES.queryTooLong).optional().default(''),
  page: z.coerce
    .number({ error: ACCOUNT_ADMIN_MESSAGES.pageInvalid })
    .int(ACCOUNT_ADMIN_MESSAGES.pageInvalid)
    .min(1, ACCOUNT_ADMIN_MESSAGES.pageInvalid)
    .optional()
    .default(1),
});

export const accountIdParamsSchema = z.object({ id: uuidSchema(ACCOUNT_ADMIN_MESSAGES.accountNotFound) });
export const adminJobIdParamsSchema = z.object({ id: uuidSchema(JOB_MESSAGES.notFound) });

const reasonField = z
  .string({ error: ACCOUNT_ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ACCOUNT_ADMIN_MESSAGES.reasonRequired)
  .max(2000, ACCOUNT_ADMIN_MESSAGES.reasonTooLong);

export const freezeAccountRequestSchema = z.object({ reason: reasonField });
export type FreezeAccountRequest = z.input<typeof freezeAccountRequestSchema>;
/** Unfreezing needs no reason, but one is kept in the audit log when given. */
export const unfreezeAccountRequestSchema = z
  .object({ reason: z.string().trim().max(2000, ACCOUNT_ADMIN_MESSAGES.reasonTooLong).optional() })
  .optional();
export const closeJobRequestSchema = z.object({ reason: reasonField });
export type CloseJobRequest = z.input<typeof closeJobRequestSchema>;

export const accountSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  userType: z.enum(ACCOUNT_TYPES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  frozenAt: z.string().nullable(),
  frozenReason: z.string().nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountSearchResponseSchema = z.object({
  accounts: z.array(accountSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AccountSearchResponse = z.infer<typeof accountSearchResponseSchema>;

export const accountDetailSchema = z.object({
  account: accountSummarySchema,
  /** An employer's verified badge (null for other accounts): what the console's verify / unverify buttons change. */
  employerVerification: employerVerificationSchema.omit({ employerId: true }).nullable(),
  /** Jobs workers can see now (published, open, not expired): with no verification, the console flags the account. */
  publishedJobs: z.number().int(),
  jobs: z.array(z.object({ id: z.string(), title: z.string(), isActive: z.boolean(), postedAt: z.string(), expiresAt: z.string() })),
  applications: z.array(
    z.object({
      id: z.string(),
      jobId: z.string().nullable(),
      jobTitle: z.string(),
      status: z.string(),
      appliedAt: z.string(),
      otherPartyId: z.string(),
    }),
  ),
  reportsMade: z.array(reportSchema),
  reportsAgainst: z.array(reportSchema),
  purchases: z.array(z.object({ id: z.string(), name: z.string(), amountCents: z.number().int(), purchasedAt: z.string() })),
  invoices: z.array(
    z.object({ id: z.string(), description: z.string(), amountCents: z.number().int(), status: z.string(), createdAt: z.string() }),
  ),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const freezeResponseSchema = z.object({ account: accountSummarySchema, jobsChanged: z.number().int() });
export type FreezeResponse = z.infer<typeof freezeResponseSchema>;
export const closeJobResponseSchema = z.object({ id: z.string(), isActive: z.boolean() });
export type CloseJobResponse = z.infer<typeof closeJobResponseSchema>;
