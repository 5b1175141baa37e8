import type { ChangeCursor, JobChange, JobChangeCheck } from '../job-change-log';

/** What reads of the log, in order, ask an index to apply: their jobs to reload (each once), or every job (a TRUNCATE). */
export interface Backlog {
  checks: JobChangeCheck[];
  jobIds: string[];
  everyJob: boolean;
}

/** Whether the decimal `a` is at most `b` (both without leading zeros, as PostgreSQL writes a bigint). */
function atMost(a: string, b: string): boolean {
  return a.length < b.length || (a.length === b.length && a <= b);
}

/**
 * How far one index has applied the job change log (README "How it stays in sync"). Reads return
 * changes in (txid, seq) order within one snapshot, so from a read this instance applied it knows:
 * every transaction the read showed is whole (it had committed: its changes were all visible) except,
 * when the read was cut at its limit, the last one, applied up to the last seq read. A read that was
 * not cut showed everything not applied, so every transaction below its snapshot's xmin is applied.
 */
export class AppliedChanges {
  /** Every change of a transaction below this id is applied. */
  xmin = 0n;
  /** Transactions at or above xmin whose changes are all applied (txid as text). */
  readonly done = new Set<string>();
  /** Transactions at or above xmin applied up to a seq. */
  readonly partial = new Map<string, bigint>();

  isApplied(change: JobChange): boolean {
    if (BigInt(change.txid) < this.xmin || this.done.has(change.txid)) return true;
    const through = this.partial.get(change.txid);
    return through !== undefined && BigInt(change.seq) <= through;
  }

  /**
   * The changes of a read not applied yet. A read lists them by transaction, and a bulk change is one transaction of
   * up to a page of changes: each transaction is looked up once and each seq compared as decimal text (a BigInt made
   * per change held the event loop tens of milliseconds a page; issue 50).
   */
  unapplied(check: JobChangeCheck): JobChange[] {
    const out: JobChange[] = [];
    let txid: string | null = null;
    let whole = false;
    let through: string | undefined;
    for (const change of check.changes) {
      if (change.txid !== txid) {
        txid = change.txid;
        whole = BigInt(txid) < this.xmin || this.done.has(txid);
        through = this.partial.get(txid)?.toString();
      }
      if (!whole && (through === undefined || !atMost(change.seq, through))) out.push(change);
    }
    return out;
  }

  /** After a read's unapplied changes are applied: what it tells (above). */
  record(check: JobChangeCheck) {
    const last = check.truncated ? check.changes.at(-1) : undefined;
    let txid: string | null = null;
    for (const change of check.changes) {
      if (change.txid === txid) continue;
      txid = change.txid;
      if (txid === last?.txid || BigInt(txid) < this.xmin) continue;
      this.done.add(txid);
      this.partial.delete(txid);
    }
    if (last && BigInt(last.txid) >= this.xmin) this.partial.set(last.txid, BigInt(last.seq));
    if (!check.truncated) this.advance(BigInt(check.xmin));
  }

  /** A full load from a snapshot with this xmin: everything before is in it. */
  reset(xmin: bigint) {
    this.xmin = xmin;
    this.done.clear();
    this.partial.clear();
  }

  private advance(xmin: bigint) {
    if (xmin <= this.xmin) return;
    this.xmin = xmin;
    for (const txid of this.done) if (BigInt(txid) < xmin) this.done.delete(txid);
    for (const txid of this.partial.keys()) if (BigInt(txid) < xmin) this.partial.delete(txid);
  }

  /** A copy, to read the log ahead of what is applied (readBacklog). */
  copy(): AppliedChanges {
    const copy = new AppliedChanges();
    copy.xmin = this.xmin;
    for (const txid of this.done) copy.done.add(txid);
    for (const [txid, seq] of this.partial) copy.partial.set(txid, seq);
    return copy;
  }

  /** What a read should leave out. */
  cursor(): ChangeCursor {
    const partial = [...this.partial]
      .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))
      .map(([txid, seq]) => ({ txid, seq: seq.toString() }));
    return { xmin: this.xmin.toString(), done: [...this.done], partial };
  }
}

/** What `checks` (reads in order) hold that `applied` lacks, each job once, each read taken after those before it as applied. */
export function backlogOf(applied: AppliedChanges, checks: JobChangeCheck[]): Backlog {
  const gathering = gather(applied.copy());
  for (const check of checks) gathering.add(check);
  return gathering.backlog;
}

/** A backlog gathered read by read: each adds what `ahead` (a copy) lacks, a job once, then moves `ahead` past it. */
function gather(ahead: AppliedChanges) {
  const backlog: Backlog = { checks: [], jobIds: [], everyJob: false };
  const seen = new Set<string>();
  const add = (check: JobChangeCheck) => {
    for (const change of ahead.unapplied(check)) {
      if (change.jobId === null) backlog.everyJob = true;
      else if (!seen.has(change.jobId)) {
        seen.add(change.jobId);
        backlog.jobIds.push(change.jobId);
      }
    }
    backlog.checks.push(check);
    ahead.record(check);
  };
  return { backlog, ahead, add };
}

/**
 * Reads the log after `applied` a page at a time (`read`, each page after those before it), until a read comes back
 * whole or the pages hold `most` changed jobs: applied at once, a bulk change's pages are one reload (reload-jobs.ts
 * reads each next chunk while one is applied, and waited for each reload's first read: issue 50). Each page is
 * gathered as it comes, between the reads, not all at once at the end (the event loop's hold).
 */
export async function readBacklog(
  applied: AppliedChanges,
  read: (cursor: ChangeCursor) => Promise<JobChangeCheck>,
  most: number,
): Promise<Backlog & { whole: boolean }> {
  const gathering = gather(applied.copy());
  for (;;) {
    const check = await read(gathering.ahead.cursor());
    gathering.add(check);
    if (!check.truncated || gathering.backlog.jobIds.length >= most) return { ...gathering.backlog, whole: !check.truncated };
  }
}
