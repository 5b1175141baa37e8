import { z } from 'zod';
export const TRAINING_LEVELS = ['Beginner', 'Intermediate', 'Advanced'];
export const trainingProgramSchema = z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    level: z.enum(TRAINING_LEVELS),
    duration: z.string(),
    category: z.string(),
    features: z.array(z.string()),
    instructorName: z.string(),
    /** Catalogue ids (core/credentials/catalogue.ts) of the credentials the program leads to. */
    credentialIds: z.array(z.string()),
});
/** GET /api/training-programs?credentialId=twic: only the programs leading to that credential (a missing credential's link). */
export const trainingProgramsQuerySchema = z.object({ credentialId: z.string().trim().min(1).optional() });
export const trainingStatsSchema = z.object({
    studentsCount: z.number().int(),
    programsCount: z.number().int(),
    instructorsCount: z.number().int(),
    /** Graduates placed as a whole percent of students trained. */
    placementRate: z.number().int(),
});
export function placementRatePercent(placed, trained) {
    return trained > 0 ? Math.round((placed / trained) * 100) : 0;
}
