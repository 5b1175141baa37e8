import { and, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likePattern } from '../../db/like';
import { applications } from '../../db/schema/applications';
import { sessions, users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { invoices, purchases } from '../../db/schema/payments';
import { accountFreezeJobs } from '../../db/schema/reports';

const accountColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  userType: users.userType,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: employerProfiles.companyName,
  createdAt: users.createdAt,
  frozenAt: users.frozenAt,
  frozenReason: users.frozenReason,
};

/** Accounts whose e-mail, name or company contains `q` (wildcards literal), newest first; one extra row tells a next page. */
export function searchAccounts(db: Executor, q: string, limit: number, offset: number) {
  const pattern = likePattern(q);
  const matches = q
    ? or(
        ilike(users.email, pattern),
        // A worker who joined by phone (issue 55) is found by the number's digits ("8325550147").
        ilike(users.phone, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
        ilike(employerProfiles.companyName, pattern),
      )
    : undefined;
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(matches)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function findAccount(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...accountColumns,
      // An employer without a profile row has nothing to verify: the console offers no verification then.
      employerProfileId: employerProfiles.userId,
      verifiedAt: employerProfiles.verifiedAt,
      verifiedBy: employerProfiles.verifiedBy,
      verifiedDomain: employerProfiles.verifiedDomain,
    })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

const DETAIL_LIMIT = 100;

export function listJobsOfEmployer(db: Executor, employerId: string) {
  return db
    .select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive, postedAt: jobs.postedAt, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(eq(jobs.employerId, employerId))
    .orderBy(desc(jobs.postedAt))
    .limit(DETAIL_LIMIT);
}

/** The applications the account sent (a worker) or received (an employer). */
export function listApplicationsOfAccount(db: Executor, userId: string) {
  return db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: applications.jobTitle,
      status: applications.status,
      appliedAt: applications.appliedAt,
      workerId: applications.workerId,
      employerId: applications.employerId,
    })
    .from(applications)
    .where(or(eq(applications.workerId, userId), eq(applications.employerId, userId)))
    .orderBy(desc(applications.appliedAt))
    .limit(DETAIL_LIMIT);
}

export function listPurchasesOfAccount(db: Executor, userId: string) {
  return db
    .select({ id: purchases.id, name: purchases.name, amountCents: purchases.amountCents, purchasedAt: purchases.purchasedAt })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.purchasedAt))
    .limit(DETAIL_LIMIT);
}

export function listInvoicesOfAccount(db: Executor, userId: string) {
  return db
    .select({
      id: invoices.id,
      description: invoices.description,
      amountCents: invoices.amountCents,
      status: invoices.status,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt))
    .limit(DETAIL_LIMIT);
}

/** Freezes the account unless it is already frozen; false when it was. */
export async function setFrozen(db: Executor, userId: string, frozenAt: Date, reason: string) {
  const rows = await db
    .update(users)
    .set({ frozenAt, frozenReason: reason })
    .where(and(eq(users.id, userId), isNull(users.frozenAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Lifts the freeze; false when the account was not frozen. */
export async function clearFrozen(db: Executor, userId: string) {
  const rows = await db
    .update(users)
    .set({ frozenAt: null, frozenReason: null })
    .where(and(eq(users.id, userId), sql`${users.frozenAt} is not null`))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function revokeSessionsOfUser(db: Executor, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Closes the employer's active jobs and returns their ids. */
export async function closeActiveJobsOf(db: Executor, employerId: string) {
  const rows = await db
    .update(jobs)
    .set({ isActive: false })
    .where(and(eq(jobs.employerId, employerId), eq(jobs.isActive, true)))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

export async function recordFreezeJobs(db: Executor, userId: string, jobIds: string[], now: Date) {
  if (jobIds.length === 0) return;
  await db
    .insert(accountFreezeJobs)
    .values(jobIds.map((jobId) => ({ jobId, userId, createdAt: now })))
    .onConflictDoNothing();
}

/** Reopens the jobs the freeze closed that have not expired since, and forgets the list; the reopened count. */
export async function reopenFreezeJobs(db: Executor, userId: string, now: Date) {
  const closed = db.select({ jobId: accountFreezeJobs.jobId }).from(accountFreezeJobs).where(eq(accountFreezeJobs.userId, userId));
  const reopened = await db
    .update(jobs)
    .set({ isActive: true })
    .where(and(inArray(jobs.id, closed), gt(jobs.expiresAt, now)))
    .returning({ id: jobs.id });
  await db.delete(accountFreezeJobs).where(eq(accountFreezeJobs.userId, userId));
  return reopened.length;
}

export async function findJobForClosing(db: Executor, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive, employerId: jobs.employerId })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

export async function closeJob(db: Executor, jobId: string) {
  await db.update(jobs).set({ isActive: false }).where(eq(jobs.id, jobId));
  // An operator's close is final for an unfreeze: the job stays closed when the account is unfrozen.
  await db.delete(accountFreezeJobs).where(eq(accountFreezeJobs.jobId, jobId));
}
