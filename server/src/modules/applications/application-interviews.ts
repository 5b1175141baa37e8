import type { Interview } from '@core/interviews/schemas';
import type { Executor } from '../../db/client';
import * as repo from './repository';

export async function interviewsByApplication(db: Executor, applicationIds: string[]) {
  const grouped = new Map<string, Interview[]>();
  for (const row of await repo.listInterviewsForApplications(db, applicationIds)) {
    const list = grouped.get(row.applicationId) ?? [];
    list.push(repo.toInterviewDto(row));
    grouped.set(row.applicationId, list);
  }
  return grouped;
}
