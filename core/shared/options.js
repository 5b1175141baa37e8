/** The account types anyone can sign up as. */
export const USER_TYPES = ['worker', 'employer'];
/** Every account type: operators run the marketplace, created only by `npm run operator:create`. */
export const ACCOUNT_TYPES = [...USER_TYPES, 'operator'];
/** The languages the product speaks; the first is the default. */
export const LANGUAGES = ['en', 'es'];
export const INDUSTRIES = [
    'construction',
    'datacenter',
    'oilgas',
    'mining',
    'manufacturing',
    'infrastructure',
    'energy',
    'telecommunications',
];
export const INDUSTRY_LABELS = {
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
];
/** 'hvac-technician' -> 'Hvac Technician'; a few acronyms kept upper-case. */
export function formatTrade(trade) {
    return trade
        .split('-')
        .map((word) => (word === 'hvac' ? 'HVAC' : word.charAt(0).toUpperCase() + word.slice(1)))
        .join(' ');
}
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'temporary'];
export const JOB_TYPES_ON_EDIT = [...JOB_TYPES, 'internship'];
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'];
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'];
