import { arrayContains, asc, countDistinct, count, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { trainingPrograms } from '../../db/schema/training';

export type TrainingProgramRow = typeof trainingPrograms.$inferSelect;

export function listTrainingPrograms(db: Executor, credentialId?: string) {
  return db
    .select()
    .from(trainingPrograms)
    .where(credentialId ? arrayContains(trainingPrograms.credentialIds, [credentialId]) : undefined)
    .orderBy(asc(trainingPrograms.title));
}

export async function sumTrainingTotals(db: Executor) {
  const [row] = await db
    .select({
      programs: count(),
      instructors: countDistinct(trainingPrograms.instructorName),
      trained: sum(trainingPrograms.studentsTrained).mapWith(Number),
      placed: sum(trainingPrograms.graduatesPlaced).mapWith(Number),
    })
    .from(trainingPrograms);
  return { programs: row?.programs ?? 0, instructors: row?.instructors ?? 0, trained: row?.trained ?? 0, placed: row?.placed ?? 0 };
}
