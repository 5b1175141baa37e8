import { and, count, desc, eq, gte, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { generatedResumes, resumeSubscriptions } from '../../db/schema/resumes';

export type GeneratedResumeRow = typeof generatedResumes.$inferSelect;
export type ResumeSubscriptionRow = typeof resumeSubscriptions.$inferSelect;

export async function findResumeSubscription(db: Executor, userId: string) {
  const [row] = await db.select().from(resumeSubscriptions).where(eq(resumeSubscriptions.userId, userId));
  return row ?? null;
}

/** The worker's plan row, locked until the transaction ends (a refund rewrites it). */
export async function lockResumeSubscription(db: Executor, userId: string) {
  const [row] = await db.select().from(resumeSubscriptions).where(eq(resumeSubscriptions.userId, userId)).for('update');
  return row ?? null;
}

export async function updateResumeSubscription(db: Executor, userId: string, values: Partial<typeof resumeSubscriptions.$inferInsert>) {
  await db.update(resumeSubscriptions).set(values).where(eq(resumeSubscriptions.userId, userId));
}

export async function countResumesGeneratedSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(generatedResumes)
    .where(and(eq(generatedResumes.userId, userId), gte(generatedResumes.generatedAt, since)));
  return row?.total ?? 0;
}

/**
 * Starts the user's plan period. A free trial replaces nothing once one was started: null then,
 * decided by the one statement, so two trials requested at once cannot both begin.
 */
export async function upsertResumeSubscription(db: Executor, values: typeof resumeSubscriptions.$inferInsert) {
  const { userId: _userId, freeTrialStartedAt, ...changes } = values;
  const [row] = await db
    .insert(resumeSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: resumeSubscriptions.userId,
      set: { ...changes, ...(freeTrialStartedAt ? { freeTrialStartedAt } : {}) },
      where: freeTrialStartedAt ? isNull(resumeSubscriptions.freeTrialStartedAt) : undefined,
    })
    .returning();
  return row ?? null;
}

/** Counts one generation only if the plan is live and under its limit (null = unlimited); null when refused. */
export async function reserveGeneration(db: Executor, userId: string, limit: number | null, now: Date) {
  const [row] = await db
    .update(resumeSubscriptions)
    .set({ generationsUsed: sql`${resumeSubscriptions.generationsUsed} + 1`, updatedAt: now })
    .where(
      and(
        eq(resumeSubscriptions.userId, userId),
        gt(resumeSubscriptions.expiresAt, now),
        limit === null ? undefined : lt(resumeSubscriptions.generationsUsed, limit),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseGeneration(db: Executor, userId: string) {
  await db
    .update(resumeSubscriptions)
    .set({ generationsUsed: sql`greatest(${resumeSubscriptions.generationsUsed} - 1, 0)` })
    .where(eq(resumeSubscriptions.userId, userId));
}

export async function insertGeneratedResume(db: Executor, values: typeof generatedResumes.$inferInsert) {
  const [row] = await db.insert(generatedResumes).values(values).returning();
  return row!;
}

export function listRecentResumes(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(generatedResumes)
    .where(eq(generatedResumes.userId, userId))
    .orderBy(desc(generatedResumes.generatedAt), desc(generatedResumes.id))
    .limit(limit);
}

export async function findResumeForOwner(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(generatedResumes)
    .where(and(eq(generatedResumes.id, id), eq(generatedResumes.userId, userId)));
  return row ?? null;
}
