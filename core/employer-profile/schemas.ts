import { z } from 'zod';

export const employerProfileSchema = z.object({
  userId: z.string(),
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  headquarters: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  companyBenefits: z.array(z.string()),
  hiringPriorities: z.array(z.string()),
  logo: z.string().nullable(),
  payPerHireEnabled: z.boolean(),
});
export type EmployerProfile = z.infer<typeof employerProfileSchema>;
