import { arrayContains, asc, countDistinct, count, sum } from 'drizzle-orm';
import { trainingPrograms } from '../../db/schema/training';
export function listTrainingPrograms(db, credentialId) {
    return db
        .select()
        .from(trainingPrograms)
        .where(credentialId ? arrayContains(trainingPrograms.credentialIds, [credentialId]) : undefined)
        .orderBy(asc(trainingPrograms.title));
}
export async function sumTrainingTotals(db) {
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
