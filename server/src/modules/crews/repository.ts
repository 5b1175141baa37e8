import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { userPhones } from '../../db/schema/channels';
import { crewApplications, crewInvitations, crewMembers, crews } from '../../db/schema/crews';
import { workerProfiles } from '../../db/schema/worker-profile';

export type CrewRow = typeof crews.$inferSelect;
export type CrewInvitationRow = typeof crewInvitations.$inferSelect;

export async function insertCrew(db: Executor, values: typeof crews.$inferInsert) {
  const [row] = await db.insert(crews).values(values).returning();
  return row!;
}

export async function insertMember(db: Executor, values: typeof crewMembers.$inferInsert) {
  await db.insert(crewMembers).values(values);
}

export async function findCrewById(db: Executor, id: string) {
  const [row] = await db.select().from(crews).where(eq(crews.id, id));
  return row ?? null;
}

/** Until the transaction ends, every change of this crew's members waits for the one before it, on every instance. */
export async function lockCrew(db: Executor, id: string) {
  const [row] = await db.select().from(crews).where(eq(crews.id, id)).for('update');
  return row ?? null;
}

export async function updateCrew(db: Executor, id: string, values: Partial<typeof crews.$inferInsert>) {
  const [row] = await db
    .update(crews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(crews.id, id))
    .returning();
  return row!;
}

export async function findMembership(db: Executor, crewId: string, userId: string) {
  const [row] = await db
    .select()
    .from(crewMembers)
    .where(and(eq(crewMembers.crewId, crewId), eq(crewMembers.userId, userId)));
  return row ?? null;
}

/** The members of these crews with the names and trades a crew card shows, foreman first, then by joining. */
export async function listMembers(db: Executor, crewIds: string[]) {
  if (crewIds.length === 0) return [];
  return db
    .select({
      crewId: crewMembers.crewId,
      userId: crewMembers.userId,
      role: crewMembers.role,
      joinedAt: crewMembers.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      primaryTrade: workerProfiles.primaryTrade,
    })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .leftJoin(workerProfiles, eq(workerProfiles.userId, crewMembers.userId))
    .where(inArray(crewMembers.crewId, crewIds))
    .orderBy(sql`${crewMembers.role} = 'foreman' desc`, asc(crewMembers.joinedAt), asc(crewMembers.userId));
}

/** The crews a worker belongs to, oldest joined first. */
export async function listCrewsOfUser(db: Executor, userId: string) {
  return db
    .select({ crew: crews })
    .from(crewMembers)
    .innerJoin(crews, eq(crews.id, crewMembers.crewId))
    .where(eq(crewMembers.userId, userId))
    .orderBy(asc(crewMembers.joinedAt), asc(crews.id));
}

export async function deleteCrew(db: Executor, id: string) {
  await db.delete(crews).where(eq(crews.id, id));
}

export async function deleteMember(db: Executor, crewId: string, userId: string) {
  const rows = await db
    .delete(crewMembers)
    .where(and(eq(crewMembers.crewId, crewId), eq(crewMembers.userId, userId)))
    .returning({ userId: crewMembers.userId });
  return rows.length > 0;
}

/** The foreman role moves in the caller's transaction: the old foreman first, as one crew has one foreman (0053's index). */
export async function handOverForeman(db: Executor, crewId: string, newForemanId: string) {
  await db
    .update(crewMembers)
    .set({ role: 'member' })
    .where(and(eq(crewMembers.crewId, crewId), eq(crewMembers.role, 'foreman')));
  await db
    .update(crewMembers)
    .set({ role: 'foreman' })
    .where(and(eq(crewMembers.crewId, crewId), eq(crewMembers.userId, newForemanId)));
}

/**
 * Adds the member in one statement only while the crew holds fewer than `max` (the caller holds the crew's row
 * lock, so the count is what the previous holder committed). Null when full or already a member.
 */
export async function insertMemberUnderCap(db: Executor, crewId: string, userId: string, max: number, now: Date) {
  const result = await db.execute<{ user_id: string }>(sql`
    insert into crew_members (crew_id, user_id, role, joined_at)
    select ${crewId}, ${userId}, 'member', ${now.toISOString()}::timestamptz
    where (select count(*) from crew_members where crew_id = ${crewId}) < ${max}
    on conflict do nothing
    returning user_id`);
  return result.rows.length > 0;
}

export async function countMembers(db: Executor, crewId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(crewMembers)
    .where(eq(crewMembers.crewId, crewId));
  return row?.count ?? 0;
}

export async function insertInvitation(db: Executor, values: typeof crewInvitations.$inferInsert) {
  const [row] = await db.insert(crewInvitations).values(values).returning();
  return row!;
}

/** The crew's invitations, newest first: the last 100, as many as a day may send. */
export async function listInvitations(db: Executor, crewId: string) {
  return db
    .select()
    .from(crewInvitations)
    .where(eq(crewInvitations.crewId, crewId))
    .orderBy(desc(crewInvitations.createdAt), desc(crewInvitations.id))
    .limit(100);
}

export async function countInvitationsSince(db: Executor, crewId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(crewInvitations)
    .where(and(eq(crewInvitations.crewId, crewId), gt(crewInvitations.createdAt, since)));
  return row?.count ?? 0;
}

export async function findInvitationByHash(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(crewInvitations).where(eq(crewInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the invitation used, once: false when another request took it first or it expired meanwhile. */
export async function claimInvitation(db: Executor, id: string, userId: string, now: Date) {
  const rows = await db
    .update(crewInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(crewInvitations.id, id), isNull(crewInvitations.acceptedAt), gt(crewInvitations.expiresAt, now)))
    .returning({ id: crewInvitations.id });
  return rows.length > 0;
}

/** The account an invitation's address or number already belongs to, for the language it is written in. */
export async function findInvitee(db: Executor, target: { email?: string; phone?: string }) {
  if (target.email) {
    const [row] = await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${target.email})`);
    return row ?? null;
  }
  if (!target.phone) return null;
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(eq(userPhones.phone, target.phone));
  return row ?? null;
}

export async function hasAppliedToEmployer(db: Executor, crewId: string, employerId: string) {
  const [row] = await db
    .select({ id: crewApplications.id })
    .from(crewApplications)
    .where(and(eq(crewApplications.crewId, crewId), eq(crewApplications.employerId, employerId)))
    .limit(1);
  return Boolean(row);
}

/** Listed crews (looking for work) with a trade, a credential some member holds and a size of at least `minSize`: the search's first cut. */
export async function listLookingCrews(
  db: Executor,
  filter: { trade?: string; credential?: string; today: string; minSize: number; limit: number },
) {
  const size = sql<number>`(select count(*)::int from crew_members m where m.crew_id = ${crews.id})`;
  return db
    .select({ crew: crews, size })
    .from(crews)
    .where(
      and(
        eq(crews.isLookingForWork, true),
        filter.trade ? sql`${filter.trade} = any(${crews.trades})` : undefined,
        // A card counts as in the roll-up (core/crews/rollup.ts): earned, not expired before today.
        filter.credential
          ? sql`exists (select 1 from crew_members m join certifications c on c.user_id = m.user_id
              where m.crew_id = ${crews.id} and c.credential_id = ${filter.credential} and c.status <> 'in_progress'
                and (c.expiration_date is null or c.expiration_date >= ${filter.today}::date))`
          : undefined,
        sql`${size} >= ${filter.minSize}`,
      ),
    )
    .orderBy(sql`${size} desc`, asc(crews.createdAt), asc(crews.id))
    .limit(filter.limit);
}

export async function insertCrewApplicationUnlessExists(db: Executor, values: typeof crewApplications.$inferInsert) {
  const [row] = await db.insert(crewApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCrewApplicationsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: crewApplications.id, crewId: crewApplications.crewId, name: crews.name, jobId: crewApplications.jobId })
    .from(crewApplications)
    .innerJoin(crews, eq(crews.id, crewApplications.crewId))
    .where(inArray(crewApplications.id, ids));
}
