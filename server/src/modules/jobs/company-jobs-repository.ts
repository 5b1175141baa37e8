import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

// Reads of open jobs by company: its public page (/companies/{id}) and the sitemap's company pages.

/** An employer's open jobs (active and not past their post's days), newest first: its public company page. */
export async function listEmployerOpenJobs(db: Executor, employerId: string, now: Date, limit: number) {
  return db
    .select({ id: jobs.id, title: jobs.title, location: jobs.location, postedAt: jobs.postedAt })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), eq(jobs.isActive, true), gt(jobs.expiresAt, now)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(limit);
}

/** Employers with open jobs and their newest post's date, newest first (the sitemap's company pages). */
export async function listEmployersWithOpenJobs(db: Executor, limit: number) {
  const lastPostedAt = sql<Date>`max(${jobs.postedAt})`.mapWith(jobs.postedAt);
  return db
    .select({ employerId: jobs.employerId, lastPostedAt })
    .from(jobs)
    .where(eq(jobs.isActive, true))
    .groupBy(jobs.employerId)
    .orderBy(desc(lastPostedAt), jobs.employerId)
    .limit(limit);
}
