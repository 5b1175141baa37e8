import { eq, sql } from 'drizzle-orm';
import type { EmployerProfile, UpdateEmployerProfile } from '@core/employer-profile/schemas';
import type { Executor } from '../../db/client';
import { employerProfiles } from '../../db/schema/employer-profile';

type EmployerProfileRow = typeof employerProfiles.$inferSelect;

export async function updatePayPerHire(db: Executor, employerId: string, payPerHireEnabled: boolean) {
  const [row] = await db
    .update(employerProfiles)
    .set({ payPerHireEnabled, updatedAt: sql`now()` })
    .where(eq(employerProfiles.userId, employerId))
    .returning({ payPerHireEnabled: employerProfiles.payPerHireEnabled });
  return row ?? null;
}

export function toEmployerProfileDto(row: EmployerProfileRow): EmployerProfile {
  const { updatedAt: _updatedAt, verifiedAt: _verifiedAt, verifiedBy: _verifiedBy, ...profile } = row;
  return profile;
}

/** Sets who verified the employer and when (null: not verified); null when the employer has no profile. */
export async function updateVerification(
  db: Executor,
  userId: string,
  values: Pick<EmployerProfileRow, 'verifiedAt' | 'verifiedBy'>,
): Promise<EmployerProfileRow | null> {
  const [row] = await db.update(employerProfiles).set(values).where(eq(employerProfiles.userId, userId)).returning();
  return row ?? null;
}

export async function findEmployerProfile(db: Executor, userId: string) {
  const [row] = await db.select().from(employerProfiles).where(eq(employerProfiles.userId, userId));
  return row ?? null;
}

export async function insertEmptyEmployerProfile(db: Executor, userId: string) {
  const [row] = await db.insert(employerProfiles).values({ userId }).returning();
  return row!;
}

/** Writes the company fields, creating the row if the account has none yet. */
export async function upsertEmployerProfile(db: Executor, userId: string, values: UpdateEmployerProfile) {
  const [row] = await db
    .insert(employerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: employerProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
