import type { Executor } from '../../db/client';

export type ResumePlan = 'free_trial' | 'standard' | 'flex';

/** Contract for the payments module: gives a worker a resume plan after a verified payment. The resume issue implements it. */
export async function grantResumePlan(_db: Executor, _userId: string, _plan: ResumePlan): Promise<void> {}
