import { z } from 'zod';
import { CREW_MESSAGES } from '../crews/schemas';
import { reportSchema } from '../reports/schemas';
import { uuidSchema } from '../shared/ids';
import { ACCOUNT_ADMIN_MESSAGES } from './account-schemas';

// The operator console's crews (issue 51): a list and one crew with its members, applications and reports.

export const adminCrewListQuerySchema = z.object({
  q: z.string().trim().max(200, ACCOUNT_ADMIN_MESSAGES.queryTooLong).optional().default(''),
});
export type AdminCrewListQuery = z.input<typeof adminCrewListQuerySchema>;

export const adminCrewParamsSchema = z.object({ id: uuidSchema(CREW_MESSAGES.notFound) });

const accountRefSchema = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });

export const adminCrewRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  foreman: accountRefSchema.nullable(),
  size: z.number().int(),
  createdAt: z.string(),
  reportCount: z.number().int(),
  openReportCount: z.number().int(),
});
export type AdminCrewRow = z.infer<typeof adminCrewRowSchema>;

export const adminCrewListSchema = z.object({ crews: z.array(adminCrewRowSchema) });
export type AdminCrewList = z.infer<typeof adminCrewListSchema>;

export const adminCrewMemberSchema = accountRefSchema.extend({
  role: z.enum(['foreman', 'member']),
  joinedAt: z.string(),
  primaryTrade: z.string().nullable(),
  frozen: z.boolean(),
});

export const adminCrewApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  employerId: z.string(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  /** How many of the crew's member applications stand at each stage. */
  statuses: z.array(z.object({ status: z.string(), count: z.number().int() })),
});

export const adminCrewDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  trades: z.array(z.string()),
  homeBase: z.string(),
  travelRadiusMiles: z.number().int(),
  availability: z.string(),
  isLookingForWork: z.boolean(),
  createdAt: z.string(),
  members: z.array(adminCrewMemberSchema),
  applications: z.array(adminCrewApplicationSchema),
  reports: z.array(reportSchema),
});
export type AdminCrewDetail = z.infer<typeof adminCrewDetailSchema>;
