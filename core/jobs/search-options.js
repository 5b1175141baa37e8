import { EXPERIENCE_LEVELS } from '../shared/options';
/** The job search's choices, without zod, so the worker's job list can read them without loading it. */
export const JOB_SORTS = ['best', 'newest', 'pay'];
/** What anyone may sort the public search by: best match needs a worker's profile. */
export const PUBLIC_JOB_SORTS = ['newest', 'pay'];
export const DEFAULT_RADIUS_MILES = 50;
/** The search filter's choices: the create list plus the one edit level it has no twin for. */
export const SEARCH_EXPERIENCE_LEVELS = [...EXPERIENCE_LEVELS, 'executive-level'];
