// What the demo logins find already going on (issue 35 item 20): applications in every status,
// saved jobs, a conversation, and other workers applying to the demo employer's jobs.
import type { ApplicationStatus } from '@core/applications/schemas';
import type { Trade } from '@core/shared/options';

export interface SeedApplicant {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  primaryTrade: Trade;
  yearsExperience: '1' | '3' | '6' | '10';
  hourlyRate: number;
  skills: string[];
  bio: string;
}

export interface SeedApplication {
  /** Null: the demo worker. */
  applicantEmail: string | null;
  jobTitle: string;
  status: ApplicationStatus;
  /** Hours before seeding; after the job was posted. */
  appliedHoursAgo: number;
  /** What the worker quoted, by the hour (stored yearly). */
  hourlyPay: number;
  coverLetter: string;
  /** An interview this many hours after seeding (status interview). */
  interviewInHours?: number;
}

export const SEED_APPLICANTS: SeedApplicant[] = [
  {
    email: 'andre.thompson@example.com',
    firstName: 'Andre',
    lastName: 'Thompson',
    phone: '(555) 555-0151',
    location: 'Dallas, TX',
    primaryTrade: 'electrician',
    yearsExperience: '10',
    hourlyRate: 44,
    skills: ['Conduit bending', 'NEC code', 'Panel terminations'],
    bio: 'Licensed journeyman electrician, ten years on hospitals and high-rise commercial work in Dallas-Fort Worth.',
  },
  {
    email: 'sofia.ramirez@example.com',
    firstName: 'Sofia',
    lastName: 'Ramirez',
    phone: '(555) 555-0152',
    location: 'Fort Worth, TX',
    primaryTrade: 'mason',
    yearsExperience: '3',
    hourlyRate: 25,
    skills: ['Power troweling', 'Screeding', 'Concrete curing'],
    bio: 'Concrete finisher on tilt-wall and flatwork crews; used to 4 a.m. pours and big slabs.',
  },
  {
    email: 'jamal.carter@example.com',
    firstName: 'Jamal',
    lastName: 'Carter',
    phone: '(555) 555-0153',
    location: 'Austin, TX',
    primaryTrade: 'carpenter',
    yearsExperience: '10',
    hourlyRate: 38,
    skills: ['Formwork', 'Layout', 'Crew leadership'],
    bio: 'Carpenter foreman who has run forming crews on mid-rise concrete frames across Central Texas.',
  },
  {
    email: 'emily.nguyen@example.com',
    firstName: 'Emily',
    lastName: 'Nguyen',
    phone: '(555) 555-0154',
    location: 'Houston, TX',
    primaryTrade: 'safety-coordinator',
    yearsExperience: '6',
    hourlyRate: 36,
    skills: ['OSHA 30', 'Site inspections', 'Incident reporting'],
    bio: 'Site safety coordinator with OSHA 500 training and six years on commercial jobsites.',
  },
];

const DAY = 24;

export const SEED_APPLICATIONS: SeedApplication[] = [
  // The demo worker, in every status; the interview is with the demo employer, who also wrote to him.
  {
    applicantEmail: null,
    jobTitle: 'Journeyman Electrician',
    status: 'interview',
    appliedHoursAgo: 1.5 * DAY,
    hourlyPay: 42,
    coverLetter: 'Journeyman electrician with six years of commercial work; I can start right away.',
    interviewInHours: 3 * DAY,
  },
  {
    applicantEmail: null,
    jobTitle: 'Data Center Electrician',
    status: 'reviewed',
    appliedHoursAgo: 3 * DAY,
    hourlyPay: 44,
    coverLetter: 'I have pulled feeders and terminated switchgear on two data hall fit-outs.',
  },
  {
    applicantEmail: null,
    jobTitle: 'Data Center Critical Facilities Technician',
    status: 'pending',
    appliedHoursAgo: 10,
    hourlyPay: 40,
    coverLetter: 'Interested in moving into critical facilities; comfortable on rotating shifts.',
  },
  {
    applicantEmail: null,
    jobTitle: 'Instrumentation Technician',
    status: 'accepted',
    appliedHoursAgo: 9 * DAY,
    hourlyPay: 41,
    coverLetter: 'Motor controls and loop checks are my daily work; happy to travel to the site.',
  },
  {
    applicantEmail: null,
    jobTitle: 'Mine Electrician',
    status: 'rejected',
    appliedHoursAgo: 6 * DAY,
    hourlyPay: 43,
    coverLetter: 'Electrician open to mining work; MSHA training in progress.',
  },
  // Other workers on several of the demo employer's jobs.
  {
    applicantEmail: 'andre.thompson@example.com',
    jobTitle: 'Journeyman Electrician',
    status: 'pending',
    appliedHoursAgo: 20,
    hourlyPay: 44,
    coverLetter: 'Ten years on hospital projects in Dallas; Texas journeyman license.',
  },
  {
    applicantEmail: 'sofia.ramirez@example.com',
    jobTitle: 'Concrete Finisher',
    status: 'reviewed',
    appliedHoursAgo: 2 * DAY,
    hourlyPay: 25,
    coverLetter: 'I live in Fort Worth and have finished slabs for two distribution centers.',
  },
  {
    applicantEmail: 'jamal.carter@example.com',
    jobTitle: 'Carpenter Foreman',
    status: 'interview',
    appliedHoursAgo: 8 * DAY,
    hourlyPay: 38,
    coverLetter: 'I have led crews of up to twelve forming columns and decks in Austin.',
    interviewInHours: 2 * DAY + 2,
  },
  {
    applicantEmail: 'emily.nguyen@example.com',
    jobTitle: 'Site Safety Coordinator',
    status: 'accepted',
    appliedHoursAgo: 15 * DAY,
    hourlyPay: 36,
    coverLetter: 'OSHA 500 trained; I run daily toolbox talks and weekly site audits.',
  },
  {
    applicantEmail: 'andre.thompson@example.com',
    jobTitle: 'Structural Ironworker',
    status: 'rejected',
    appliedHoursAgo: 10 * DAY,
    hourlyPay: 40,
    coverLetter: 'Looking to cross-train into ironwork alongside my electrical work.',
  },
];

/** Jobs the demo worker saved (none applied to). */
export const SEED_SAVED_JOB_TITLES = ['Generator and UPS Technician', 'Industrial Maintenance Technician', 'Controls Technician (BMS/EPMS)'];

/** The demo employer and the demo worker about his interview: [from employer?, hours ago, text]. */
export const SEED_CONVERSATION: [boolean, number, string][] = [
  [true, 30, 'Hi Marcus, thanks for applying to the Journeyman Electrician role. Your commercial experience looks like a great fit.'],
  [false, 29, 'Thank you, Maria! I am available most days this week and can bring my license and OSHA cards.'],
  [true, 26, 'Great. I have sent a video interview invitation; the details are on your application.'],
  [false, 25, 'Got it, I added it to my calendar. Looking forward to it.'],
  [true, 3, 'One more thing: please bring a list of your recent projects. See you at the interview!'],
];
