import { describe, expect, it } from 'vitest';
import type { JobChange } from '../job-change-log';
import { AppliedChanges, backlogOf } from './applied-changes';

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

// A backlog's pages are read ahead of what is applied (readBacklog): each page as if those before it were applied,
// while the index's own state moves only once they are.
describe('backlogOf', () => {
  const change = (txid: string, seq: number, jobId: string | null = `job-${seq}`) => ({ txid, seq: String(seq), jobId });

  it('takes each read after those before it, and leaves the state it was given as it was', () => {
    const state = new AppliedChanges();
    state.reset(100n);
    const first = { xmin: '100', changes: [change('100', 1), change('100', 2)], truncated: true };
    // The next page starts at the cut transaction's next seq; a read from the old cursor would repeat 1 and 2.
    // Job 1 changed again in transaction 101: reloaded once.
    const second = {
      xmin: '100',
      changes: [change('100', 1), change('100', 2), change('100', 3), change('101', 4), change('101', 5, 'job-1')],
      truncated: false,
    };
    const before = JSON.stringify(state.cursor());
    const backlog = backlogOf(state, [first, second]);
    expect(backlog).toEqual({ checks: [first, second], jobIds: ['job-1', 'job-2', 'job-3', 'job-4'], everyJob: false });
    expect(JSON.stringify(state.cursor())).toBe(before);
    // Recorded in order, as the index does once the jobs are reloaded: nothing of either read is left.
    for (const check of backlog.checks) state.record(check);
    expect(backlogOf(state, [second]).jobIds).toEqual([]);
  });

  it('asks for every job when a read holds a TRUNCATE', () => {
    const state = new AppliedChanges();
    const check = { xmin: '1', changes: [change('5', 1), change('6', 2, null)], truncated: false };
    expect(backlogOf(state, [check])).toMatchObject({ jobIds: ['job-1'], everyJob: true });
  });

  it('copies a state that moves on its own', () => {
    const state = new AppliedChanges();
    state.reset(10n);
    state.done.add('12');
    state.partial.set('11', 3n);
    const copy = state.copy();
    copy.record({ xmin: '20', changes: [], truncated: false });
    expect(copy.cursor()).toEqual({ xmin: '20', done: [], partial: [] });
    expect(state.cursor()).toEqual({ xmin: '10', done: ['12'], partial: [{ txid: '11', seq: '3' }] });
  });
});
