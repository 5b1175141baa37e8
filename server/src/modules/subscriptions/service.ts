import type { Executor } from '../../db/client';

/**
 * Contract for the jobs module: throws an AppError (403 with the user's message) when the
 * employer's plan has no job post left for `count` new jobs. The payments issue implements it.
 */
export async function assertCanPostJobs(_db: Executor, _employerId: string, _count: number): Promise<void> {}
