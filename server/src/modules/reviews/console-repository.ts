import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminReviewFilter } from '@core/admin/review-schemas';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { reports } from '../../db/schema/reports';
import { reviews } from '../../db/schema/reviews';

const authors = alias(users, 'review_authors');
const subjects = alias(users, 'review_subjects');
const authorCompanies = alias(employerProfiles, 'review_author_companies');
const subjectCompanies = alias(employerProfiles, 'review_subject_companies');

const partyColumns = (
  table: { id: AnyPgColumn; email: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn },
  company: { companyName: AnyPgColumn },
) => ({
  id: sql<string>`${table.id}`,
  email: sql<string>`${table.email}`,
  firstName: sql<string | null>`${table.firstName}`,
  lastName: sql<string | null>`${table.lastName}`,
  companyName: sql<string | null>`${company.companyName}`,
});

const openReportsOfReview = sql`${reports.targetType} = 'review' and ${reports.targetId} = ${reviews.id} and ${reports.status} = 'open'`;

/** Which reviews each console list holds: held ones wait oldest first, published ones show newest first. */
const FILTERS: Record<AdminReviewFilter, { where: SQL | undefined; newestFirst: boolean }> = {
  held: { where: or(eq(reviews.status, 'held'), eq(reviews.responseStatus, 'held')), newestFirst: false },
  reported: { where: sql`exists (select 1 from ${reports} where ${openReportsOfReview})`, newestFirst: false },
  hidden: { where: eq(reviews.status, 'hidden'), newestFirst: true },
  published: { where: eq(reviews.status, 'published'), newestFirst: true },
};

function consoleQuery(db: Executor) {
  return db
    .select({
      review: reviews,
      author: partyColumns(authors, authorCompanies),
      subject: partyColumns(subjects, subjectCompanies),
      openReportCount: sql<number>`(select count(*)::int from ${reports} where ${openReportsOfReview})`,
      openReportReasons: sql<string[]>`array(select distinct ${reports.reason} from ${reports} where ${openReportsOfReview} order by 1)`,
    })
    .from(reviews)
    .innerJoin(authors, eq(authors.id, reviews.authorId))
    .leftJoin(authorCompanies, eq(authorCompanies.userId, reviews.authorId))
    .innerJoin(subjects, eq(subjects.id, reviews.subjectId))
    .leftJoin(subjectCompanies, eq(subjectCompanies.userId, reviews.subjectId));
}

export type ConsoleReviewRow = Awaited<ReturnType<ReturnType<typeof consoleQuery>['execute']>>[number];

/** One of the console's lists (issue 52), with the author, the subject and the open reports of each review. */
export async function listConsoleReviews(db: Executor, filter: AdminReviewFilter, limit = 200): Promise<ConsoleReviewRow[]> {
  const { where, newestFirst } = FILTERS[filter];
  const order = newestFirst ? desc : asc;
  return consoleQuery(db).where(where).orderBy(order(reviews.createdAt), order(reviews.id)).limit(limit);
}

export async function findConsoleReview(db: Executor, id: string): Promise<ConsoleReviewRow | null> {
  const [row] = await consoleQuery(db).where(and(eq(reviews.id, id)));
  return row ?? null;
}
