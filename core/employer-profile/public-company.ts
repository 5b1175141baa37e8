import { z } from 'zod';
import { employerRatingSummarySchema } from '../jobs/schemas';
import { employerVerificationFieldsSchema } from '../trust/employer-verification';

/** Open jobs a company page lists at most (newest first); the job search holds the rest. */
export const COMPANY_PAGE_JOBS_LIMIT = 50;

/**
 * A company as anyone reads it on its public page (/companies/{employerId}, GET /api/public/employers/{id}): what its
 * profile says about it, never how to reach it (contact e-mail and phone stay with the workers it talks to); its
 * open jobs; its headline rating from its hires' shown reviews (absent when none is shown). The logo is left out:
 * uploads are served only to their owner and the workers who applied (server/src/modules/uploads).
 */
export const publicCompanySchema = z.object({
  employerId: z.string(),
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  headquarters: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  ...employerVerificationFieldsSchema.shape,
  openJobs: z.array(z.object({ id: z.string(), title: z.string(), location: z.string(), postedAt: z.string() })),
  rating: employerRatingSummarySchema.optional(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
