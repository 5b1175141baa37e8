import { JOB_MESSAGES } from '@core/jobs/schemas';
import { requireCode } from '@core/shared/messages';
import { INDUSTRY_LABELS, formatTrade } from '@core/shared/options';
import { AppError } from '../../plugins/errors';
import { claimJobPosts } from '../subscriptions/service';
import { loadPostingEmployer, locationCoordinates, termColumns } from './job-crud';
import { toJobDto } from './job-dto';
import * as repo from './repository';
function roleTitle(role) {
    return /^[a-z0-9-]+$/.test(role) ? formatTrade(role) : role;
}
function estimateDescription(input, role, positions) {
    const industry = INDUSTRY_LABELS[input.industry];
    const details = [
        input.projectSize && `Project size: ${input.projectSize}.`,
        input.timeline && `Timeline: ${input.timeline} weeks.`,
        input.complexity && `Complexity: ${input.complexity}.`,
    ].filter(Boolean);
    const crew = input.totalWorkers ? ` on a crew of ${input.totalWorkers}` : '';
    return [
        `${industry} project in ${input.location}: hiring ${positions} ${roleTitle(role)} position${positions === 1 ? '' : 's'}${crew}.`,
        ...details,
    ].join(' ');
}
/** One job per selected role of a labor estimate, all or nothing. */
export async function createJobsFromEstimate(db, user, input, now) {
    const profile = await loadPostingEmployer(db, user);
    const roles = [...new Set(input.selectedRoles)];
    const unknown = roles.find((role) => !Object.hasOwn(input.workerBreakdown, role));
    if (unknown) {
        throw new AppError(400, `${JOB_MESSAGES.unknownWorkerType}: ${unknown}`, { code: requireCode(JOB_MESSAGES.unknownWorkerType) });
    }
    return db.transaction(async (tx) => {
        const posts = await claimJobPosts(tx, user.id, roles.length, now);
        const rows = await repo.insertJobs(tx, roles.map((role, index) => {
            const positions = Math.max(1, input.workerBreakdown[role] ?? 1);
            return {
                ...posts[index],
                employerId: user.id,
                title: roleTitle(role),
                description: estimateDescription(input, role, positions),
                industry: input.industry,
                location: input.location,
                ...locationCoordinates(input.location),
                jobType: 'contract',
                experienceLevel: null,
                requirements: [],
                skills: [roleTitle(role)],
                positions,
                ...termColumns(input),
            };
        }));
        const dtos = rows.map((job) => toJobDto({ job, companyName: profile.companyName }, now));
        return { jobs: dtos, totalPositions: dtos.reduce((sum, job) => sum + job.positions, 0) };
    });
}
