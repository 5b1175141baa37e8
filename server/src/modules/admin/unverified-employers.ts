import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { UnverifiedEmployer } from '@core/admin/schemas';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';

/** A job workers can see now: published (not held or rejected), open and not expired. */
const isPublishedNow = (now: Date) => and(eq(jobs.reviewStatus, 'published'), eq(jobs.isActive, true), gt(jobs.expiresAt, now));

const UNVERIFIED_LIMIT = 200;

/** Employer accounts with no verification (by e-mail, domain or an operator) and at least one published job, most jobs first. */
export async function listUnverifiedEmployersWithJobs(db: Executor, now: Date): Promise<UnverifiedEmployer[]> {
  const publishedJobs = count(jobs.id);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      companyName: employerProfiles.companyName,
      createdAt: users.createdAt,
      publishedJobs,
    })
    .from(users)
    .innerJoin(jobs, and(eq(jobs.employerId, users.id), isPublishedNow(now)))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(and(eq(users.userType, 'employer'), isNull(employerProfiles.verifiedAt)))
    .groupBy(users.id, employerProfiles.companyName)
    .orderBy(desc(publishedJobs), desc(users.createdAt), desc(users.id))
    .limit(UNVERIFIED_LIMIT);
  return rows.map((row) => ({ ...row, publishedJobs: Number(row.publishedJobs), createdAt: row.createdAt.toISOString() }));
}

/** How many of one employer's jobs workers can see now (the account detail's flag). */
export async function countPublishedJobs(db: Executor, employerId: string, now: Date) {
  const [row] = await db
    .select({ value: count(jobs.id) })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), isPublishedNow(now)));
  return Number(row?.value ?? 0);
}
