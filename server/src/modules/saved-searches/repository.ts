import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { savedSearches, savedSearchSentJobs } from '../../db/schema/saved-searches';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function listSavedSearchesForUser(db: Executor, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function countSavedSearchesForUser(db: Executor, userId: string) {
  const [row] = await db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.total ?? 0;
}

export async function insertSavedSearch(db: Executor, values: typeof savedSearches.$inferInsert) {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function updateSavedSearchForUser(
  db: Executor,
  id: string,
  userId: string,
  values: Partial<typeof savedSearches.$inferInsert>,
) {
  const [row] = await db
    .update(savedSearches)
    .set(values)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSavedSearchForUser(db: Executor, id: string, userId: string) {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * Due searches, locked for this transaction (SKIP LOCKED: another instance takes the others).
 * Instant ones are due only when a job was posted after their last alert (less `graceMs`, for
 * posts whose transaction committed after that alert ran); daily and weekly ones when their
 * last alert is before `dueBefore` (instant ones: not yet handled in this run).
 */
export async function lockDueSavedSearches(
  db: Executor,
  options: { frequency: SavedSearchRow['frequency']; dueBefore: Date; graceMs: number; limit: number },
) {
  const latestPost = sql`(select max(${jobs.postedAt}) from ${jobs} where ${jobs.isActive})`;
  const conditions = [
    eq(savedSearches.frequency, options.frequency),
    eq(savedSearches.isPaused, false),
    lt(savedSearches.lastAlertAt, options.dueBefore),
  ];
  if (options.frequency === 'instant') {
    conditions.push(sql`${savedSearches.lastAlertAt} - ${`${options.graceMs} milliseconds`}::interval < ${latestPost}`);
  }
  return db
    .select()
    .from(savedSearches)
    .where(and(...conditions))
    .orderBy(savedSearches.lastAlertAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
}

export async function markSavedSearchesAlerted(db: Executor, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db.update(savedSearches).set({ lastAlertAt: now }).where(inArray(savedSearches.id, ids));
}

/** The jobs among `jobIds` each search already carried, by search. */
export async function listSentJobIdsOf(db: Executor, savedSearchIds: string[], jobIds: string[]) {
  const bySearch = new Map<string, Set<string>>();
  if (savedSearchIds.length === 0 || jobIds.length === 0) return bySearch;
  const rows = await db
    .select({ savedSearchId: savedSearchSentJobs.savedSearchId, jobId: savedSearchSentJobs.jobId })
    .from(savedSearchSentJobs)
    .where(and(inArray(savedSearchSentJobs.savedSearchId, savedSearchIds), inArray(savedSearchSentJobs.jobId, jobIds)));
  for (const row of rows) bySearch.set(row.savedSearchId, (bySearch.get(row.savedSearchId) ?? new Set()).add(row.jobId));
  return bySearch;
}

export async function insertSentJobsOf(db: Executor, rows: { savedSearchId: string; jobId: string; sentAt: Date }[]) {
  if (rows.length > 0) await db.insert(savedSearchSentJobs).values(rows).onConflictDoNothing();
}
