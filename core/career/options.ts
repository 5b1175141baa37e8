/** Option lists and constants of the career planning tools (001 section 9). */

export const ASSESSMENT_TYPES = ['personality', 'skills', 'interests'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Five questions per assessment type; their wording lives in the client's career namespace. */
export const ASSESSMENT_QUESTION_IDS: Record<AssessmentType, readonly string[]> = {
  personality: ['q1', 'q2', 'q3', 'q4', 'q5'],
  skills: ['s1', 's2', 's3', 's4', 's5'],
  interests: ['i1', 'i2', 'i3', 'i4', 'i5'],
};

export const SKILL_NAMES = ['Technical Knowledge', 'Leadership', 'Safety Protocols', 'Equipment Operation', 'Communication'] as const;
export type SkillName = (typeof SKILL_NAMES)[number];

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
] as const;

export const ROADMAP_CURRENT_ROLES = ['entry-level', 'apprentice', 'technician', 'specialist', 'supervisor', 'manager'] as const;
export type RoadmapCurrentRole = (typeof ROADMAP_CURRENT_ROLES)[number];

export const ROADMAP_TARGET_ROLES = [
  'Project Manager',
  'Site Supervisor',
  'Senior Technician',
  'Operations Manager',
  'Safety Manager',
  'Department Head',
  'Executive Leadership',
] as const;
export type RoadmapTargetRole = (typeof ROADMAP_TARGET_ROLES)[number];

export const ROADMAP_TIMEFRAMES = ['6-months', '1-year', '2-years', '3-years', '5-years'] as const;
export type RoadmapTimeframe = (typeof ROADMAP_TIMEFRAMES)[number];

export const TIMEFRAME_MONTHS: Record<RoadmapTimeframe, number> = {
  '6-months': 6,
  '1-year': 12,
  '2-years': 24,
  '3-years': 36,
  '5-years': 60,
};

export const MILESTONE_PRIORITIES = ['high', 'medium', 'low'] as const;
export type MilestonePriority = (typeof MILESTONE_PRIORITIES)[number];

export const CAREER_INDUSTRIES = ['construction', 'datacenter', 'oilgas', 'mining', 'general'] as const;
export type CareerIndustry = (typeof CAREER_INDUSTRIES)[number];

export const CERTIFICATION_STATUSES = ['in_progress', 'earned', 'expired', 'renewed'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** Certifications expiring within this many days carry a warning. */
export const EXPIRY_WARNING_DAYS = 60;

/** Roadmap cards show this many milestones and goals, then '+n more'. */
export const ROADMAP_CARD_ITEMS = 3;
