import type { TrainingLevel } from './schemas';

/**
 * The training programs the seed loads (the only writer of training_programs): a fixed catalogue,
 * so its English lives in core and the screens show each text in other languages from the
 * `catalogue` locale namespace by the program's key (trainingProgramTexts in shared/catalogue-texts).
 */
export interface TrainingProgramSeed {
  title: string;
  description: string;
  level: TrainingLevel;
  duration: string;
  category: string;
  features: string[];
  instructorName: string;
  studentsTrained: number;
  graduatesPlaced: number;
  /** Credential catalogue ids the program leads to (core/credentials/catalogue.ts). */
  credentialIds: string[];
}

export const SEED_TRAINING_PROGRAMS: TrainingProgramSeed[] = [
  {
    title: 'OSHA 30 Construction Safety',
    description:
      'The full OSHA 30-Hour Construction Outreach course for foremen, leads and anyone moving into a supervisory role. Covers fall protection, excavation, electrical hazards, scaffolding and how to run a safe jobsite.',
    level: 'Intermediate',
    duration: '30 hours',
    category: 'Safety',
    features: [
      'Official DOL OSHA 30 completion card',
      'Evening and weekend sessions',
      'Real jobsite case studies',
      'Fall protection hands-on lab',
      'Bilingual English/Spanish instruction',
    ],
    instructorName: 'Linda Harper',
    studentsTrained: 1180,
    graduatesPlaced: 1050,
    credentialIds: ['osha-30-construction'],
  },
  {
    title: 'NCCER Electrical Level 1',
    description:
      'The first level of the NCCER electrical curriculum for people starting out in the trade. Learn electrical theory, the NEC, conduit bending and device wiring in a hands-on lab built like a real jobsite.',
    level: 'Beginner',
    duration: '10 weeks',
    category: 'Electrical',
    features: [
      'NCCER credential registered in the national registry',
      'Conduit bending lab',
      'Intro to the National Electrical Code',
      'OSHA 10 included',
      'Apprenticeship placement support',
    ],
    instructorName: 'Ray Castillo',
    studentsTrained: 640,
    graduatesPlaced: 548,
    credentialIds: ['nccer-core', 'nccer-level-1', 'osha-10-construction'],
  },
  {
    title: 'Data Center Technician Fundamentals',
    description:
      'An introduction to how mission-critical facilities stay online, from utility feed to server rack. Trainees learn UPS, generator, cooling and EPMS basics along with the MOP/SOP discipline operators expect.',
    level: 'Beginner',
    duration: '8 weeks',
    category: 'Data Centers',
    features: [
      'Electrical and cooling topology walkthroughs',
      'UPS and generator basics',
      'MOP/SOP and change management practice',
      'Site tour of a live data center',
      'Interview prep with hiring partners',
    ],
    instructorName: 'Priya Raman',
    studentsTrained: 420,
    graduatesPlaced: 378,
    credentialIds: [],
  },
  {
    title: 'AWS Certified Welder Prep',
    description:
      'Booth time and coaching to pass the AWS D1.1 structural plate bend test in SMAW and FCAW. Designed for welders with some experience who want a recognized certification.',
    level: 'Intermediate',
    duration: '12 weeks',
    category: 'Welding',
    features: [
      '20+ hours of booth time per week',
      'SMAW and FCAW in all positions',
      'Guided bend test practice',
      'AWS certification test on site',
      'Weld symbol and blueprint reading',
    ],
    instructorName: 'Dale Henderson',
    studentsTrained: 365,
    graduatesPlaced: 312,
    credentialIds: ['aws-d1-1'],
  },
  {
    title: 'Fiber Optic Installer (FOI)',
    description:
      'A hands-on course preparing trainees for the FOA Certified Fiber Optic Technician exam. Covers fusion and mechanical splicing, connectorization, OTDR testing and outside plant safety.',
    level: 'Beginner',
    duration: '40 hours',
    category: 'Telecom',
    features: [
      'FOA CFOT exam included',
      'Fusion splicing practice on current equipment',
      'OTDR and power meter testing',
      'Aerial and underground plant overview',
    ],
    instructorName: 'Andre Jackson',
    studentsTrained: 510,
    graduatesPlaced: 441,
    credentialIds: ['fiber-optic-cfot'],
  },
  {
    title: 'Wind Turbine Technician',
    description:
      'Prepares technicians to climb, inspect and maintain utility-scale wind turbines. Includes GWO Basic Safety Training, hydraulics, electrical troubleshooting and nacelle maintenance on a training tower.',
    level: 'Intermediate',
    duration: '16 weeks',
    category: 'Energy',
    features: [
      'GWO Basic Safety Training certificate',
      'Climbing and rescue on an 80-foot tower',
      'Gearbox and pitch system maintenance',
      'Electrical and hydraulic troubleshooting',
      'Job placement with wind operators',
    ],
    instructorName: 'Erik Solberg',
    studentsTrained: 215,
    graduatesPlaced: 188,
    credentialIds: [],
  },
  {
    title: 'CDL Class A Training',
    description:
      'Entry-Level Driver Training that meets FMCSA requirements for the Class A commercial license. Trainees practice pre-trip inspections, backing and road driving in tractor-trailers.',
    level: 'Beginner',
    duration: '4 weeks',
    category: 'Transportation',
    features: [
      'FMCSA ELDT-compliant theory and range training',
      'Behind-the-wheel road time',
      'Pre-trip inspection practice',
      'Skills test scheduling included',
      'Tanker and hazmat endorsement prep',
    ],
    instructorName: 'Gloria Mendez',
    studentsTrained: 890,
    graduatesPlaced: 812,
    credentialIds: ['cdl-a'],
  },
  {
    title: 'NCCCO Crane Operator Prep',
    description:
      'Written and practical exam preparation for the NCCCO Mobile Crane Operator certification. Covers load charts, rigging, signaling and seat time on telescopic and lattice boom cranes.',
    level: 'Advanced',
    duration: '3 weeks',
    category: 'Heavy Equipment',
    features: [
      'Load chart calculation workshops',
      'Seat time on hydraulic and lattice boom cranes',
      'Rigging and signal person training',
      'NCCCO written and practical exams on site',
    ],
    instructorName: 'Gloria Mendez',
    studentsTrained: 160,
    graduatesPlaced: 141,
    credentialIds: ['nccco-mobile-crane', 'rigging-signal-person'],
  },
  {
    title: 'Industrial Maintenance Mechatronics',
    description:
      'Builds the multi-skill technician that factories need, blending mechanical, electrical, pneumatic and PLC troubleshooting. Students work on trainers modeled on real production equipment.',
    level: 'Intermediate',
    duration: '14 weeks',
    category: 'Maintenance',
    features: [
      'Motor controls and VFDs',
      'Hydraulics and pneumatics trainers',
      'Mechanical drives and alignment',
      'Intro to PLC troubleshooting',
      'Plant tours with employer partners',
    ],
    instructorName: 'Marcus Bell',
    studentsTrained: 240,
    graduatesPlaced: 198,
    credentialIds: [],
  },
  {
    title: 'Pipeline Integrity and Inspection',
    description:
      'An advanced course for pipeline field technicians covering in-line inspection, cathodic protection, corrosion assessment and PHMSA compliance. Prepares students for integrity and inspection roles with operators.',
    level: 'Advanced',
    duration: '6 weeks',
    category: 'Oil & Gas',
    features: [
      'Cathodic protection survey practice',
      'ILI data review and dig verification',
      'PHMSA regulations overview',
      'Operator Qualification (OQ) preparation',
    ],
    instructorName: 'Dale Henderson',
    studentsTrained: 95,
    graduatesPlaced: 81,
    credentialIds: ['dot-oq'],
  },
  {
    title: 'Lineworker Pre-Apprenticeship',
    description:
      'Gets candidates ready for utility apprenticeships with pole climbing, rigging, knots and electrical fundamentals. Graduates leave with CDL Class A permit training and a climbing certificate.',
    level: 'Beginner',
    duration: '11 weeks',
    category: 'Energy',
    features: [
      'Pole climbing certification',
      'CDL Class A permit preparation',
      'Rigging and knot tying',
      'OSHA 10 and first aid',
      'Interviews with utility partners',
    ],
    instructorName: 'Ray Castillo',
    studentsTrained: 330,
    graduatesPlaced: 297,
    credentialIds: ['osha-10-construction', 'first-aid-cpr-aed'],
  },
  {
    title: 'HVAC EPA 608 Certification',
    description:
      'Refrigeration fundamentals and exam prep for the EPA Section 608 Universal certification. Includes recovery, charging and leak detection practice on live training units.',
    level: 'Intermediate',
    duration: '5 weeks',
    category: 'HVAC',
    features: [
      'EPA 608 Universal exam included',
      'Refrigerant recovery and charging lab',
      'Leak detection practice',
      'Electrical troubleshooting for HVAC',
    ],
    instructorName: 'Tanya Brooks',
    studentsTrained: 575,
    graduatesPlaced: 469,
    credentialIds: ['epa-608-universal'],
  },
  {
    title: 'Mine Safety (MSHA Part 46/48)',
    description:
      "MSHA-approved new miner training for surface mines, quarries and aggregate operations. Covers hazard recognition, miners' rights, ground control, equipment safety and emergency response.",
    level: 'Beginner',
    duration: '40 hours',
    category: 'Safety',
    features: [
      'MSHA Form 5000-23 issued on completion',
      'Part 46 and Part 48 surface training',
      'Hazard recognition walkthroughs',
      'First aid and self-rescuer training',
    ],
    instructorName: 'Linda Harper',
    studentsTrained: 720,
    graduatesPlaced: 536,
    credentialIds: ['msha-part-46', 'msha-part-48', 'first-aid-cpr-aed'],
  },
  {
    title: 'PLC Programming',
    description:
      'Advanced ladder logic programming on Allen-Bradley ControlLogix and Siemens platforms. Students write, test and troubleshoot programs for conveyors, pumps and packaging cells, then integrate HMIs.',
    level: 'Advanced',
    duration: '8 weeks',
    category: 'Automation',
    features: [
      'Studio 5000 and TIA Portal labs',
      'Ladder logic and structured text',
      'HMI design and integration',
      'Industrial networking basics',
      'Capstone troubleshooting project',
    ],
    instructorName: 'Marcus Bell',
    studentsTrained: 185,
    graduatesPlaced: 171,
    credentialIds: [],
  },
  {
    title: 'TWIC and Refinery Access Orientation',
    description:
      'Everything a new hand needs to badge into ports, refineries and petrochemical plants in two days: the TSA TWIC enrollment steps, the PEC SafeLand basic orientation and H2S Clear.',
    level: 'Beginner',
    duration: '2 days',
    category: 'Safety',
    features: [
      'TSA TWIC enrollment appointment and paperwork help',
      'PEC SafeLand Basic Orientation card',
      'H2S Clear certification',
      'Port and refinery site access rules',
      'Bilingual English/Spanish instruction',
    ],
    instructorName: 'Linda Harper',
    studentsTrained: 420,
    graduatesPlaced: 371,
    credentialIds: ['twic', 'safeland', 'h2s-clear'],
  },
];
