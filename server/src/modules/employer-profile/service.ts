import { getEmployerProfileCompleteness } from '@core/employer-profile/completeness';
import { confirmedEmailDomainOf, isDomainProofMethod, toEmployerVerification, websiteDomain } from '@core/trust/employer-verification';
import { EMPLOYER_PROFILE_MESSAGES, type EmployerProfileResponse, type UpdateEmployerProfile } from '@core/employer-profile/schemas';
import type { User } from '@core/auth/schemas';
import { SUBSCRIPTION_MESSAGES } from '@core/subscriptions/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';

export { checkDomainProof, getDomainProof } from './domain-proof';

function toResponse(row: EmployerProfileRow): EmployerProfileResponse {
  const profile = repo.toEmployerProfileDto(row);
  return {
    ...profile,
    completeness: getEmployerProfileCompleteness(profile),
    // verified_at empty is no verification, an operator's "not verified" too.
    verification: toEmployerVerification(row.verifiedAt ? row.verifiedBy : null, row.verifiedDomain),
  };
}

export function findEmployerProfile(db: Executor, userId: string) {
  return repo.findEmployerProfile(db, userId);
}

export async function loadEmployerProfile(db: Executor, userId: string) {
  const row = await repo.findEmployerProfile(db, userId);
  return row ? repo.toEmployerProfileDto(row) : null;
}

/** Every new employer starts with an empty company profile, written in the sign-up transaction. */
export async function createEmptyEmployerProfile(db: Executor, userId: string) {
  return repo.toEmployerProfileDto(await repo.insertEmptyEmployerProfile(db, userId));
}

export async function setPayPerHire(db: Executor, user: User, employerId: string, payPerHireEnabled: boolean) {
  if (user.id !== employerId) throw new AppError(403, SUBSCRIPTION_MESSAGES.notYourProfile);
  const row = await repo.updatePayPerHire(db, employerId, payPerHireEnabled);
  if (!row) throw new AppError(404, EMPLOYER_PROFILE_MESSAGES.notFound);
  return row;
}

/** Only the employer themself reads or writes their company profile. */
function assertOwnProfile(viewer: User, userId: string) {
  if (viewer.id !== userId) throw new AppError(403, EMPLOYER_PROFILE_MESSAGES.notYours);
}

export async function getEmployerProfile(db: Executor, viewer: User, userId: string) {
  assertOwnProfile(viewer, userId);
  const row = (await repo.findEmployerProfile(db, userId)) ?? (await repo.insertEmptyEmployerProfile(db, userId));
  return toResponse(row);
}

/** A new logo must be one this employer uploaded as a logo; the one already saved stays valid. */
export async function updateEmployerProfile(db: Database, viewer: User, userId: string, input: UpdateEmployerProfile, now: Date) {
  assertOwnProfile(viewer, userId);
  return db.transaction(async (tx) => {
    const current = await repo.findEmployerProfile(tx, userId);
    if (input.logo && input.logo !== current?.logo) {
      await assertOwnsObject(tx, userId, input.logo, ['logo'], EMPLOYER_PROFILE_MESSAGES.logoInvalid);
    }
    const saved = await repo.upsertEmployerProfile(tx, userId, input);
    return toResponse((await refreshDomainVerification(tx, userId, now)) ?? saved);
  });
}

type EmployerProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findEmployerProfile>>>;

/**
 * Verified by domain while the account's e-mail is confirmed and at the website's domain (the
 * address CrewBridge writes to, not the profile's typed contact e-mail, which anyone can fill with
 * someone else's). Run whenever one of those changes: the website is saved, the address is
 * confirmed or replaced, and before a post is reviewed. An operator's decision, either way, stands
 * over the rule. Null when the user has no employer profile.
 */
export async function refreshDomainVerification(db: Executor, userId: string, now: Date) {
  const found = await repo.lockProfileWithAccountEmail(db, userId);
  if (!found) return null;
  const { profile, account } = found;
  if (profile.verifiedBy === 'operator') return profile;
  // A DNS record or file proved the website's domain: it stands while the website stays at that domain.
  if (isDomainProofMethod(profile.verifiedBy) && profile.verifiedAt && websiteDomain(profile.website) === profile.verifiedDomain)
    return profile;
  const domain = confirmedEmailDomainOf({ email: account.email, isEmailConfirmed: account.emailVerifiedAt !== null }, profile.website);
  if (domain === profile.verifiedDomain && profile.verifiedBy === (domain ? 'domain' : null)) return profile;
  const values = domain
    ? { verifiedAt: now, verifiedBy: 'domain' as const, verifiedDomain: domain }
    : { verifiedAt: null, verifiedBy: null, verifiedDomain: null };
  return (await repo.updateVerification(db, userId, values)) ?? profile;
}

/** An operator verifies an employer by hand, or takes it back; null when there is no such employer. */
export async function setOperatorVerification(db: Executor, employerId: string, verified: boolean, now: Date) {
  return repo.updateVerification(db, employerId, { verifiedAt: verified ? now : null, verifiedBy: 'operator', verifiedDomain: null });
}
