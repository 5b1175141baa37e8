import { and, asc, count, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { workHistoryConfirmationRequests, workHistoryEntries } from '../../db/schema/work-history';

export type WorkHistoryEntryRow = typeof workHistoryEntries.$inferSelect;

/**
 * The worker's hires on CrewBridge, oldest first: the hire's stamp is the start; a closed job ends it. No column says
 * when a job was closed by hand, so its end reads the post's last day, or today when that is later.
 */
export async function listHires(db: Executor, workerId: string, now: Date) {
  const result = await db.execute<{
    id: string;
    company_name: string | null;
    job_title: string;
    hired_on: string;
    ended_on: string | null;
  }>(sql`
    select a.id, coalesce(a.company_name, ep.company_name) as company_name, a.job_title,
      to_char(h.hired_at at time zone 'UTC', 'YYYY-MM-DD') as hired_on,
      to_char(case
        when j.id is not null and (not j.is_active or j.expires_at <= ${now})
          then greatest(least(coalesce(j.expires_at, ${now}), ${now}), h.hired_at)
      end at time zone 'UTC', 'YYYY-MM-DD') as ended_on
    from applications a
      join application_hires h on h.application_id = a.id
      left join jobs j on j.id = a.job_id
      left join employer_profiles ep on ep.user_id = a.employer_id
    where a.worker_id = ${workerId} and a.status = 'accepted'
    order by h.hired_at, a.id`);
  return result.rows;
}

export async function listEntries(db: Executor, workerId: string) {
  return db
    .select()
    .from(workHistoryEntries)
    .where(eq(workHistoryEntries.workerId, workerId))
    .orderBy(asc(workHistoryEntries.startDate), asc(workHistoryEntries.id));
}

export async function insertEntry(db: Executor, values: typeof workHistoryEntries.$inferInsert) {
  const [row] = await db.insert(workHistoryEntries).values(values).returning();
  return row!;
}

export async function findEntry(db: Executor, id: string) {
  const [row] = await db.select().from(workHistoryEntries).where(eq(workHistoryEntries.id, id));
  return row ?? null;
}

export async function deleteEntry(db: Executor, id: string, workerId: string) {
  const rows = await db
    .delete(workHistoryEntries)
    .where(and(eq(workHistoryEntries.id, id), eq(workHistoryEntries.workerId, workerId)))
    .returning({ id: workHistoryEntries.id });
  return rows.length > 0;
}

/** The worker's row, locked: his confirmation requests are counted and written one at a time (the daily cap). */
export async function lockWorker(db: Executor, workerId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, workerId))
    .for('update');
  return row ?? null;
}

export async function countRequestsSince(db: Executor, workerId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(workHistoryConfirmationRequests)
    .where(and(eq(workHistoryConfirmationRequests.workerId, workerId), gt(workHistoryConfirmationRequests.createdAt, since)));
  return row?.value ?? 0;
}

export async function insertRequest(db: Executor, values: typeof workHistoryConfirmationRequests.$inferInsert) {
  await db.insert(workHistoryConfirmationRequests).values(values);
}

/** A link with its entry and the worker's name, by its token's hash. */
export async function findRequestByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      request: workHistoryConfirmationRequests,
      entry: workHistoryEntries,
      workerFirstName: users.firstName,
      workerLastName: users.lastName,
    })
    .from(workHistoryConfirmationRequests)
    .innerJoin(workHistoryEntries, eq(workHistoryEntries.id, workHistoryConfirmationRequests.entryId))
    .innerJoin(users, eq(users.id, workHistoryConfirmationRequests.workerId))
    .where(eq(workHistoryConfirmationRequests.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the link used unless it already was (two answers at once: one wins); false when it was. */
export async function claimRequest(db: Executor, id: string, now: Date) {
  const rows = await db
    .update(workHistoryConfirmationRequests)
    .set({ usedAt: now })
    .where(and(eq(workHistoryConfirmationRequests.id, id), isNull(workHistoryConfirmationRequests.usedAt)))
    .returning({ id: workHistoryConfirmationRequests.id });
  return rows.length > 0;
}

export async function updateEntry(db: Executor, id: string, values: Partial<typeof workHistoryEntries.$inferInsert>) {
  await db.update(workHistoryEntries).set(values).where(eq(workHistoryEntries.id, id));
}

/** For each of these entries with a link still open (not used, not expired), until when the last one works. */
export async function listOpenLinkExpiries(db: Executor, entryIds: string[], now: Date) {
  if (entryIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ entryId: workHistoryConfirmationRequests.entryId, expiresAt: max(workHistoryConfirmationRequests.expiresAt) })
    .from(workHistoryConfirmationRequests)
    .where(
      and(
        inArray(workHistoryConfirmationRequests.entryId, entryIds),
        isNull(workHistoryConfirmationRequests.usedAt),
        gt(workHistoryConfirmationRequests.expiresAt, now),
      ),
    )
    .groupBy(workHistoryConfirmationRequests.entryId);
  return new Map(rows.flatMap((row) => (row.expiresAt ? [[row.entryId, row.expiresAt] as const] : [])));
}
