import { toEmployerVerification } from '@core/trust/employer-verification';
import type { JobDto, PostedJobDto } from '@core/jobs/schemas';
import type * as repo from './repository';

export function toJobDto({ job, companyName }: repo.JobWithCompany, now: Date): JobDto {
  return {
    id: job.id,
    employerId: job.employerId,
    title: job.title,
    description: job.description,
    industry: job.industry,
    location: job.location,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    payUnit: job.payUnit,
    requirements: job.requirements,
    skills: job.skills,
    positions: job.positions,
    postedAt: job.postedAt.toISOString(),
    companyName,
    ...toEmployerVerification(job.employerVerifiedBy, job.employerVerifiedDomain),
    isActive: isJobListed(job, now),
    isBoosted: job.boostedUntil !== null && job.boostedUntil > now,
    ...toJobTerms({
      requiredCredentials: job.requiredCredentials,
      preferredCredentials: job.preferredCredentials,
      perDiemCents: job.perDiemCents,
      lodgingProvided: job.lodgingProvided,
      travelRequired: job.travelRequired,
      rotation: job.rotation,
      overtimeExpected: job.overtimeExpected,
    }),
  };
}

/** Credential requirements and travel terms as the API states them (per diem in whole dollars). */
function toJobTerms(terms: Pick<repo.JobRow, JobTermColumn>) {
  return {
    requiredCredentials: terms.requiredCredentials,
    preferredCredentials: terms.preferredCredentials,
    perDiem: terms.perDiemCents === null ? null : Math.round(terms.perDiemCents / 100),
    lodgingProvided: terms.lodgingProvided,
    travelRequired: terms.travelRequired,
    rotation: terms.rotation,
    overtimeExpected: terms.overtimeExpected,
  };
}
type JobTermColumn =
  'requiredCredentials' | 'preferredCredentials' | 'perDiemCents' | 'lodgingProvided' | 'travelRequired' | 'rotation' | 'overtimeExpected';

export const isExpired = (job: repo.JobRow, now: Date) => job.expiresAt <= now;
/** Open and within its post's days: an expired job reads as closed at once, before the sweep takes it off the listings. */
export const isJobListed = (job: repo.JobRow, now: Date) => job.isActive && !isExpired(job, now);

export function toJobExpiry(job: repo.JobRow, now: Date) {
  return { expiresAt: job.expiresAt.toISOString(), isExpired: isExpired(job, now) };
}

/** The job as its employer sees it after writing it: with where it stands with moderation. */
export function toPostedJobDto(row: repo.JobWithCompany, now: Date): PostedJobDto {
  return { ...toJobDto(row, now), ...toJobReview(row.job) };
}

export function toJobReview(job: repo.JobRow) {
  return { reviewStatus: job.reviewStatus, reviewNote: job.reviewNote };
}
