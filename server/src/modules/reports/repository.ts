import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ReportReason, ReportResolution, ReportTargetType } from '@core/reports/schemas';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { conversations, messages } from '../../db/schema/messaging';
import { reports } from '../../db/schema/reports';
import { reviews } from '../../db/schema/reviews';
import { crewsLedBySql } from '../crews/service';

export type ReportRow = typeof reports.$inferSelect;

export async function findOpenReport(db: Executor, reporterId: string, targetType: ReportTargetType, targetId: string) {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, 'open'),
      ),
    );
  return row ?? null;
}

// The first key of the advisory locks on a reporter's new reports (the second is the account id's hash).
const REPORTER_LOCK = 0x52505254;

/** Until the transaction ends, this reporter's new reports wait for each other (on every instance), so the counts below hold. */
export async function lockReporter(db: Executor, reporterId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(${REPORTER_LOCK}, hashtext(${reporterId}))`);
}

/** How many reports the reporter filed after each of `since` (one count per date, in their order). */
export async function countReportsSince(db: Executor, reporterId: string, since: Date[]) {
  const [row] = await db
    .select({
      counts: sql<number[]>`array[${sql.join(
        since.map((at) => sql`(count(*) filter (where ${reports.createdAt} > ${at}))::int`),
        sql`, `,
      )}]`,
    })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, new Date(Math.min(...since.map((at) => at.getTime()))))));
  return row?.counts ?? since.map(() => 0);
}

/** Inserts the report unless the reporter has an open one on the target (the partial unique index); null then. */
export async function insertReportUnlessOpen(db: Executor, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateOpenReport(
  db: Executor,
  id: string,
  values: { reason: ReportReason; details: string | null; updatedAt: Date },
) {
  const [row] = await db
    .update(reports)
    .set(values)
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row ?? null;
}

export async function findJobTarget(db: Executor, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      employerId: jobs.employerId,
      isActive: jobs.isActive,
      expiresAt: jobs.expiresAt,
      companyName: employerProfiles.companyName,
    })
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

export async function findUserTarget(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      frozenAt: users.frozenAt,
      companyName: employerProfiles.companyName,
    })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findMessageTarget(db: Executor, messageId: string) {
  const [row] = await db
    .select({ id: messages.id, senderId: messages.senderId, receiverId: messages.receiverId, content: messages.content })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row ?? null;
}

export async function hasListedJob(db: Executor, employerId: string, now: Date) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), eq(jobs.isActive, true), gt(jobs.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Whether the two users are tied by an application (either way round) or a conversation. */
export async function areConnected(db: Executor, userId: string, otherId: string) {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      or(
        and(eq(applications.workerId, userId), eq(applications.employerId, otherId)),
        and(eq(applications.workerId, otherId), eq(applications.employerId, userId)),
      ),
    )
    .limit(1);
  if (application) return true;
  const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userAId, low), eq(conversations.userBId, high)))
    .limit(1);
  return conversation !== undefined;
}

export interface ReportGroupRow {
  targetType: ReportTargetType;
  targetId: string;
  count: number;
  openCount: number;
  reasons: ReportReason[];
  latestDetails: string | null;
  latestAt: Date;
  resolution: ReportResolution | null;
}

const GROUPS_LIMIT = 200;

/** Reports per target: targets with open reports first, then by their newest report. */
export async function listReportGroups(db: Executor): Promise<ReportGroupRow[]> {
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      count: sql<number>`count(*)::int`,
      openCount: sql<number>`(count(*) filter (where ${reports.status} = 'open'))::int`,
      reasons: sql<ReportReason[]>`array_agg(distinct ${reports.reason})`,
      latestDetails: sql<
        string | null
      >`(array_agg(${reports.details} order by ${reports.createdAt} desc) filter (where ${reports.details} is not null))[1]`,
      latestAt: sql<string>`max(${reports.createdAt})`,
      resolution: sql<ReportResolution | null>`(array_agg(${reports.resolution} order by ${reports.resolvedAt} desc nulls last))[1]`,
    })
    .from(reports)
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(sql`count(*) filter (where ${reports.status} = 'open') > 0 desc`, desc(sql`max(${reports.createdAt})`))
    .limit(GROUPS_LIMIT);
  return rows.map((row) => ({ ...row, latestAt: new Date(row.latestAt) }));
}

/** The open reports of a target, locked until the transaction ends so two operators cannot resolve them twice. */
export async function lockOpenReportsOfTarget(db: Executor, targetType: ReportTargetType, targetId: string) {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')))
    .for('update');
}

export async function markReportsResolved(
  db: Executor,
  ids: string[],
  values: { resolution: ReportResolution; resolutionNote: string | null; resolvedBy: string; resolvedAt: Date },
) {
  if (ids.length === 0) return;
  await db
    .update(reports)
    .set({ ...values, status: 'resolved', updatedAt: values.resolvedAt })
    .where(inArray(reports.id, ids));
}

export async function findRecipients(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(inArray(users.id, userIds));
}

const ACCOUNT_REPORTS_LIMIT = 100;

export async function listReportsByReporter(db: Executor, reporterId: string) {
  return db.select().from(reports).where(eq(reports.reporterId, reporterId)).orderBy(desc(reports.createdAt)).limit(ACCOUNT_REPORTS_LIMIT);
}

/** Reports naming the account, one of its jobs, one of the messages it sent, a crew it leads or a review it wrote. */
export async function listReportsAgainstAccount(db: Executor, userId: string) {
  return db
    .select()
    .from(reports)
    .where(
      or(
        and(inArray(reports.targetType, ['employer', 'worker']), eq(reports.targetId, userId)),
        and(
          eq(reports.targetType, 'job'),
          sql`${reports.targetId} in (select ${jobs.id} from ${jobs} where ${jobs.employerId} = ${userId})`,
        ),
        and(
          eq(reports.targetType, 'message'),
          sql`${reports.targetId} in (select ${messages.id} from ${messages} where ${messages.senderId} = ${userId})`,
        ),
        and(eq(reports.targetType, 'crew'), sql`${reports.targetId} in (${crewsLedBySql(userId)})`),
        and(
          eq(reports.targetType, 'review'),
          sql`${reports.targetId} in (select ${reviews.id} from ${reviews} where ${reviews.authorId} = ${userId})`,
        ),
      ),
    )
    .orderBy(desc(reports.createdAt))
    .limit(ACCOUNT_REPORTS_LIMIT);
}

export async function listReportsOfTarget(db: Executor, targetType: ReportTargetType, targetId: string) {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
    .orderBy(desc(reports.createdAt))
    .limit(ACCOUNT_REPORTS_LIMIT);
}

export async function countReportsOfTargets(db: Executor, targetType: ReportTargetType, targetIds: string[]) {
  const counts = new Map<string, { count: number; openCount: number }>();
  if (targetIds.length === 0) return counts;
  const rows = await db
    .select({
      targetId: reports.targetId,
      count: sql<number>`count(*)::int`,
      openCount: sql<number>`(count(*) filter (where ${reports.status} = 'open'))::int`,
    })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), inArray(reports.targetId, targetIds)))
    .groupBy(reports.targetId);
  for (const row of rows) counts.set(row.targetId, { count: row.count, openCount: row.openCount });
  return counts;
}
