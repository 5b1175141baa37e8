import { COMPANY_PAGE_JOBS_LIMIT, type PublicCompany } from '@core/employer-profile/public-company';
import { REVIEW_MESSAGES } from '@core/reviews/schemas';
import { toEmployerVerification } from '@core/trust/employer-verification';
import type { Executor } from '../../db/client';
import { findAccountOfType } from '../../lib/hiring-relationship';
import { AppError } from '../../plugins/errors';
import { findEmployerProfile } from '../employer-profile/service';
import { listEmployerOpenJobs, type EmployerRatingsReader } from '../jobs/service';

/** A company's public page: its profile's public fields, open jobs and headline rating; 404 for any id that is no employer. */
export async function getPublicCompany(
  db: Executor,
  employerId: string,
  { now, readRatings }: { now: Date; readRatings: EmployerRatingsReader },
): Promise<PublicCompany> {
  const [account, profile] = await Promise.all([findAccountOfType(db, employerId, 'employer'), findEmployerProfile(db, employerId)]);
  if (!account || !profile) throw new AppError(404, REVIEW_MESSAGES.employerNotFound);
  const [openJobs, ratings] = await Promise.all([
    listEmployerOpenJobs(db, employerId, now, COMPANY_PAGE_JOBS_LIMIT),
    readRatings(db, [employerId], now),
  ]);
  const rating = ratings.get(employerId);
  return {
    employerId,
    companyName: profile.companyName,
    industry: profile.industry,
    companySize: profile.companySize,
    headquarters: profile.headquarters,
    description: profile.description,
    website: profile.website,
    foundedYear: profile.foundedYear,
    ...toEmployerVerification(profile.verifiedAt ? profile.verifiedBy : null, profile.verifiedDomain),
    openJobs,
    ...(rating && { rating }),
  };
}
