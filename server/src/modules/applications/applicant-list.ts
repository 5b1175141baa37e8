import {
  APPLICANT_PAGE_SIZE,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicantSort,
  type ApplicationStageCounts,
  type EmployerApplication,
  type EmployerApplicationsFilter,
  type EmployerApplicationsPage,
} from '@core/applications/schemas';
import { travelDistanceToMiles } from '@core/worker-profile/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { decodeApplicantCursor, encodeApplicantCursor } from './applicant-cursor';
import { qualifiedApplicationIds, rankedApplicantPage } from './applicant-ranking';
import { toEmployerApplicationDtos } from './employer-application-dto';
import * as repo from './repository';

async function applicantPage(
  db: Executor,
  filter: repo.ApplicantFilter,
  sort: ApplicantSort,
  cursor: string | undefined,
  limit: number | undefined,
  now: Date,
) {
  const decoded = cursor === undefined ? null : decodeApplicantCursor(cursor, sort);
  if (sort === 'match') return rankedApplicantPage(db, filter, decoded?.sort === 'match' ? decoded.after : null, limit, now);
  const after = decoded && decoded.sort !== 'match' ? decoded.after : null;
  // One row more than the page says whether another page follows.
  const rows = await repo.listApplicationsForEmployer(db, filter.employerId, {
    filter,
    order: sort,
    after,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      last && rows.length > page.length
        ? encodeApplicantCursor({ sort, after: { appliedAt: last.appliedAtKey, id: last.application.id } })
        : null,
  };
}

async function countApplicationStages(db: Executor, employerId: string, jobId: string | undefined): Promise<ApplicationStageCounts> {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ApplicationStageCounts;
  for (const { status, count } of await repo.countApplicationsByStatus(db, { employerId, jobId })) counts[status] = count;
  return counts;
}

/**
 * The employer's applicants, filtered and sorted. Without `limit` or `cursor` the answer is the
 * plain list 002 section 9 fixes; with either it is a page with the next cursor and the counts per stage.
 */
export async function searchEmployerApplications(
  db: Executor,
  employerId: string,
  query: EmployerApplicationsFilter,
  now: Date,
): Promise<EmployerApplication[] | EmployerApplicationsPage> {
  if (query.jobId && !(await repo.findEmployerJobId(db, employerId, query.jobId)))
    throw new AppError(404, APPLICATION_MESSAGES.jobNotFound);
  const filter: repo.ApplicantFilter = {
    employerId,
    jobId: query.jobId,
    status: query.status,
    q: query.q,
    availableBy: query.availableBy,
    minTravelMiles: travelDistanceToMiles(query.willTravel) ?? undefined,
  };
  if (query.qualified) filter.onlyIds = await qualifiedApplicationIds(db, filter);
  const isPaged = query.limit !== undefined || query.cursor !== undefined;
  const { rows, nextCursor, ...ranked } = await applicantPage(
    db,
    filter,
    query.sort,
    query.cursor,
    isPaged ? (query.limit ?? APPLICANT_PAGE_SIZE) : undefined,
    now,
  );
  const dtos = await toEmployerApplicationDtos(db, rows, now);
  // Sorted by best match, each card says why it ranks where it does.
  const applications = 'reasons' in ranked ? dtos.map((dto) => ({ ...dto, matchReasons: ranked.reasons.get(dto.id) ?? [] })) : dtos;
  if (!isPaged) return applications;
  return { applications, nextCursor, counts: await countApplicationStages(db, employerId, query.jobId) };
}
