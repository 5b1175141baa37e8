/** The account types anyone can sign up as. */
export const USER_TYPES = ['worker', 'employer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Every account type: operators run the marketplace, created only by `npm run operator:create`. */
export const ACCOUNT_TYPES = [...USER_TYPES, 'operator'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The languages the product speaks; the first is the default. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const INDUSTRIES = [
  'construction',
  'datacenter',
  'oilgas',
  'mining',
  'manufacturing',
  'infrastructure',
  'energy',
  'telecommunications',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  construction: 'Construction',
  datacenter: 'Data Centers',
  oilgas: 'Oil & Gas',
  mining: 'Mining',
  manufacturing: 'Manufacturing',
  infrastructure: 'Infrastructure',
  energy: 'Energy & Utilities',
  telecommunications: 'Telecommunications',
};

export const TRADES = [
  'electrician',
  'plumber',
  'carpenter',
  'welder',
  'hvac-technician',
  'roofer',
  'mason',
  'painter',
  'flooring-installer',
  'drywall-installer',
  'machinist',
  'millwright',
  'crane-operator',
  'forklift-operator',
  'production-worker',
  'quality-inspector',
  'maintenance-technician',
  'lineman',
  'pipeline-welder',
  'rig-operator',
  'plant-operator',
  'meter-reader',
  'truck-driver',
  'heavy-equipment-operator',
  'diesel-mechanic',
  'warehouse-worker',
  'shipping-receiving',
  'instrumentation-tech',
  'telecommunications-tech',
  'fiber-optic-tech',
  'safety-coordinator',
  'project-supervisor',
] as const;
export type Trade = (typeof TRADES)[number];

/** 'hvac-technician' -> 'Hvac Technician'; a few acronyms kept upper-case. */
export function formatTrade(trade: string): string {
  return trade
    .split('-')
    .map((word) => (word === 'hvac' ? 'HVAC' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'temporary'] as const;
export const JOB_TYPES_ON_EDIT = [...JOB_TYPES, 'internship'] as const;
export type JobType = (typeof JOB_TYPES_ON_EDIT)[number];

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
