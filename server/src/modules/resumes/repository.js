import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { generatedResumes, resumeSubscriptions } from '../../db/schema/resumes';
export async function findResumeSubscription(db, userId) {
    const [row] = await db.select().from(resumeSubscriptions).where(eq(resumeSubscriptions.userId, userId));
    return row ?? null;
}
/**
 * Starts the user's plan period. A free trial replaces nothing once one was started: null then,
 * decided by the one statement, so two trials requested at once cannot both begin.
 */
export async function upsertResumeSubscription(db, values) {
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
export async function reserveGeneration(db, userId, limit, now) {
    const [row] = await db
        .update(resumeSubscriptions)
        .set({ generationsUsed: sql `${resumeSubscriptions.generationsUsed} + 1`, updatedAt: now })
        .where(and(eq(resumeSubscriptions.userId, userId), gt(resumeSubscriptions.expiresAt, now), limit === null ? undefined : lt(resumeSubscriptions.generationsUsed, limit)))
        .returning();
    return row ?? null;
}
export async function releaseGeneration(db, userId) {
    await db
        .update(resumeSubscriptions)
        .set({ generationsUsed: sql `greatest(${resumeSubscriptions.generationsUsed} - 1, 0)` })
        .where(eq(resumeSubscriptions.userId, userId));
}
export async function insertGeneratedResume(db, values) {
    const [row] = await db.insert(generatedResumes).values(values).returning();
    return row;
}
export function listRecentResumes(db, userId, limit) {
    return db
        .select()
        .from(generatedResumes)
        .where(eq(generatedResumes.userId, userId))
        .orderBy(desc(generatedResumes.generatedAt), desc(generatedResumes.id))
        .limit(limit);
}
export async function findResumeForOwner(db, id, userId) {
    const [row] = await db
        .select()
        .from(generatedResumes)
        .where(and(eq(generatedResumes.id, id), eq(generatedResumes.userId, userId)));
    return row ?? null;
}
