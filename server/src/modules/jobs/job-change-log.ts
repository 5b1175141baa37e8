import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// The job change log (table job_changes, filled by the triggers of migrations 0027 and 0052) as the
// search index reads it: plain functions, no rules, beside repository.ts (whose search page reads it too).

/**
 * Changes of one transaction with consecutive seqs, `first` to `last`, as the trigger logged them: one per job of
 * `jobIds` (in seq order), or, `jobIds` null, every job (a TRUNCATE, or changes read beside one in its transaction: a
 * full load covers them). A bulk change's page of changes is one run.
 */
export interface ChangeRun {
  txid: string;
  first: bigint;
  last: bigint;
  jobIds: string[] | null;
}

/**
 * How far an index has applied the log (search/job-search-index.ts): what a read leaves out. Changes
 * are read in (txid, seq) order, so a large transaction's changes come in pages, resumed after the
 * last seq applied.
 */
export interface ChangeCursor {
  /** Every change of a transaction below this id is applied. */
  xmin: string;
  /** Transactions at or above xmin whose changes are all applied. */
  done: readonly string[];
  /** Transactions applied in part, ascending, with the last seq applied of each. */
  partial: readonly { txid: string; seq: string }[];
}

/**
 * The changes a cursor leaves out, the first `limit` in (txid, seq) order, and the xmin of the
 * snapshot that read them; `truncated`: more were there.
 */
export interface JobChangeCheck {
  xmin: string;
  runs: ChangeRun[];
  truncated: boolean;
}

export const ALL_CHANGES: ChangeCursor = { xmin: '0', done: [], partial: [] };
// The largest xid8: the end of the last range.
const LAST_TXID = '18446744073709551615';

/**
 * The changes a cursor leaves out, as one text of a line per transaction (null: none), from the placeholders
 * `changesFrom`/`changesFromSeq`/`changesTo` (ranges of (txid, seq): after the xmin, and after each transaction applied
 * in part), `changesDone` and `changesLimit`: each range is a scan of index job_changes_txid_seq_idx. A line is
 * "txid first last ids", its job ids joined by commas ("*": a TRUNCATE among them, every job), then its seqs when they
 * are not consecutive (another transaction wrote between). Not a json value of each change: node-pg parsed a page of
 * 8,000 into as many arrays (10-16 ms of the event loop) and a backlog kept them past young collections. One group
 * by the order read, no window: a search page runs this too, mostly over no change, and its planning is the cost.
 */
export const changesSinceSql = sql<string | null>`(select string_agg(g.txid::text || ' ' || g.first || ' ' || g.last || ' ' || g.ids
    || coalesce(' ' || g.seqs, ''), chr(10) order by g.txid)
  from (select c.txid, min(c.seq) as first, max(c.seq) as last,
      case when count(c.job_id) < count(*) then '*' else string_agg(c.job_id::text, ',' order by c.seq) end as ids,
      case when max(c.seq) - min(c.seq) + 1 <> count(*) then string_agg(c.seq::text, ',' order by c.seq) end as seqs
    from (select r.* from unnest(${sql.placeholder('changesFrom')}::xid8[], ${sql.placeholder('changesFromSeq')}::bigint[],
      ${sql.placeholder('changesTo')}::xid8[]) as b(from_txid, from_seq, to_txid)
    cross join lateral (select j.seq, j.txid, j.job_id from job_changes j
      where (j.txid, j.seq) > (b.from_txid, b.from_seq) and j.txid < b.to_txid
        and j.txid <> all(${sql.placeholder('changesDone')}::xid8[])
      order by j.txid, j.seq limit ${sql.placeholder('changesLimit')}) r
    order by r.txid, r.seq limit ${sql.placeholder('changesLimit')}) c
    group by c.txid) g)`;

export const snapshotXminSql = sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`;

/** The placeholders of changesSinceSql for a cursor, asking one change more than `limit` (to tell `truncated`). */
export function changeParams(cursor: ChangeCursor, limit: number) {
  const starts = [{ txid: cursor.xmin, seq: '0' }, ...cursor.partial];
  return {
    changesFrom: starts.map((start) => start.txid),
    changesFromSeq: starts.map((start) => start.seq),
    changesTo: [...cursor.partial.map((part) => part.txid), LAST_TXID],
    changesDone: [...cursor.done],
    changesLimit: limit + 1,
  };
}

/** Changes in all of `runs`. */
export function changeCount(runs: readonly ChangeRun[]): number {
  let count = 0;
  for (const run of runs) count += Number(run.last - run.first) + 1;
  return count;
}

/** A transaction's changes at `seqs` (ascending) as runs of consecutive seqs; `jobIds` aligned with them, or null (every job). */
function runsAt(txid: string, seqs: bigint[], jobIds: string[] | null): ChangeRun[] {
  const runs: ChangeRun[] = [];
  seqs.forEach((seq, i) => {
    let run = runs.at(-1);
    if (run && run.last + 1n === seq) run.last = seq;
    else runs.push((run = { txid, first: seq, last: seq, jobIds: jobIds ? [] : null }));
    if (jobIds) run.jobIds!.push(jobIds[i]!);
  });
  return runs;
}

/** A read of changesSinceSql asked for `limit` + 1 changes: its first `limit`, and whether there were more. */
export function toCheck(xmin: string, text: string | null, limit: number): JobChangeCheck {
  const runs: ChangeRun[] = [];
  for (const line of text ? text.split('\n') : []) {
    const [txid, first, last, ids, seqs] = line.split(' ') as [string, string, string, string, string | undefined];
    const jobIds = ids === '*' ? null : ids.split(',');
    if (seqs === undefined) runs.push({ txid, first: BigInt(first), last: BigInt(last), jobIds });
    else runs.push(...runsAt(txid, seqs.split(',').map(BigInt), jobIds));
  }
  const truncated = changeCount(runs) > limit;
  if (truncated) {
    // The change past the limit is the last run's last.
    const run = runs.at(-1)!;
    run.last -= 1n;
    run.jobIds?.pop();
    if (run.last < run.first) runs.pop();
  }
  return { xmin, runs, truncated };
}

const statements = new WeakMap<Executor, ReturnType<typeof prepareChanges>>();
const prepareChanges = (db: Executor) =>
  db
    .select({ xmin: snapshotXminSql, changes: changesSinceSql })
    .from(sql`(select) as one`)
    .prepare('job_changes_since');

/** At most `limit` changes the cursor leaves out, in (txid, seq) order. */
export async function readJobChanges(db: Executor, cursor: ChangeCursor, limit: number): Promise<JobChangeCheck> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepareChanges(db)));
  const [row] = await statement.execute(changeParams(cursor, limit));
  return toCheck(row!.xmin, row!.changes, limit);
}

export async function snapshotXmin(db: Executor): Promise<string> {
  const result = await db.execute<{ xmin: string }>(sql`select ${snapshotXminSql} as xmin`);
  return result.rows[0]!.xmin;
}

/**
 * Where a full load's change cursor starts (its `xmin`): every transaction below it had ended when the load began,
 * so the load's reads show its changes. A snapshot's own xmin is the cluster's oldest running transaction, which any
 * other database's long transaction holds back, and every change since it was then applied again after the load
 * (all of a 100,000-job seed's); here a running transaction is passed over when pg_stat_activity shows it belongs to
 * another database (one this role may not see, or a prepared one, still counts as ours: it is read again, never lost).
 */
export async function loadStartXmin(db: Executor): Promise<string> {
  const result = await db.execute<{ xmin: string }>(sql`
    select coalesce((select min(x) from pg_snapshot_xip(s.snapshot) x
        where not exists (select from pg_stat_activity a where a.backend_xid = xid(x) and a.datname <> current_database())),
      pg_snapshot_xmax(s.snapshot))::text as xmin
    from (select pg_current_snapshot() as snapshot) s`);
  return result.rows[0]!.xmin;
}
