import { z } from 'zod';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import type { Language } from '../shared/options';

/** What can be reported (issue 37; a crew since issue 51, a review since issue 52). */
export const REPORT_TARGET_TYPES = ['job', 'employer', 'worker', 'message', 'crew', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['scam_fees', 'fake_job', 'discrimination', 'harassment', 'wrong_information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, Record<Language, string>>> = {
  scam_fees: { en: 'Scam or fees', es: 'Estafa o cobros' },
  fake_job: { en: 'Fake job', es: 'Empleo falso' },
  discrimination: { en: 'Discrimination', es: 'Discriminación' },
  harassment: { en: 'Harassment', es: 'Acoso' },
  wrong_information: { en: 'Wrong information', es: 'Información incorrecta' },
  other: { en: 'Other', es: 'Otro' },
};

export const reportReasonLabel = (reason: ReportReason, language: Language) => REPORT_REASON_LABELS[reason][language];

export const REPORT_DETAILS_MAX_LENGTH = 2000;

/** How an operator closes the reports of one target. */
export const REPORT_RESOLUTIONS = ['no_action', 'warn', 'remove_job', 'freeze_account'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** Reports one account may file (issue 49): a burst is a script, not someone reading; a day's worth is a lot. */
export const REPORTS_PER_MINUTE = 5;
export const REPORTS_PER_DAY = 20;

export const REPORT_MESSAGES = defineMessages('reports', {
  targetTypeInvalid: 'Choose what you are reporting: a job, an employer, a worker, a message, a crew or a review',
  targetIdInvalid: 'The reported item was not found',
  reasonInvalid: 'Choose a reason for the report',
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters`,
  cannotReportSelf: 'You cannot report yourself',
  resolutionInvalid: 'Choose how to resolve the reports',
  noteTooLong: 'The note must be at most 2000 characters',
  noOpenReports: 'There are no open reports about this',
  removeJobNotAJob: 'Only a reported job can be removed',
  tooManyReports: 'You sent several reports in a row. Wait a minute, then send this one again.',
  dailyReportLimit: `You have sent ${REPORTS_PER_DAY} reports in the last 24 hours, the most for one day. Try again later, or write to support.`,
});

export const createReportRequestSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MESSAGES.targetTypeInvalid }),
  targetId: uuidSchema(REPORT_MESSAGES.targetIdInvalid),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.detailsTooLong)
    .optional()
    .transform((details) => details || null),
});
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;
export type ValidReportRequest = z.output<typeof createReportRequestSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** A new report (201) or the reporter's open report about the same target, updated (200). */
export const createReportResponseSchema = z.object({ report: reportSchema, updated: z.boolean() });

export const reportTargetParamsSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MESSAGES.targetTypeInvalid }),
  targetId: uuidSchema(REPORT_MESSAGES.targetIdInvalid),
});

export const resolveReportsRequestSchema = z.object({
  action: z.enum(REPORT_RESOLUTIONS, { error: REPORT_MESSAGES.resolutionInvalid }),
  note: z.string().trim().max(2000, REPORT_MESSAGES.noteTooLong).optional().default(''),
});
export type ResolveReportsRequest = z.input<typeof resolveReportsRequestSchema>;

/** What the operator sees of the reported thing, and the account answerable for it. */
export const reportTargetSummarySchema = z.object({
  exists: z.boolean(),
  title: z.string(),
  detail: z.string().nullable(),
  accountId: z.string().nullable(),
  accountEmail: z.string().nullable(),
  accountFrozen: z.boolean(),
});
export type ReportTargetSummary = z.infer<typeof reportTargetSummarySchema>;

export const reportGroupSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  status: z.enum(['open', 'resolved']),
  count: z.number().int(),
  openCount: z.number().int(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  latestDetails: z.string().nullable(),
  latestAt: z.string(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  target: reportTargetSummarySchema,
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportGroupListSchema = z.object({ groups: z.array(reportGroupSchema) });
export type ReportGroupList = z.infer<typeof reportGroupListSchema>;

export const resolveReportsResponseSchema = z.object({ resolved: z.number().int(), action: z.enum(REPORT_RESOLUTIONS) });
