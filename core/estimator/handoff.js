import { crewCost } from './advanced';
/**
 * Session-storage contract between the estimators and the employer's job posting
 * (spec 000 section 3, "Estimate handoff data").
 */
export const ESTIMATE_HANDOFF_KEY = 'laborEstimateData';
/** 'true' when the employer chose to post one job per role of the estimate (bulk creation). */
export const POST_MULTIPLE_JOBS_KEY = 'postMultipleJobs';
export const POST_JOB_PATH = '/employer-dashboard?tab=jobs&action=create';
export function toEstimateHandoff(request, estimate) {
    return {
        industry: request.industry,
        projectPhase: request.projectPhase,
        projectSize: request.projectSize,
        timeline: request.timeline,
        location: request.location,
        complexity: request.complexity,
        estimatedWorkers: estimate.totalWorkers,
        estimatedCost: estimate.estimatedCost,
        estimatedDuration: estimate.estimatedDuration,
        requiredSkills: estimate.skillsNeeded,
        workerBreakdown: estimate.workerBreakdown,
        locationMultiplier: estimate.locationMultiplier,
    };
}
/** The stored hand-off, or null when absent or unreadable. */
export function parseEstimateHandoff(raw) {
    if (!raw)
        return null;
    try {
        const value = JSON.parse(raw);
        return value && typeof value === 'object' && value.workerBreakdown && value.industry ? value : null;
    }
    catch {
        return null;
    }
}
/** The hand-off after the employer tuned the crew in the advanced estimator. */
export function toCrewHandoff(request, estimate, crew) {
    const staffed = crew.filter(({ count }) => count > 0);
    return {
        ...toEstimateHandoff(request, estimate),
        estimatedWorkers: staffed.reduce((sum, { count }) => sum + count, 0),
        estimatedCost: crewCost(staffed, estimate.durationWeeks).totalCost,
        requiredSkills: staffed.map(({ role }) => role),
        workerBreakdown: Object.fromEntries(staffed.map(({ role, count }) => [role, count])),
    };
}
