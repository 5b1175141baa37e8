import { INDUSTRIES, type Industry, type Trade } from '../shared/options';

/** One credential a worker can hold and a job can require (issue 21). Ids are stable: jobs and wallets store them. */
export interface CredentialDefinition {
  id: string;
  name: string;
  issuingBody: string;
  /** Typical validity; null = does not expire. */
  validityMonths: number | null;
  trades: Trade[];
  industries: Industry[];
  /** Lower-case free-text spellings, to map the old free-text certifications onto the catalogue. */
  aliases: string[];
}

const ALL_INDUSTRIES: Industry[] = [...INDUSTRIES];
const BUILDING: Industry[] = ['construction', 'datacenter', 'infrastructure', 'energy'];
const ELECTRICAL_TRADES: Trade[] = ['electrician', 'lineman', 'instrumentation-tech', 'maintenance-technician'];
const DRIVING_TRADES: Trade[] = ['truck-driver', 'heavy-equipment-operator', 'diesel-mechanic'];
const SITE_TRADES: Trade[] = [
  'electrician',
  'plumber',
  'carpenter',
  'welder',
  'hvac-technician',
  'roofer',
  'mason',
  'painter',
  'drywall-installer',
  'crane-operator',
  'heavy-equipment-operator',
  'safety-coordinator',
  'project-supervisor',
];
const PLANT_TRADES: Trade[] = [
  'machinist',
  'millwright',
  'forklift-operator',
  'production-worker',
  'quality-inspector',
  'maintenance-technician',
  'plant-operator',
  'warehouse-worker',
  'shipping-receiving',
  'safety-coordinator',
];
const OILFIELD_TRADES: Trade[] = [
  'rig-operator',
  'pipeline-welder',
  'welder',
  'truck-driver',
  'heavy-equipment-operator',
  'safety-coordinator',
];

export const CREDENTIALS: readonly CredentialDefinition[] = [
  // OSHA outreach and safety training
  {
    id: 'osha-10-construction',
    name: 'OSHA 10-Hour Construction',
    issuingBody: 'OSHA',
    validityMonths: null,
    trades: SITE_TRADES,
    industries: BUILDING,
    aliases: ['osha 10', 'osha10', 'osha-10', 'osha 10 hour', 'osha 10-hour', 'osha 10 construction'],
  },
  {
    id: 'osha-30-construction',
    name: 'OSHA 30-Hour Construction',
    issuingBody: 'OSHA',
    validityMonths: null,
    trades: [...SITE_TRADES, 'lineman'],
    industries: BUILDING,
    aliases: ['osha 30', 'osha30', 'osha-30', 'osha 30 hour', 'osha 30-hour', 'osha 30 construction'],
  },
  {
    id: 'osha-10-general-industry',
    name: 'OSHA 10-Hour General Industry',
    issuingBody: 'OSHA',
    validityMonths: null,
    trades: PLANT_TRADES,
    industries: ['manufacturing', 'datacenter', 'energy', 'telecommunications'],
    aliases: ['osha 10 general industry', 'osha 10 gi', 'osha 10-hour general industry'],
  },
  {
    id: 'osha-30-general-industry',
    name: 'OSHA 30-Hour General Industry',
    issuingBody: 'OSHA',
    validityMonths: null,
    trades: PLANT_TRADES,
    industries: ['manufacturing', 'datacenter', 'energy', 'telecommunications'],
    aliases: ['osha 30 general industry', 'osha 30 gi', 'osha 30-hour general industry'],
  },
  {
    id: 'osha-hazwoper-40',
    name: 'OSHA HAZWOPER 40-Hour',
    issuingBody: 'OSHA',
    validityMonths: 12,
    trades: ['safety-coordinator', 'heavy-equipment-operator', 'plant-operator', 'rig-operator'],
    industries: ['oilgas', 'energy', 'infrastructure', 'construction'],
    aliases: ['hazwoper', 'hazwoper 40', '40 hour hazwoper', 'osha hazwoper'],
  },
  {
    id: 'osha-hazwoper-8-refresher',
    name: 'OSHA HAZWOPER 8-Hour Refresher',
    issuingBody: 'OSHA',
    validityMonths: 12,
    trades: ['safety-coordinator', 'heavy-equipment-operator', 'plant-operator', 'rig-operator'],
    industries: ['oilgas', 'energy', 'infrastructure', 'construction'],
    aliases: ['hazwoper refresher', 'hazwoper 8', '8 hour hazwoper refresher'],
  },
  {
    id: 'confined-space-entry',
    name: 'Confined Space Entry',
    issuingBody: 'OSHA-authorized trainer',
    validityMonths: 12,
    trades: ['plumber', 'welder', 'pipeline-welder', 'maintenance-technician', 'millwright', 'telecommunications-tech', 'plant-operator'],
    industries: ['construction', 'oilgas', 'manufacturing', 'infrastructure', 'energy', 'telecommunications'],
    aliases: ['confined space', 'confined space entry', 'permit required confined space'],
  },
  {
    id: 'fall-protection',
    name: 'Fall Protection Competent Person',
    issuingBody: 'OSHA-authorized trainer',
    validityMonths: 24,
    trades: ['roofer', 'carpenter', 'lineman', 'telecommunications-tech', 'electrician', 'safety-coordinator'],
    industries: ['construction', 'telecommunications', 'energy', 'infrastructure'],
    aliases: ['fall protection', 'fall protection competent person', 'fall arrest'],
  },
  {
    id: 'first-aid-cpr-aed',
    name: 'First Aid / CPR / AED',
    issuingBody: 'American Red Cross or American Heart Association',
    validityMonths: 24,
    trades: [],
    industries: ALL_INDUSTRIES,
    aliases: ['first aid', 'cpr', 'first aid/cpr', 'first aid cpr', 'cpr/aed', 'first aid/cpr/aed', 'bls'],
  },
  {
    id: 'scaffold-competent-person',
    name: 'Scaffold Competent Person',
    issuingBody: 'OSHA-authorized trainer',
    validityMonths: 36,
    trades: ['carpenter', 'mason', 'painter', 'safety-coordinator', 'project-supervisor'],
    industries: ['construction', 'energy', 'oilgas'],
    aliases: ['scaffold', 'scaffolding', 'scaffold competent person', 'scaffold user'],
  },
  {
    id: 'rigging-signal-person',
    name: 'NCCCO Rigger and Signal Person',
    issuingBody: 'NCCCO',
    validityMonths: 60,
    trades: ['crane-operator', 'millwright', 'heavy-equipment-operator', 'lineman'],
    industries: ['construction', 'energy', 'oilgas', 'manufacturing'],
    aliases: ['rigger', 'rigging', 'signal person', 'rigger level 1', 'nccco rigger'],
  },
  // NCCER craft levels
  {
    id: 'nccer-core',
    name: 'NCCER Core Curriculum',
    issuingBody: 'NCCER',
    validityMonths: null,
    trades: SITE_TRADES,
    industries: BUILDING,
    aliases: ['nccer core', 'nccer core curriculum'],
  },
  {
    id: 'nccer-level-1',
    name: 'NCCER Craft Level 1',
    issuingBody: 'NCCER',
    validityMonths: null,
    trades: SITE_TRADES,
    industries: [...BUILDING, 'oilgas'],
    aliases: ['nccer level 1', 'nccer 1', 'nccer l1'],
  },
  {
    id: 'nccer-level-2',
    name: 'NCCER Craft Level 2',
    issuingBody: 'NCCER',
    validityMonths: null,
    trades: SITE_TRADES,
    industries: [...BUILDING, 'oilgas'],
    aliases: ['nccer level 2', 'nccer 2', 'nccer l2'],
  },
  {
    id: 'nccer-level-3',
    name: 'NCCER Craft Level 3',
    issuingBody: 'NCCER',
    validityMonths: null,
    trades: SITE_TRADES,
    industries: [...BUILDING, 'oilgas'],
    aliases: ['nccer level 3', 'nccer 3', 'nccer l3', 'nccer certified'],
  },
  // Transport
  {
    id: 'twic',
    name: 'TWIC Card',
    issuingBody: 'TSA',
    validityMonths: 60,
    trades: [...OILFIELD_TRADES, 'electrician', 'welder', 'millwright', 'shipping-receiving'],
    industries: ['oilgas', 'energy', 'infrastructure'],
    aliases: ['twic', 'twic card', 'transportation worker identification credential'],
  },
  {
    id: 'cdl-a',
    name: 'CDL Class A',
    issuingBody: 'State DMV (FMCSA)',
    validityMonths: 60,
    trades: DRIVING_TRADES,
    industries: ['construction', 'oilgas', 'mining', 'infrastructure', 'manufacturing'],
    aliases: ['cdl a', 'cdl-a', 'class a cdl', 'cdl class a', 'class a'],
  },
  {
    id: 'cdl-b',
    name: 'CDL Class B',
    issuingBody: 'State DMV (FMCSA)',
    validityMonths: 60,
    trades: DRIVING_TRADES,
    industries: ['construction', 'oilgas', 'mining', 'infrastructure', 'energy'],
    aliases: ['cdl b', 'cdl-b', 'class b cdl', 'cdl class b', 'class b'],
  },
  {
    id: 'cdl-hazmat',
    name: 'CDL Hazardous Materials Endorsement (H)',
    issuingBody: 'State DMV (TSA)',
    validityMonths: 60,
    trades: ['truck-driver'],
    industries: ['oilgas', 'manufacturing', 'energy'],
    aliases: ['hazmat endorsement', 'cdl hazmat', 'h endorsement', 'hazmat'],
  },
  {
    id: 'cdl-tanker',
    name: 'CDL Tank Vehicle Endorsement (N)',
    issuingBody: 'State DMV',
    validityMonths: 60,
    trades: ['truck-driver'],
    industries: ['oilgas', 'energy', 'construction'],
    aliases: ['tanker endorsement', 'cdl tanker', 'n endorsement'],
  },
  {
    id: 'cdl-doubles-triples',
    name: 'CDL Doubles/Triples Endorsement (T)',
    issuingBody: 'State DMV',
    validityMonths: 60,
    trades: ['truck-driver'],
    industries: ['manufacturing', 'construction'],
    aliases: ['doubles triples', 'doubles/triples', 't endorsement'],
  },
  {
    id: 'dot-medical-card',
    name: 'DOT Medical Examiner’s Certificate',
    issuingBody: 'FMCSA',
    validityMonths: 24,
    trades: ['truck-driver', 'heavy-equipment-operator'],
    industries: ['construction', 'oilgas', 'mining', 'infrastructure', 'manufacturing'],
    aliases: ['dot medical card', 'dot medical', 'medical card', 'dot physical'],
  },
  // Electrical
  {
    id: 'nfpa-70e',
    name: 'NFPA 70E Arc Flash Safety',
    issuingBody: 'NFPA',
    validityMonths: 36,
    trades: ELECTRICAL_TRADES,
    industries: ['construction', 'datacenter', 'energy', 'manufacturing', 'infrastructure'],
    aliases: ['nfpa 70e', 'nfpa70e', '70e', 'arc flash', 'arc flash safety'],
  },
  {
    id: 'journeyman-electrician',
    name: 'Journeyman Electrician License',
    issuingBody: 'State licensing board',
    validityMonths: 36,
    trades: ['electrician'],
    industries: ['construction', 'datacenter', 'energy', 'manufacturing', 'infrastructure'],
    aliases: ['journeyman electrician', 'journeyman electrical license', 'journeyman electrician license', 'journeyman license'],
  },
  {
    id: 'master-electrician',
    name: 'Master Electrician License',
    issuingBody: 'State licensing board',
    validityMonths: 36,
    trades: ['electrician', 'project-supervisor'],
    industries: ['construction', 'datacenter', 'energy', 'manufacturing', 'infrastructure'],
    aliases: ['master electrician', 'master electrician license', 'master electrical license'],
  },
  {
    id: 'bicsi-installer',
    name: 'BICSI Installer 2 (INSTC/INSTF)',
    issuingBody: 'BICSI',
    validityMonths: 36,
    trades: ['telecommunications-tech', 'fiber-optic-tech', 'electrician'],
    industries: ['datacenter', 'telecommunications', 'construction'],
    aliases: ['bicsi', 'bicsi installer', 'bicsi inst2', 'bicsi installer 2'],
  },
  {
    id: 'bicsi-technician',
    name: 'BICSI Technician (TECH)',
    issuingBody: 'BICSI',
    validityMonths: 36,
    trades: ['telecommunications-tech', 'fiber-optic-tech'],
    industries: ['datacenter', 'telecommunications'],
    aliases: ['bicsi tech', 'bicsi technician'],
  },
  {
    id: 'fiber-optic-cfot',
    name: 'Certified Fiber Optic Technician (CFOT)',
    issuingBody: 'Fiber Optic Association',
    validityMonths: 36,
    trades: ['fiber-optic-tech', 'telecommunications-tech'],
    industries: ['telecommunications', 'datacenter', 'infrastructure'],
    aliases: ['cfot', 'fiber optic technician', 'foa cfot', 'fiber optic certification'],
  },
  // Plumbing and HVAC
  {
    id: 'journeyman-plumber',
    name: 'Journeyman Plumber License',
    issuingBody: 'State licensing board',
    validityMonths: 24,
    trades: ['plumber'],
    industries: ['construction', 'infrastructure', 'datacenter'],
    aliases: ['journeyman plumber', 'journeyman plumbing license', 'journeyman plumber license'],
  },
  {
    id: 'master-plumber',
    name: 'Master Plumber License',
    issuingBody: 'State licensing board',
    validityMonths: 24,
    trades: ['plumber', 'project-supervisor'],
    industries: ['construction', 'infrastructure'],
    aliases: ['master plumber', 'master plumber license', 'master plumbing license'],
  },
  {
    id: 'epa-608-universal',
    name: 'EPA Section 608 Universal',
    issuingBody: 'EPA',
    validityMonths: null,
    trades: ['hvac-technician', 'maintenance-technician'],
    industries: ['construction', 'datacenter', 'manufacturing'],
    aliases: ['epa 608', 'epa608', 'epa 608 universal', 'epa universal', 'section 608'],
  },
  {
    id: 'nate-hvac',
    name: 'NATE Certified HVAC Technician',
    issuingBody: 'North American Technician Excellence',
    validityMonths: 24,
    trades: ['hvac-technician'],
    industries: ['construction', 'datacenter'],
    aliases: ['nate', 'nate certified', 'nate certification'],
  },
  {
    id: 'backflow-tester',
    name: 'Backflow Prevention Assembly Tester',
    issuingBody: 'ASSE / State',
    validityMonths: 36,
    trades: ['plumber'],
    industries: ['construction', 'infrastructure'],
    aliases: ['backflow', 'backflow tester', 'backflow certification'],
  },
  // Welding
  {
    id: 'aws-d1-1',
    name: 'AWS D1.1 Structural Welder',
    issuingBody: 'American Welding Society',
    validityMonths: 6,
    trades: ['welder', 'pipeline-welder'],
    industries: ['construction', 'manufacturing', 'energy', 'infrastructure'],
    aliases: ['aws d1.1', 'aws d1 1', 'd1.1', 'aws certified welder', 'aws structural', 'aws'],
  },
  {
    id: 'aws-cwi',
    name: 'AWS Certified Welding Inspector (CWI)',
    issuingBody: 'American Welding Society',
    validityMonths: 36,
    trades: ['welder', 'pipeline-welder', 'quality-inspector'],
    industries: ['construction', 'manufacturing', 'oilgas', 'energy'],
    aliases: ['cwi', 'certified welding inspector', 'aws cwi'],
  },
  {
    id: 'api-1104',
    name: 'API 1104 Pipeline Welder',
    issuingBody: 'American Petroleum Institute',
    validityMonths: 6,
    trades: ['pipeline-welder', 'welder'],
    industries: ['oilgas', 'energy', 'infrastructure'],
    aliases: ['api 1104', 'api1104', 'pipeline welder certification'],
  },
  {
    id: 'asme-section-ix',
    name: 'ASME Section IX Pressure Welder',
    issuingBody: 'ASME',
    validityMonths: 6,
    trades: ['welder', 'pipeline-welder'],
    industries: ['energy', 'oilgas', 'manufacturing'],
    aliases: ['asme ix', 'asme section ix', 'asme welder', 'pressure welder'],
  },
  // Oil, gas and mining
  {
    id: 'safeland',
    name: 'PEC SafeLand Basic Orientation',
    issuingBody: 'PEC Safety (Veriforce)',
    validityMonths: 36,
    trades: OILFIELD_TRADES,
    industries: ['oilgas'],
    aliases: ['safeland', 'pec safeland', 'safe land', 'safeland usa'],
  },
  {
    id: 'h2s-clear',
    name: 'H2S Clear',
    issuingBody: 'Energy Safety Canada / PEC',
    validityMonths: 12,
    trades: OILFIELD_TRADES,
    industries: ['oilgas', 'energy'],
    aliases: ['h2s', 'h2s clear', 'h2s alive', 'h2s awareness', 'hydrogen sulfide'],
  },
  {
    id: 'iadc-rigpass',
    name: 'IADC RigPass',
    issuingBody: 'IADC',
    validityMonths: 24,
    trades: ['rig-operator'],
    industries: ['oilgas'],
    aliases: ['rigpass', 'rig pass', 'iadc rigpass'],
  },
  {
    id: 'iadc-wellsharp',
    name: 'IADC WellSharp Well Control',
    issuingBody: 'IADC',
    validityMonths: 24,
    trades: ['rig-operator'],
    industries: ['oilgas'],
    aliases: ['wellsharp', 'well control', 'iadc wellsharp'],
  },
  {
    id: 'msha-part-46',
    name: 'MSHA Part 46 New Miner',
    issuingBody: 'MSHA',
    validityMonths: 12,
    trades: ['heavy-equipment-operator', 'truck-driver', 'maintenance-technician', 'diesel-mechanic', 'plant-operator'],
    industries: ['mining'],
    aliases: ['msha part 46', 'msha 46', 'part 46', 'msha surface aggregate'],
  },
  {
    id: 'msha-part-48',
    name: 'MSHA Part 48 Miner Training',
    issuingBody: 'MSHA',
    validityMonths: 12,
    trades: ['heavy-equipment-operator', 'truck-driver', 'maintenance-technician', 'diesel-mechanic', 'electrician'],
    industries: ['mining'],
    aliases: ['msha part 48', 'msha 48', 'part 48', 'msha', 'msha certified'],
  },
  // Equipment
  {
    id: 'nccco-mobile-crane',
    name: 'NCCCO Mobile Crane Operator',
    issuingBody: 'NCCCO',
    validityMonths: 60,
    trades: ['crane-operator'],
    industries: ['construction', 'energy', 'oilgas', 'infrastructure'],
    aliases: ['nccco', 'nccco crane', 'nccco mobile crane', 'crane operator certification', 'certified crane operator'],
  },
  {
    id: 'nccco-tower-crane',
    name: 'NCCCO Tower Crane Operator',
    issuingBody: 'NCCCO',
    validityMonths: 60,
    trades: ['crane-operator'],
    industries: ['construction'],
    aliases: ['nccco tower crane', 'tower crane'],
  },
  {
    id: 'forklift-operator',
    name: 'Forklift Operator (Powered Industrial Truck)',
    issuingBody: 'Employer per OSHA 1910.178',
    validityMonths: 36,
    trades: ['forklift-operator', 'warehouse-worker', 'shipping-receiving', 'production-worker'],
    industries: ['manufacturing', 'construction', 'datacenter'],
    aliases: ['forklift', 'forklift certified', 'forklift certification', 'forklift operator', 'powered industrial truck'],
  },
  {
    id: 'aerial-lift-mewp',
    name: 'Aerial Lift / MEWP Operator',
    issuingBody: 'Employer per ANSI A92',
    validityMonths: 36,
    trades: ['electrician', 'painter', 'telecommunications-tech', 'maintenance-technician', 'carpenter'],
    industries: ['construction', 'datacenter', 'telecommunications', 'manufacturing'],
    aliases: ['aerial lift', 'mewp', 'boom lift', 'scissor lift'],
  },
  {
    id: 'nccer-heavy-equipment',
    name: 'NCCER Heavy Equipment Operations',
    issuingBody: 'NCCER',
    validityMonths: null,
    trades: ['heavy-equipment-operator'],
    industries: ['construction', 'mining', 'infrastructure'],
    aliases: ['heavy equipment operator certification', 'nccer heavy equipment'],
  },
  // Manufacturing and maintenance
  {
    id: 'nims-machining',
    name: 'NIMS Machining Level I',
    issuingBody: 'NIMS',
    validityMonths: null,
    trades: ['machinist'],
    industries: ['manufacturing'],
    aliases: ['nims', 'nims machining', 'nims level 1'],
  },
  {
    id: 'smrp-cmrt',
    name: 'Certified Maintenance & Reliability Technician (CMRT)',
    issuingBody: 'SMRP',
    validityMonths: 36,
    trades: ['millwright', 'maintenance-technician'],
    industries: ['manufacturing', 'energy'],
    aliases: ['cmrt', 'maintenance reliability technician'],
  },
  {
    id: 'asq-cqi',
    name: 'ASQ Certified Quality Inspector (CQI)',
    issuingBody: 'ASQ',
    validityMonths: 36,
    trades: ['quality-inspector'],
    industries: ['manufacturing', 'energy'],
    aliases: ['cqi', 'asq cqi', 'certified quality inspector'],
  },
  {
    id: 'isa-ccst',
    name: 'ISA Certified Control Systems Technician (CCST)',
    issuingBody: 'ISA',
    validityMonths: 36,
    trades: ['instrumentation-tech'],
    industries: ['manufacturing', 'energy', 'oilgas'],
    aliases: ['ccst', 'isa ccst', 'control systems technician'],
  },
  {
    id: 'lockout-tagout',
    name: 'Lockout/Tagout Authorized Employee',
    issuingBody: 'Employer per OSHA 1910.147',
    validityMonths: 12,
    trades: ['maintenance-technician', 'millwright', 'electrician', 'machinist', 'plant-operator'],
    industries: ['manufacturing', 'energy', 'datacenter', 'oilgas'],
    aliases: ['lockout tagout', 'loto', 'lockout/tagout'],
  },
  // Energy and utilities
  {
    id: 'nerc-system-operator',
    name: 'NERC System Operator',
    issuingBody: 'NERC',
    validityMonths: 36,
    trades: ['plant-operator'],
    industries: ['energy'],
    aliases: ['nerc', 'nerc certified', 'nerc system operator'],
  },
  {
    id: 'lineworker-apprenticeship',
    name: 'Journeyman Lineworker',
    issuingBody: 'DOL Registered Apprenticeship',
    validityMonths: null,
    trades: ['lineman'],
    industries: ['energy', 'infrastructure', 'telecommunications'],
    aliases: ['journeyman lineman', 'journeyman lineworker', 'lineman certification'],
  },
  {
    id: 'nabcep-pv-installer',
    name: 'NABCEP PV Installation Professional',
    issuingBody: 'NABCEP',
    validityMonths: 36,
    trades: ['electrician', 'roofer'],
    industries: ['energy', 'construction'],
    aliases: ['nabcep', 'nabcep pv', 'solar pv installer'],
  },
  {
    id: 'dot-oq',
    name: 'DOT Operator Qualification (OQ)',
    issuingBody: 'PHMSA (via Veriforce, NCCER, EnergyWorldNet)',
    validityMonths: 36,
    trades: ['pipeline-welder', 'welder', 'meter-reader', 'plant-operator'],
    industries: ['oilgas', 'energy', 'infrastructure'],
    aliases: ['operator qualification', 'dot oq', 'oq', 'veriforce oq'],
  },
  {
    id: 'lead-renovator-rrp',
    name: 'EPA Lead Renovation, Repair and Painting (RRP)',
    issuingBody: 'EPA',
    validityMonths: 60,
    trades: ['painter', 'carpenter', 'drywall-installer', 'flooring-installer', 'roofer'],
    industries: ['construction'],
    aliases: ['epa rrp', 'lead rrp', 'lead safe', 'rrp'],
  },
  {
    id: 'silica-competent-person',
    name: 'Silica Competent Person',
    issuingBody: 'OSHA-authorized trainer',
    validityMonths: 36,
    trades: ['mason', 'drywall-installer', 'flooring-installer', 'safety-coordinator'],
    industries: ['construction', 'mining'],
    aliases: ['silica', 'silica competent person'],
  },
];

export const CREDENTIAL_IDS = CREDENTIALS.map((credential) => credential.id) as unknown as readonly [string, ...string[]];

/** The key two certification names are compared by: case and spacing ignored. */
export function credentialNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The spellings `credentialForName` knows a credential by: its id, its name and its aliases. */
export function nameKeys(credential: CredentialDefinition): string[] {
  return [...new Set([credential.id, credentialNameKey(credential.name), ...credential.aliases])];
}

const byId = new Map(CREDENTIALS.map((credential) => [credential.id, credential]));
// Each spelling belongs to one credential (the catalogue test checks it), so the order does not matter.
const byName = new Map(CREDENTIALS.flatMap((credential) => nameKeys(credential).map((key) => [key, credential] as const)));

export function findCredential(id: string): CredentialDefinition | undefined {
  return byId.get(id);
}

/** The catalogue entry a free-text name stands for (id, name or alias; case and spacing ignored), if any. */
export function credentialForName(name: string): CredentialDefinition | undefined {
  return byName.get(credentialNameKey(name));
}

/** Entries whose name, issuing body, id or a known spelling holds every typed word (the pickers' search), at most `limit`. */
export function searchCredentials(catalogue: readonly CredentialDefinition[], text: string, limit: number): CredentialDefinition[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return catalogue
    .filter((credential) => {
      const haystack = [credential.name, credential.issuingBody, ...nameKeys(credential)].join(' ').toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, limit);
}
