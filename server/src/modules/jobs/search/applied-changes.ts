import type { ChangeCursor, ChangeRun, JobChangeCheck } from '../job-change-log';

/** What reads of the log, in order, ask an index to apply: their jobs to reload (each once), or every job (a TRUNCATE). */
export interface Backlog {
  checks: JobChangeCheck[];
  jobIds: string[];
  everyJob: boolean;
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

  /** Whether every change of the transaction is applied. */
  private isDone(txid: string): boolean {
    return BigInt(txid) < this.xmin || this.done.has(txid);
  }

  /** The changes of a read not applied yet: its runs, the run of a transaction applied in part cut past the seq applied. */
  unapplied(check: JobChangeCheck): ChangeRun[] {
    const out: ChangeRun[] = [];
    // Runs are few (a bulk change's page of 8,000 changes is one): each is looked up on its own.
    for (const run of check.runs) {
      if (this.isDone(run.txid)) continue;
      const through = this.partial.get(run.txid);
      if (through !== undefined && through >= run.last) continue;
      if (through === undefined || through < run.first) out.push(run);
      else out.push({ ...run, first: through + 1n, jobIds: run.jobIds?.slice(Number(through + 1n - run.first)) ?? null });
    }
    return out;
  }

  /** After a read's unapplied changes are applied: what it tells (above). */
  record(check: JobChangeCheck) {
    const last = check.truncated ? check.runs.at(-1) : undefined;
    let txid: string | null = null;
    for (const run of check.runs) {
      if (run.txid === txid) continue;
      txid = run.txid;
      if (txid === last?.txid || BigInt(txid) < this.xmin) continue;
      this.done.add(txid);
      this.partial.delete(txid);
    }
    if (last && BigInt(last.txid) >= this.xmin) this.partial.set(last.txid, last.last);
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
    for (const run of ahead.unapplied(check)) {
      if (run.jobIds === null) backlog.everyJob = true;
      else
        for (const id of run.jobIds)
          if (!seen.has(id)) {
            seen.add(id);
            backlog.jobIds.push(id);
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
