import type { Executor } from '../../db/client';

/**
 * Contract for the applications module: called when an application becomes accepted; records
 * the pay-per-hire fee as a pending invoice when the employer has it on. The payments issue implements it.
 */
export async function recordPayPerHireFee(_db: Executor, _applicationId: string): Promise<void> {}
