import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { applications } from '../db/schema/applications';

/**
 * Whether the worker has applied to any of the employer's jobs: the tie that lets the two message
 * each other and open each other's files. Messaging and uploads sit below applications, so it lives here.
 */
export async function hasWorkerAppliedToEmployer(db: Executor, workerId: string, employerId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.workerId, workerId), eq(applications.employerId, employerId)))
    .limit(1);
  return row !== undefined;
}
