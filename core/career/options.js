/** Option lists and constants of the career planning tools (001 section 9). */
export const ASSESSMENT_TYPES = ['personality', 'skills', 'interests'];
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Five questions per assessment type; their wording lives in the client's career namespace. */
export const ASSESSMENT_QUESTION_IDS = {
    personality: ['q1', 'q2', 'q3', 'q4', 'q5'],
    skills: ['s1', 's2', 's3', 's4', 's5'],
    interests: ['i1', 'i2', 'i3', 'i4', 'i5'],
};
export const SKILL_NAMES = ['Technical Knowledge', 'Leadership', 'Safety Protocols', 'Equipment Operation', 'Communication'];
export const SKILLS_TARGET_ROLES = [
    'Project Manager',
    'Site Supervisor',
    'Senior Electrician',
    'Crane Operator',
    'Safety Coordinator',
    'Data Center Technician',
    'Pipeline Inspector',
    'Mining Equipment Operator',
    'Quality Control Manager',
    'Equipment Maintenance Lead',
];
export const ROADMAP_CURRENT_ROLES = ['entry-level', 'apprentice', 'technician', 'specialist', 'supervisor', 'manager'];
export const ROADMAP_TARGET_ROLES = [
    'Project Manager',
    'Site Supervisor',
    'Senior Technician',
    'Operations Manager',
    'Safety Manager',
    'Department Head',
    'Executive Leadership',
];
export const ROADMAP_TIMEFRAMES = ['6-months', '1-year', '2-years', '3-years', '5-years'];
export const TIMEFRAME_MONTHS = {
    '6-months': 6,
    '1-year': 12,
    '2-years': 24,
    '3-years': 36,
    '5-years': 60,
};
export const MILESTONE_PRIORITIES = ['high', 'medium', 'low'];
export const CAREER_INDUSTRIES = ['construction', 'datacenter', 'oilgas', 'mining', 'general'];
export const CERTIFICATION_STATUSES = ['in_progress', 'earned', 'expired', 'renewed'];
/** Certifications expiring within this many days carry a warning. */
export const EXPIRY_WARNING_DAYS = 60;
/** Roadmap cards show this many milestones and goals, then '+n more'. */
export const ROADMAP_CARD_ITEMS = 3;
