/** How often a saved search's alerts go out; without zod, so the job list can read it without loading it. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'];
