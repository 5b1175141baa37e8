import { z } from 'zod';

export const workerProfileSchema = z.object({
  userId: z.string(),
  primaryTrade: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  visaStatus: z.string().nullable(),
  willingToTravel: z.boolean(),
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  bio: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  availability: z.string().nullable(),
  preferredIndustries: z.array(z.string()),
  hourlyRate: z.number().int().nullable(),
  preferredContactMethod: z.string().nullable(),
});
export type WorkerProfile = z.infer<typeof workerProfileSchema>;
