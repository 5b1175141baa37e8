import { eq, sql } from 'drizzle-orm';
import type { EmployerProfile, UpdateEmployerProfile } from '@core/employer-profile/schemas';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
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
  const {
    updatedAt: _updatedAt,
    verifiedAt: _verifiedAt,
    verifiedBy: _verifiedBy,
    verifiedDomain: _verifiedDomain,
    domainToken: _domainToken,
    ...profile
  } = row;
  return profile;
}

/** Sets who verified the employer, when (null: not verified) and at which e-mail domain; null when the employer has no profile. */
export async function updateVerification(
  db: Executor,
  userId: string,
  values: Pick<EmployerProfileRow, 'verifiedAt' | 'verifiedBy' | 'verifiedDomain'>,
): Promise<EmployerProfileRow | null> {
  const [row] = await db.update(employerProfiles).set(values).where(eq(employerProfiles.userId, userId)).returning();
  return row ?? null;
}

/**
 * The profile, locked until the transaction ends, then the account's e-mail and when it was
 * confirmed (read after the lock, so a change committed meanwhile is seen); null without a profile.
 */
export async function lockProfileWithAccountEmail(db: Executor, userId: string) {
  const [profile] = await db.select().from(employerProfiles).where(eq(employerProfiles.userId, userId)).for('update');
  if (!profile) return null;
  const [account] = await db.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return account ? { profile, account } : null;
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

/** The employer's domain token, written as `candidate` the first time; null without a profile. */
export async function ensureDomainToken(db: Executor, userId: string, candidate: string) {
  const [row] = await db
    .update(employerProfiles)
    .set({ domainToken: sql`coalesce(${employerProfiles.domainToken}, ${candidate})` })
    .where(eq(employerProfiles.userId, userId))
    .returning();
  return row ?? null;
}
