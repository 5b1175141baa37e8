import { randomBytes } from 'node:crypto';
import type { User } from '@core/auth/schemas';
import { DOMAIN_PROOF_MESSAGES, type DomainProofResponse } from '@core/employer-profile/domain-proof';
import { EMPLOYER_PROFILE_MESSAGES } from '@core/employer-profile/schemas';
import {
  DOMAIN_PROOF_FILE_PATH,
  DOMAIN_PROOF_RECORD_PREFIX,
  isFreeMailDomain,
  toEmployerVerification,
  websiteDomain,
} from '@core/trust/employer-verification';
import type { Database, Executor } from '../../db/client';
import type { DomainProofChecker } from '../../lib/domain-proof';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findEmployerProfile>>>;

function toProofResponse(row: ProfileRow): DomainProofResponse {
  const domain = websiteDomain(row.website);
  const token = row.domainToken!;
  return {
    domain,
    token,
    record: `${DOMAIN_PROOF_RECORD_PREFIX}${token}`,
    fileUrl: domain ? `https://${domain}${DOMAIN_PROOF_FILE_PATH}` : null,
    verification: toEmployerVerification(row.verifiedAt ? row.verifiedBy : null, row.verifiedDomain),
  };
}

async function loadWithToken(db: Executor, viewer: User, userId: string) {
  if (viewer.id !== userId) throw new AppError(403, EMPLOYER_PROFILE_MESSAGES.notYours);
  if (!(await repo.findEmployerProfile(db, userId))) await repo.insertEmptyEmployerProfile(db, userId);
  return (await repo.ensureDomainToken(db, userId, randomBytes(16).toString('hex')))!;
}

/** The employer's token and where to put it: a TXT record on the website's domain, or a file on the website. */
export async function getDomainProof(db: Executor, viewer: User, userId: string) {
  return toProofResponse(await loadWithToken(db, viewer, userId));
}

/**
 * Looks for the token in the website's domain (DNS record, else the file) and verifies the employer
 * by it. The lookups run outside any transaction (they take seconds); the result is written only
 * if the website still names the domain that was checked.
 */
export async function checkDomainProof(db: Database, checker: DomainProofChecker, viewer: User, userId: string, now: Date) {
  const profile = await loadWithToken(db, viewer, userId);
  if (profile.verifiedBy === 'operator') throw new AppError(409, DOMAIN_PROOF_MESSAGES.operatorDecided);
  const domain = websiteDomain(profile.website);
  if (!domain) throw new AppError(400, DOMAIN_PROOF_MESSAGES.websiteMissing);
  if (isFreeMailDomain(domain)) throw new AppError(400, DOMAIN_PROOF_MESSAGES.freeMailDomain);

  const result = await checker.check(domain, profile.domainToken!);
  if (!result.ok) {
    const message =
      result.dns === 'not_found' && result.wellKnown === 'not_public' ? DOMAIN_PROOF_MESSAGES.notPublic : DOMAIN_PROOF_MESSAGES.notFound;
    throw new AppError(400, message);
  }
  const saved = await db.transaction(async (tx) => {
    const found = await repo.lockProfileWithAccountEmail(tx, userId);
    if (!found || found.profile.verifiedBy === 'operator' || websiteDomain(found.profile.website) !== domain) return null;
    return repo.updateVerification(tx, userId, { verifiedAt: now, verifiedBy: result.method, verifiedDomain: domain });
  });
  if (!saved) throw new AppError(409, DOMAIN_PROOF_MESSAGES.notFound);
  return toProofResponse(saved);
}
