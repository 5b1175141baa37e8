import type { ChangeCursor, JobChange, JobChangeCheck } from '../job-change-log';

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

  /** The changes of a read not applied yet. */
  unapplied(check: JobChangeCheck): JobChange[] {
    return check.changes.filter((change) => !this.isApplied(change));
  }

  /** After a read's unapplied changes are applied: what it tells (above). */
  record(check: JobChangeCheck) {
    const last = check.truncated ? check.changes.at(-1) : undefined;
    for (const change of check.changes) {
      if (change.txid === last?.txid || BigInt(change.txid) < this.xmin) continue;
      this.done.add(change.txid);
      this.partial.delete(change.txid);
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
