/** Spec 000 section 9: the estimator's multiplier tables. */
export const INDUSTRY_MULTIPLIERS = {
    construction: 1,
    datacenter: 1.2,
    oilgas: 1.4,
    mining: 1.3,
    manufacturing: 1.1,
    infrastructure: 1.3,
    energy: 1.5,
    telecommunications: 1.2,
};
export const PROJECT_PHASES = ['construction', 'commissioning', 'post-construction', 'maintenance', 'rehab-decommissioning'];
export const PHASE_MULTIPLIERS = {
    construction: 1.2,
    commissioning: 0.8,
    'post-construction': 0.6,
    maintenance: 0.4,
    'rehab-decommissioning': 0.9,
};
export const PROJECT_SIZES = ['small', 'medium', 'large', 'enterprise'];
export const SIZE_FACTORS = {
    small: { multiplier: 0.7, baseWorkers: 5, budget: '$10K-$50K' },
    medium: { multiplier: 1, baseWorkers: 12, budget: '$50K-$200K' },
    large: { multiplier: 1.5, baseWorkers: 25, budget: '$200K-$1M' },
    enterprise: { multiplier: 2.2, baseWorkers: 50, budget: '$1M+' },
};
export const COMPLEXITIES = ['basic', 'intermediate', 'advanced', 'complex'];
export const COMPLEXITY_MULTIPLIERS = {
    basic: 1,
    intermediate: 1.2,
    advanced: 1.5,
    complex: 1.8,
};
export const TIMELINES = ['1-4', '5-12', '13-26', '27+'];
export const TIMELINE_WEEKS = {
    '1-4': 2.5,
    '5-12': 8,
    '13-26': 20,
    '27+': 40,
};
export const HIGH_COST_CITIES = ['New York', 'San Francisco', 'Los Angeles', 'Boston', 'Washington', 'Seattle', 'San Jose'];
export const MID_COST_CITIES = ['Chicago', 'Houston', 'Dallas', 'Phoenix', 'Philadelphia', 'Atlanta', 'Miami', 'Denver'];
export const HIGH_COST_FACTOR = 1.3;
export const MID_COST_FACTOR = 1.1;
export const BASE_HOURLY_RATE = 45;
export const HOURS_PER_WEEK = 40;
export const WEEKS_PER_MONTH = 4;
