import { z } from 'zod';
import { REPORT_RESOLUTIONS } from '../reports/schemas';

/** What an operator did, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'operator.create',
  'job.approve',
  'job.reject',
  'report.resolve',
  'account.freeze',
  'account.unfreeze',
  'job.close',
  'contact.reply',
  'payment.refund',
  'employer.verify',
  'employer.unverify',
  'review.hide',
  'review.restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.string(),
  operatorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target as people know it (a job's title, an account's name and e-mail...); null when it no longer exists. */
  targetLabel: z.string().nullable(),
  /** The account to open for this target: the account itself, a job's employer, a message's sender. */
  targetAccountId: z.string().nullable(),
  /** A report resolution's action, taken out of the stored reason (`<action>: <note>`). */
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** An employer account without a verification that has published jobs: what the console flags. */
export const unverifiedEmployerSchema = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  publishedJobs: z.number().int(),
  createdAt: z.string(),
});
export type UnverifiedEmployer = z.infer<typeof unverifiedEmployerSchema>;
export const unverifiedEmployersResponseSchema = z.object({ employers: z.array(unverifiedEmployerSchema) });
export type UnverifiedEmployersResponse = z.infer<typeof unverifiedEmployersResponseSchema>;
