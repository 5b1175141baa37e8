import * as repo from './repository';
export async function interviewsByApplication(db, applicationIds) {
    const grouped = new Map();
    for (const row of await repo.listInterviewsForApplications(db, applicationIds)) {
        const list = grouped.get(row.applicationId) ?? [];
        list.push(repo.toInterviewDto(row));
        grouped.set(row.applicationId, list);
    }
    return grouped;
}
