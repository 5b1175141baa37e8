import { ASSESSMENT_QUESTION_IDS } from './options';
/** The highest-rated interest question names the field; each field suggests three job titles. */
export const INTEREST_FIELDS = {
    i1: { field: 'Construction', jobTitles: ['Construction Project Coordinator', 'Site Superintendent', 'Commercial Electrician'] },
    i2: { field: 'Data Centers', jobTitles: ['Data Center Technician', 'Critical Facilities Engineer', 'Fiber Optic Installer'] },
    i3: { field: 'Oil & Gas', jobTitles: ['Pipeline Inspector', 'Rig Operator', 'Process Plant Operator'] },
    i4: { field: 'Mining', jobTitles: ['Mining Equipment Operator', 'Heavy Equipment Mechanic', 'Blasting Technician'] },
    i5: { field: 'Management', jobTitles: ['Site Supervisor', 'Operations Manager', 'Project Manager'] },
};
export const PERSONALITY_RECOMMENDATIONS = {
    leader: [
        'Pursue leadership roles such as crew lead or foreman',
        'Consider supervisory positions that coordinate crews and schedules',
        'Explore quality and safety roles that set standards on site',
    ],
    specialist: [
        'Focus on technical specialist roles in your trade',
        'Deepen expertise with advanced technical training',
        'Consider specialist certifications that set you apart',
    ],
    handsOn: [
        'Start with hands-on roles that build practical experience',
        'Look into apprenticeship programs with structured mentoring',
        'Build foundational skills through entry-level training',
    ],
};
export const SKILLS_RECOMMENDATIONS = {
    advanced: [
        'Apply for advanced roles that match your skill level',
        'Mentor apprentices and newer crew members',
        'Pursue advanced industry certifications',
    ],
    core: [
        'Strengthen core skills through hands-on practice',
        'Take foundational safety and technical courses',
        'Work alongside experienced mentors to build confidence',
    ],
};
export const STRENGTHS = {
    strong: {
        strengths: ['Strong technical aptitude', 'Good problem-solving skills'],
        growth: ['Leadership skills', 'Advanced certifications'],
    },
    developing: {
        strengths: ['Developing technical skills', 'Eager to learn'],
        growth: ['Technical skill development', 'Industry knowledge'],
    },
};
export function averageOf(responses, questionIds) {
    const total = questionIds.reduce((sum, id) => sum + (responses[id] ?? 0), 0);
    return total / questionIds.length;
}
/** The interest question rated highest; ties go to the earlier question. */
export function topInterest(responses) {
    const ids = ASSESSMENT_QUESTION_IDS.interests;
    return ids.reduce((best, id) => ((responses[id] ?? 0) > (responses[best] ?? 0) ? id : best), ids[0]);
}
export function interestJobTitles(responses) {
    return [...INTEREST_FIELDS[topInterest(responses)].jobTitles];
}
function recommendationsFor(type, average, responses) {
    if (type === 'personality') {
        if (average >= 4)
            return [...PERSONALITY_RECOMMENDATIONS.leader];
        if (average >= 3)
            return [...PERSONALITY_RECOMMENDATIONS.specialist];
        return [...PERSONALITY_RECOMMENDATIONS.handsOn];
    }
    if (type === 'skills') {
        return average >= 4 ? [...SKILLS_RECOMMENDATIONS.advanced] : [...SKILLS_RECOMMENDATIONS.core];
    }
    return interestJobTitles(responses);
}
/** Scores an assessment as 001 section 9 says; the server stores what this returns. */
export function scoreAssessment(type, responses) {
    const average = averageOf(responses, ASSESSMENT_QUESTION_IDS[type]);
    const recommendations = recommendationsFor(type, average, responses);
    const band = average >= 3.5 ? STRENGTHS.strong : STRENGTHS.developing;
    return {
        results: {
            overallScore: Math.round(average * 20),
            recommendations,
            strengths: [...band.strengths],
            areas_for_growth: [...band.growth],
        },
        recommendations,
    };
}
/** Skills where the required rating exceeds the current one, largest gap first. */
export function skillGaps(currentSkills, requiredSkills) {
    return Object.entries(requiredSkills)
        .map(([skill, required]) => ({ skill, gap: required - (currentSkills[skill] ?? 0) }))
        .filter((entry) => entry.gap > 0)
        .sort((a, b) => b.gap - a.gap);
}
