import { TIMEFRAME_MONTHS, } from './options';
/** What each target role asks for beyond the trade itself. */
const TARGET_ROLE_FOCUS = {
    'Project Manager': {
        credential: 'CAPM or PMP certification',
        skill: 'scheduling, budgeting and contract basics',
        experience: 'coordinate a project phase from start to handover',
    },
    'Site Supervisor': {
        credential: 'OSHA 30 card',
        skill: 'crew coordination and daily reporting',
        experience: 'run a crew as lead on a live site',
    },
    'Senior Technician': {
        credential: 'advanced trade license',
        skill: 'troubleshooting complex systems',
        experience: 'own the hardest service calls on your team',
    },
    'Operations Manager': {
        credential: 'Lean Six Sigma Green Belt',
        skill: 'operations planning and KPIs',
        experience: 'improve one measurable process for your site',
    },
    'Safety Manager': {
        credential: 'CHST or ASP certification',
        skill: 'incident investigation and safety programs',
        experience: 'lead toolbox talks and a site safety audit',
    },
    'Department Head': {
        credential: 'management or business certificate',
        skill: 'budget ownership and hiring',
        experience: 'manage a team budget and its hiring plan',
    },
    'Executive Leadership': {
        credential: 'executive leadership program',
        skill: 'strategy, P&L and stakeholder management',
        experience: 'lead a cross-department initiative',
    },
};
const STAGE_OF = {
    'entry-level': 'foundation',
    apprentice: 'foundation',
    technician: 'growth',
    specialist: 'growth',
    supervisor: 'leadership',
    manager: 'leadership',
};
function milestoneDrafts(stage, target) {
    const focus = TARGET_ROLE_FOCUS[target];
    const opening = stage === 'foundation'
        ? [
            { title: 'Master the fundamentals', description: 'Complete core trade training and log supervised hours.', priority: 'high' },
            { title: 'Earn OSHA 10 safety certification', description: 'Get the baseline safety card every site expects.', priority: 'high' },
        ]
        : stage === 'growth'
            ? [{ title: 'Assess your skill gaps', description: `Compare your current skills with what a ${target} needs.`, priority: 'high' }]
            : [
                {
                    title: 'Define your leadership scope',
                    description: `Agree with your manager on the responsibilities that lead to ${target}.`,
                    priority: 'medium',
                },
            ];
    return [
        ...opening,
        { title: `Build ${focus.skill}`, description: `Take a course or shadow a ${target} to learn ${focus.skill}.`, priority: 'medium' },
        { title: `Earn ${focus.credential}`, description: `Prepare for and pass the ${focus.credential}.`, priority: 'high' },
        { title: 'Gain hands-on leadership experience', description: `Volunteer to ${focus.experience}.`, priority: 'medium' },
        {
            title: 'Grow your professional network',
            description: 'Join a trade association and connect with people already in the role.',
            priority: 'low',
        },
        { title: `Apply for ${target} positions`, description: `Update your resume and apply for ${target} openings.`, priority: 'high' },
    ];
}
function goalsFor(stage, target) {
    const focus = TARGET_ROLE_FOCUS[target];
    return [
        { category: 'Skills', description: `Become confident in ${focus.skill}` },
        { category: 'Certifications', description: `Hold the ${focus.credential}` },
        { category: 'Experience', description: `${focus.experience.charAt(0).toUpperCase()}${focus.experience.slice(1)}` },
        stage === 'foundation'
            ? { category: 'Safety', description: 'Keep a clean safety record through every project' }
            : { category: 'Leadership', description: 'Mentor at least one newer crew member' },
        { category: 'Networking', description: `Meet three people working as ${target}` },
    ];
}
/** 'YYYY-MM-DD' of `start` plus whole months, in UTC so the date does not drift by time zone. */
export function addMonths(start, months) {
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()));
    return date.toISOString().slice(0, 10);
}
/**
 * A roadmap from where the worker is to where they want to be: milestones spread evenly over the
 * timeframe (the last one on its end date), and goals by category.
 */
export function generateRoadmap(input, start) {
    const stage = STAGE_OF[input.currentRole ?? 'entry-level'];
    const months = TIMEFRAME_MONTHS[input.timeframe];
    const drafts = milestoneDrafts(stage, input.targetRole);
    const milestones = drafts.map((draft, index) => ({
        id: `m${index + 1}`,
        ...draft,
        targetDate: addMonths(start, Math.max(1, Math.round((months * (index + 1)) / drafts.length))),
        completed: false,
    }));
    const goals = goalsFor(stage, input.targetRole).map((goal, index) => ({ id: `g${index + 1}`, ...goal, completed: false }));
    return { milestones, goals };
}
