import { z } from 'zod';
import { INDUSTRIES } from '../shared/options';
import { COMPLEXITIES, PROJECT_PHASES, PROJECT_SIZES, TIMELINES } from './options';
import { defineMessages } from '../shared/messages';
/** Toast title for an incomplete estimate form (spec 002 section 5). */
export const MISSING_INFORMATION = 'Missing Information';
export const ESTIMATE_MESSAGES = defineMessages('estimator', {
    industryRequired: 'Please select an industry',
    projectPhaseRequired: 'Please select a project phase',
    projectSizeRequired: 'Please select a project size',
    timelineRequired: 'Please select a timeline',
    locationRequired: 'Please enter the project location',
    complexityRequired: 'Please select the project complexity',
    locationTooLong: 'Location must be at most 120 characters',
});
export const laborEstimateRequestSchema = z.object({
    industry: z.enum(INDUSTRIES, { error: ESTIMATE_MESSAGES.industryRequired }),
    projectPhase: z.enum(PROJECT_PHASES, { error: ESTIMATE_MESSAGES.projectPhaseRequired }),
    projectSize: z.enum(PROJECT_SIZES, { error: ESTIMATE_MESSAGES.projectSizeRequired }),
    timeline: z.enum(TIMELINES, { error: ESTIMATE_MESSAGES.timelineRequired }),
    location: z
        .string({ error: ESTIMATE_MESSAGES.locationRequired })
        .trim()
        .min(1, ESTIMATE_MESSAGES.locationRequired)
        .max(120, ESTIMATE_MESSAGES.locationTooLong),
    complexity: z.enum(COMPLEXITIES, { error: ESTIMATE_MESSAGES.complexityRequired }),
});
export const DURATION_UNITS = ['weeks', 'months'];
export const laborEstimateSchema = z.object({
    totalWorkers: z.number().int(),
    /** Whole US dollars. */
    estimatedCost: z.number(),
    /** "2 months" or "2.5 weeks"; durationValue and durationUnit carry the same for translation. */
    estimatedDuration: z.string(),
    durationValue: z.number(),
    durationUnit: z.enum(DURATION_UNITS),
    durationWeeks: z.number(),
    hourlyRate: z.number(),
    skillsNeeded: z.array(z.string()),
    workerBreakdown: z.record(z.string(), z.number().int()),
    locationMultiplier: z.number(),
});
