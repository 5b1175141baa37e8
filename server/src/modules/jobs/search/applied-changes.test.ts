import { describe, expect, it } from 'vitest';
import type { JobChange } from '../job-change-log';
import { AppliedChanges } from './applied-changes';

// Issue 50: `unapplied` looks each transaction up once and compares seqs as decimal text; it must keep exactly the
// changes `isApplied` (one BigInt per change) leaves, across transactions below xmin, done, partly applied and new.
describe('AppliedChanges.unapplied', () => {
  it('keeps exactly the changes isApplied says are not applied, seqs of every length included', () => {
    const state = new AppliedChanges();
    state.reset(1000n);
    state.done.add('1005');
    state.partial.set('1007', 99n);
    state.partial.set('12000', 100000n);
    const changes: JobChange[] = [];
    for (const txid of ['998', '1005', '1007', '1010', '12000']) {
      for (const seq of [1, 9, 10, 98, 99, 100, 101, 999, 99_999, 100_000, 100_001, 1_000_000])
        changes.push({ txid, seq: String(seq), jobId: `job-${txid}-${seq}` });
    }
    const check = { xmin: '1000', changes, truncated: true };
    const expected = changes.filter((change) => !state.isApplied(change));
    expect(state.unapplied(check)).toEqual(expected);
    // Below xmin and done: none; 1007 past seq 99 and 12000 past 100000; 1010 all.
    expect(expected.map((change) => `${change.txid}:${change.seq}`)).toEqual([
      ...['100', '101', '999', '99999', '100000', '100001', '1000000'].map((seq) => `1007:${seq}`),
      ...['1', '9', '10', '98', '99', '100', '101', '999', '99999', '100000', '100001', '1000000'].map((seq) => `1010:${seq}`),
      ...['100001', '1000000'].map((seq) => `12000:${seq}`),
    ]);
    state.record(check);
    // A cut read: every transaction but the last is done; the last applied up to its last seq.
    expect(state.unapplied(check)).toEqual([]);
    expect(state.partial.get('12000')).toBe(1_000_000n);
    expect(state.done.has('1010')).toBe(true);
  });
});
