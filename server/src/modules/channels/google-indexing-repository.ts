import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// The Google Indexing API's rows of the channel outbox (channel 'google_indexing', queued by the jobs trigger of
// migration 0063: the job's path in address, URL_UPDATED or URL_DELETED in body) and its daily count. Finishing,
// retrying and deferring a row are the channel outbox's own (repository.ts).

export interface IndexingRow {
  id: string;
  /** The job page's path (/jobs/{id}). */
  path: string;
  type: 'URL_UPDATED' | 'URL_DELETED';
  attempts: number;
}

export interface IndexingNotification extends IndexingRow {
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';
  lastError: string | null;
  createdAt: Date;
  /** When a queued row goes next (past the day's cap: the next quota day, midnight Pacific time); null: at once. */
  nextAttemptAt: Date | null;
  sentAt: Date | null;
}

/** The trigger queues rows at -infinity (due at once on any clock). */
const finiteDate = (value: string | Date) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Claims up to `limit` due rows (skipped when another sender holds them), each counted as an attempt. */
export async function claimDueIndexing(db: Executor, now: Date, limit: number, leaseMs: number): Promise<IndexingRow[]> {
  const result = await db.execute<{ id: string; path: string; type: IndexingRow['type']; attempts: number }>(sql`
    update channel_outbox set status = 'sending', locked_until = ${stamp(new Date(now.getTime() + leaseMs))}, attempts = attempts + 1
    where id in (
      select id from channel_outbox
      where channel = 'google_indexing'
        and ((status = 'queued' and next_attempt_at <= ${stamp(now)}) or (status = 'sending' and locked_until <= ${stamp(now)}))
      order by next_attempt_at, seq
      limit ${limit}
      for update skip locked)
    returning id, address as path, body as type, attempts`);
  return result.rows;
}

/**
 * Takes one of the day's publish requests: one upsert that stops at the cap, so instances sending side by
 * side never pass it together. False: the day's requests are all taken.
 */
export async function takeIndexingRequest(db: Executor, day: string, dailyLimit: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into google_indexing_days (day, sent) values (${day}::date, 1)
    on conflict (day) do update set sent = google_indexing_days.sent + 1 where google_indexing_days.sent < ${dailyLimit}
    returning sent`);
  return result.rows.length > 0;
}

export async function countIndexingRequests(db: Executor, day: string): Promise<number> {
  const result = await db.execute<{ sent: number }>(sql`select sent from google_indexing_days where day = ${day}::date`);
  return result.rows[0]?.sent ?? 0;
}

/** The latest notifications, newest first (the operator console's list). */
export async function listIndexingNotifications(db: Executor, limit: number): Promise<IndexingNotification[]> {
  const result = await db.execute<{
    id: string;
    path: string;
    type: IndexingRow['type'];
    attempts: number;
    status: IndexingNotification['status'];
    last_error: string | null;
    created_at: string | Date;
    next_attempt_at: string | Date;
    sent_at: string | Date | null;
  }>(sql`
    select id, address as path, body as type, attempts, status, last_error, created_at, next_attempt_at, sent_at
    from channel_outbox where channel = 'google_indexing'
    order by created_at desc, seq desc limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    path: row.path,
    type: row.type,
    attempts: row.attempts,
    status: row.status,
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    nextAttemptAt: finiteDate(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  }));
}
