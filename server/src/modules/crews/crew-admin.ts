import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { crewApplications, crewMembers, crews } from '../../db/schema/crews';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { workerProfiles } from '../../db/schema/worker-profile';

// Reads for the operator console and for reports about a crew (issue 51): no rules, no writes.

const fullName = sql<string | null>`nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;
const size = sql<number>`(select count(*)::int from ${crewMembers} m where m.crew_id = ${crews.id})`;

/** A crew as a report names it: its name, whether it is listed, its foreman and size; null when it does not exist. */
export async function findCrewForReport(db: Executor, crewId: string) {
  const [row] = await db
    .select({ id: crews.id, name: crews.name, isLookingForWork: crews.isLookingForWork, size })
    .from(crews)
    .where(eq(crews.id, crewId));
  if (!row) return null;
  const [foreman] = await db
    .select({ userId: crewMembers.userId, name: fullName })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .where(and(eq(crewMembers.crewId, crewId), eq(crewMembers.role, 'foreman')));
  return { ...row, foremanId: foreman?.userId ?? null, foremanName: foreman?.name ?? null };
}

/** Whether the worker is a member of the crew (any role). */
export async function isCrewMember(db: Executor, crewId: string, userId: string) {
  const [row] = await db
    .select({ userId: crewMembers.userId })
    .from(crewMembers)
    .where(and(eq(crewMembers.crewId, crewId), eq(crewMembers.userId, userId)));
  return row !== undefined;
}

/** The crews a user leads as foreman (a report about one of them is a report against him). */
export function crewsLedBySql(userId: string) {
  return sql`select ${crewMembers.crewId} from ${crewMembers} where ${crewMembers.userId} = ${userId} and ${crewMembers.role} = 'foreman'`;
}

const CONSOLE_LIMIT = 200;

/** The console's crews list, newest first; `q` matches the crew's name or its foreman's name or e-mail. */
export async function listCrewsForConsole(db: Executor, q: string | undefined) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return db
    .select({
      id: crews.id,
      name: crews.name,
      createdAt: crews.createdAt,
      size,
      foremanId: users.id,
      foremanName: fullName,
      foremanEmail: users.email,
    })
    .from(crews)
    .leftJoin(crewMembers, and(eq(crewMembers.crewId, crews.id), eq(crewMembers.role, 'foreman')))
    .leftJoin(users, eq(users.id, crewMembers.userId))
    .where(
      pattern
        ? or(
            ilike(crews.name, pattern),
            ilike(users.email, pattern),
            ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
          )
        : undefined,
    )
    .orderBy(desc(crews.createdAt), asc(crews.id))
    .limit(CONSOLE_LIMIT);
}

/** One crew for the console: the crew row, its members with their accounts, and the jobs it applied to. */
export async function findCrewForConsole(db: Executor, crewId: string) {
  const [crew] = await db.select().from(crews).where(eq(crews.id, crewId));
  if (!crew) return null;
  const members = await db
    .select({
      userId: crewMembers.userId,
      role: crewMembers.role,
      joinedAt: crewMembers.joinedAt,
      name: fullName,
      email: users.email,
      frozen: sql<boolean>`${users.frozenAt} is not null`,
      primaryTrade: workerProfiles.primaryTrade,
    })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .leftJoin(workerProfiles, eq(workerProfiles.userId, crewMembers.userId))
    .where(eq(crewMembers.crewId, crewId))
    .orderBy(sql`${crewMembers.role} = 'foreman' desc`, asc(crewMembers.joinedAt), asc(crewMembers.userId));
  const applied = await db
    .select({
      id: crewApplications.id,
      jobId: crewApplications.jobId,
      jobTitle: jobs.title,
      employerId: crewApplications.employerId,
      companyName: employerProfiles.companyName,
      createdAt: crewApplications.createdAt,
    })
    .from(crewApplications)
    .leftJoin(jobs, eq(jobs.id, crewApplications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, crewApplications.employerId))
    .where(eq(crewApplications.crewId, crewId))
    .orderBy(desc(crewApplications.createdAt));
  const statuses = applied.length
    ? await db
        .select({ crewApplicationId: applications.crewApplicationId, status: applications.status, count: sql<number>`count(*)::int` })
        .from(applications)
        .where(
          inArray(
            applications.crewApplicationId,
            applied.map((row) => row.id),
          ),
        )
        .groupBy(applications.crewApplicationId, applications.status)
    : [];
  return {
    crew,
    members,
    applications: applied.map((row) => ({
      ...row,
      statuses: statuses.filter((status) => status.crewApplicationId === row.id).map(({ status, count }) => ({ status, count })),
    })),
  };
}

export { hasAppliedToEmployer as hasCrewAppliedToEmployer } from './repository';
