import { RESUME_PLANS } from '../payments/catalogue';
import { JOB_MESSAGES } from '../jobs/schemas';
import { defineMessages, requireCode } from '../shared/messages';
/**
 * Limits of the resume plans (001 section 9). The one catalogue (names, prices, periods, limits)
 * is the payments domain's; this module answers what a worker may do with theirs.
 */
export const RESUME_PLAN_IDS = ['free_trial', 'standard', 'flex'];
/** The generate page lists this many of the newest resumes. */
export const RECENT_RESUMES_SHOWN = 5;
export function findResumePlan(id) {
    return RESUME_PLANS.find((plan) => plan.id === id);
}
export const RESUME_MESSAGES = {
    ...defineMessages('resumes', {
        missingInformation: 'Missing Information: Please select a job or provide custom job details',
        planRequired: 'A resume plan is required to generate resumes. Choose a plan to get started.',
        planEnded: ({ planName }) => `Your ${planName} plan has ended. Choose a plan to keep generating resumes.`,
        limitReached: ({ planName, limit }) => `You have used all ${limit} resumes of your ${planName} plan. Choose a plan to generate more.`,
        freeTrialUsed: 'You have already used your free trial. Choose Standard or Flex to keep generating resumes.',
        resumeNotFound: 'Resume not found',
        contextNotFound: 'The uploaded resume could not be found. Please upload it again.',
        contextUnreadable: 'The uploaded resume could not be read. Please upload a PDF, DOCX or TXT file.',
        contextOverLimits: 'We could not read this file',
        formatUnsupported: 'Only PDF downloads are available',
    }),
    jobNotFound: JOB_MESSAGES.notFound,
};
/** Why a worker may not generate now, or null when they may. */
export function generationRefusal(record, now) {
    if (!record)
        return { message: RESUME_MESSAGES.planRequired, code: requireCode(RESUME_MESSAGES.planRequired) };
    const plan = findResumePlan(record.plan);
    const { planEnded, limitReached } = RESUME_MESSAGES;
    if (record.expiresAt <= now)
        return planEnded.coded({ planName: plan.name });
    if (plan.resumeLimit !== null && record.generationsUsed >= plan.resumeLimit) {
        return limitReached.coded({ planName: plan.name, limit: plan.resumeLimit });
    }
    return null;
}
