import type { ChangeCursor, JobChange, JobChangeCheck } from '../job-change-log';

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

  /** What a read should leave out. */
  cursor(): ChangeCursor {
    const partial = [...this.partial]
      .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))
      .map(([txid, seq]) => ({ txid, seq: seq.toString() }));
    return { xmin: this.xmin.toString(), done: [...this.done], partial };
  }
}
