// Apart from schemas.ts so the employer dashboard's first screen can read them without loading zod and every schema.

/** Employer applications list refresh (002 section 9) and the overview's recent list size. */
export const EMPLOYER_APPLICATIONS_POLL_MS = 5000;
export const RECENT_APPLICATIONS_COUNT = 3;
