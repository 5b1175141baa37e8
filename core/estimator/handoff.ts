import { crewCost, type CrewRole } from './advanced';
import type { LaborEstimate, LaborEstimateRequest } from './schemas';

/**
 * Session-storage contract between the estimators and the employer's job posting
 * (spec 000 section 3, "Estimate handoff data").
 */
export const ESTIMATE_HANDOFF_KEY = 'laborEstimateData';
/** 'true' when the employer chose to post one job per role of the estimate (bulk creation). */
export const POST_MULTIPLE_JOBS_KEY = 'postMultipleJobs';
export const POST_JOB_PATH = '/employer-dashboard?tab=jobs&action=create';

export interface EstimateHandoff {
  industry: LaborEstimateRequest['industry'];
  projectPhase: LaborEstimateRequest['projectPhase'];
  projectSize: LaborEstimateRequest['projectSize'];
  timeline: LaborEstimateRequest['timeline'];
  location: string;
  complexity: LaborEstimateRequest['complexity'];
  estimatedWorkers: number;
  estimatedCost: number;
  estimatedDuration: string;
  requiredSkills: string[];
  workerBreakdown: Record<string, number>;
  locationMultiplier: number;
}

export function toEstimateHandoff(request: LaborEstimateRequest, estimate: LaborEstimate): EstimateHandoff {
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
export function parseEstimateHandoff(raw: string | null): EstimateHandoff | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<EstimateHandoff>;
    return value && typeof value === 'object' && value.workerBreakdown && value.industry ? (value as EstimateHandoff) : null;
  } catch {
    return null;
  }
}

/** The hand-off after the employer tuned the crew in the advanced estimator. */
export function toCrewHandoff(request: LaborEstimateRequest, estimate: LaborEstimate, crew: readonly CrewRole[]): EstimateHandoff {
  const staffed = crew.filter(({ count }) => count > 0);
  return {
    ...toEstimateHandoff(request, estimate),
    estimatedWorkers: staffed.reduce((sum, { count }) => sum + count, 0),
    estimatedCost: crewCost(staffed, estimate.durationWeeks).totalCost,
    requiredSkills: staffed.map(({ role }) => role),
    workerBreakdown: Object.fromEntries(staffed.map(({ role, count }) => [role, count])),
  };
}
