import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Language } from '@core/shared/options';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { uploads } from '../../db/schema/uploads';

export async function setUserDeactivatedAt(db: Executor, userId: string, deactivatedAt: Date | null) {
  await db.update(users).set({ deactivatedAt }).where(eq(users.id, userId));
}

export async function isEmailUsedByAnotherUser(db: Executor, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

export async function updateUserFields(
  db: Executor,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'avatarUrl'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row ?? null;
}

export async function updateUserLanguage(db: Executor, userId: string, language: Language) {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

export async function revokeAllSessionsOfUser(db: Executor, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Removes the user; the profile, jobs, sessions and every other owned row cascade. */
export async function deleteUser(db: Executor, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function listUploadPathsOfUser(db: Executor, userId: string) {
  const rows = await db.select({ objectPath: uploads.objectPath }).from(uploads).where(eq(uploads.ownerId, userId));
  return rows.map((row) => row.objectPath);
}
