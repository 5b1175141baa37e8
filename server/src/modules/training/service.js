import { placementRatePercent } from '@core/training/schemas';
import * as repo from './repository';
function toTrainingProgramDto(row) {
    return {
        id: row.id,
        title: row.title,
        description: row.description,
        level: row.level,
        duration: row.duration,
        category: row.category,
        features: row.features,
        instructorName: row.instructorName,
        credentialIds: row.credentialIds,
    };
}
export async function listTrainingPrograms(db, credentialId) {
    return (await repo.listTrainingPrograms(db, credentialId)).map(toTrainingProgramDto);
}
/** Computed from the programs on every call, so the page never shows stale constants. */
export async function getTrainingStats(db) {
    const totals = await repo.sumTrainingTotals(db);
    return {
        studentsCount: totals.trained,
        programsCount: totals.programs,
        instructorsCount: totals.instructors,
        placementRate: placementRatePercent(totals.placed, totals.trained),
    };
}
