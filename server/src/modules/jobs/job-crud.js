import { getEmployerProfileCompleteness } from '@core/employer-profile/completeness';
import { isJobId, JOB_MESSAGES, } from '@core/jobs/schemas';
import { AppError } from '../../plugins/errors';
import { findEmployerProfile } from '../employer-profile/service';
import { coordinatesOf } from '../places/service';
import { claimJobPosts, claimJobRenewal } from '../subscriptions/service';
import { isExpired, toJobDto, toJobExpiry } from './job-dto';
import * as repo from './repository';
export async function loadPostingEmployer(db, user) {
    if (user.userType !== 'employer')
        throw new AppError(403, JOB_MESSAGES.employersOnly);
    const profile = await findEmployerProfile(db, user.id);
    if (!getEmployerProfileCompleteness(profile).isComplete)
        throw new AppError(403, JOB_MESSAGES.profileRequired);
    return profile;
}
function jobColumns(input) {
    return {
        title: input.title,
        description: input.description,
        industry: input.industry,
        location: input.location,
        ...locationCoordinates(input.location),
        jobType: input.jobType,
        experienceLevel: input.experienceLevel ?? null,
        salaryMin: input.salaryMin,
        salaryMax: input.salaryMax,
        payUnit: input.payUnit,
        requirements: input.requirements,
        skills: input.skills,
        ...termColumns(input),
    };
}
/** The stored coordinates of a location; an unknown place is kept with none (it cannot be found by distance). */
export function locationCoordinates(location) {
    const place = coordinatesOf(location);
    return { lat: place?.lat ?? null, lng: place?.lng ?? null };
}
/** Terms not sent stay as they are on edit and take the column defaults on create (drizzle skips undefined). */
export function termColumns(input) {
    const { perDiem } = input;
    return {
        requiredCredentials: input.requiredCredentials,
        preferredCredentials: input.preferredCredentials,
        perDiemCents: perDiem === undefined || perDiem === null ? perDiem : perDiem * 100,
        lodgingProvided: input.lodgingProvided,
        travelRequired: input.travelRequired,
        rotation: input.rotation,
        overtimeExpected: input.overtimeExpected,
    };
}
export async function createJob(db, user, input, now) {
    const profile = await loadPostingEmployer(db, user);
    return db.transaction(async (tx) => {
        const [post] = await claimJobPosts(tx, user.id, 1, now);
        const [job] = await repo.insertJobs(tx, [{ ...jobColumns(input), ...post, employerId: user.id }]);
        return toJobDto({ job: job, companyName: profile.companyName }, now);
    });
}
function assertEmployer(user) {
    if (user.userType !== 'employer')
        throw new AppError(403, JOB_MESSAGES.employersOnly);
}
export async function updateJob(db, user, jobId, input, now) {
    assertEmployer(user);
    const job = isJobId(jobId) ? await repo.updateJobForEmployer(db, jobId, user.id, jobColumns(input)) : null;
    if (!job)
        throw new AppError(404, JOB_MESSAGES.notFound);
    const profile = await findEmployerProfile(db, user.id);
    return toJobDto({ job, companyName: profile?.companyName ?? null }, now);
}
async function findOwnJob(db, user, jobId) {
    const row = isJobId(jobId) ? await repo.findJobWithCompany(db, jobId) : null;
    if (!row || row.job.employerId !== user.id)
        throw new AppError(404, JOB_MESSAGES.notFound);
    return row;
}
export async function setJobStatus(db, user, jobId, isActive, now) {
    assertEmployer(user);
    // Reopening never extends a post: an expired job is listed again only by a renewal, which uses a post.
    if (isActive && isExpired((await findOwnJob(db, user, jobId)).job, now)) {
        throw new AppError(409, JOB_MESSAGES.expiredRenewToReopen);
    }
    const job = isJobId(jobId) ? await repo.updateJobForEmployer(db, jobId, user.id, { isActive }) : null;
    if (!job)
        throw new AppError(404, JOB_MESSAGES.notFound);
    const profile = await findEmployerProfile(db, user.id);
    return toJobDto({ job, companyName: profile?.companyName ?? null }, now);
}
/**
 * Lists an expired job again for the days of a new post (30, or 60 on a Boosted one), which it
 * takes from the allowance exactly as posting does; applicants and post date stay.
 */
export async function renewJob(db, user, jobId, now) {
    const profile = await loadPostingEmployer(db, user);
    const found = await findOwnJob(db, user, jobId);
    if (!isExpired(found.job, now))
        throw new AppError(409, JOB_MESSAGES.notExpired);
    const job = await db.transaction(async (tx) => {
        const post = await claimJobRenewal(tx, user.id, found.job.id, now);
        const renewed = await repo.renewExpiredJob(tx, found.job.id, user.id, post.postedAt, {
            expiresAt: post.expiresAt,
            boostedUntil: post.boostedUntil ?? found.job.boostedUntil,
        });
        // Renewed meanwhile by another request: this one rolls back and keeps its post.
        if (!renewed)
            throw new AppError(409, JOB_MESSAGES.notExpired);
        return renewed;
    });
    return { ...toJobDto({ job, companyName: profile.companyName }, now), ...toJobExpiry(job, now) };
}
/** Applications keep their snapshot: their job_id is set null by the foreign key. */
export async function deleteJob(db, user, jobId) {
    assertEmployer(user);
    if (!isJobId(jobId) || !(await repo.deleteJobForEmployer(db, jobId, user.id)))
        throw new AppError(404, JOB_MESSAGES.notFound);
}
