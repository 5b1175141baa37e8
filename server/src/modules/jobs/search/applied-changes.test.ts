import { describe, expect, it } from 'vitest';
import type { ChangeRun, JobChangeCheck } from '../job-change-log';
import { AppliedChanges, backlogOf } from './applied-changes';

interface Change {
  txid: string;
  seq: number;
  jobId: string | null;
}

/** Changes as a read gives them: runs of a transaction's consecutive seqs, jobs or TRUNCATEs. */
function runsOf(changes: Change[]): ChangeRun[] {
  const runs: ChangeRun[] = [];
  for (const { txid, seq, jobId } of changes) {
    const run = runs.at(-1);
    if (run && run.txid === txid && run.last + 1n === BigInt(seq) && (run.jobIds === null) === (jobId === null)) {
      run.last += 1n;
      if (jobId !== null) run.jobIds!.push(jobId);
    } else runs.push({ txid, first: BigInt(seq), last: BigInt(seq), jobIds: jobId === null ? null : [jobId] });
  }
  return runs;
}

/** Each change of `runs`, as `txid:seq:jobId`. */
const changesOf = (runs: ChangeRun[]) =>
  runs.flatMap((run) =>
    Array.from({ length: Number(run.last - run.first) + 1 }, (_, i) => `${run.txid}:${run.first + BigInt(i)}:${run.jobIds?.[i] ?? '*'}`),
  );

const checkOf = (xmin: string, changes: Change[], truncated: boolean): JobChangeCheck => ({ xmin, runs: runsOf(changes), truncated });

// Issue 50: `unapplied` looks each run up once and cuts the run of a transaction applied in part; it must keep exactly
// the changes a change-by-change comparison leaves, across transactions below xmin, done, partly applied and new.
describe('AppliedChanges.unapplied', () => {
  it('keeps exactly the changes not applied, a run cut where a transaction was applied to', () => {
    const state = new AppliedChanges();
    state.reset(1000n);
    state.done.add('1005');
    state.partial.set('1007', 99n);
    state.partial.set('12000', 100000n);
    const changes: Change[] = [];
    for (const txid of ['998', '1005', '1007', '1010', '12000']) {
      for (const seq of [1, 9, 10, 98, 99, 100, 101, 999, 99_999, 100_000, 100_001, 1_000_000])
        changes.push({ txid, seq, jobId: `job-${txid}-${seq}` });
    }
    const check = checkOf('1000', changes, true);
    const isApplied = ({ txid, seq }: Change) =>
      BigInt(txid) < state.xmin || state.done.has(txid) || BigInt(seq) <= (state.partial.get(txid) ?? -1n);
    const expected = changes.filter((change) => !isApplied(change)).map(({ txid, seq, jobId }) => `${txid}:${seq}:${jobId}`);
    expect(changesOf(state.unapplied(check))).toEqual(expected);
    // Below xmin and done: none; 1007 past seq 99 (its run 98-101 cut) and 12000 past 100000; 1010 all.
    expect(expected.map((change) => change.split(':').slice(0, 2).join(':'))).toEqual([
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

  it('leaves the runs it was given whole', () => {
    const state = new AppliedChanges();
    state.partial.set('7', 2n);
    const check = checkOf(
      '1',
      [1, 2, 3, 4].map((seq) => ({ txid: '7', seq, jobId: `job-${seq}` })),
      false,
    );
    expect(changesOf(state.unapplied(check))).toEqual(['7:3:job-3', '7:4:job-4']);
    expect(changesOf(check.runs)).toHaveLength(4);
  });
});

// A backlog's pages are read ahead of what is applied (readBacklog): each page as if those before it were applied,
// while the index's own state moves only once they are.
describe('backlogOf', () => {
  const change = (txid: string, seq: number, jobId: string | null = `job-${seq}`) => ({ txid, seq, jobId });

  it('takes each read after those before it, and leaves the state it was given as it was', () => {
    const state = new AppliedChanges();
    state.reset(100n);
    const first = checkOf('100', [change('100', 1), change('100', 2)], true);
    // The next page starts at the cut transaction's next seq; a read from the old cursor would repeat 1 and 2.
    // Job 1 changed again in transaction 101: reloaded once.
    const second = checkOf(
      '100',
      [change('100', 1), change('100', 2), change('100', 3), change('101', 4), change('101', 5, 'job-1')],
      false,
    );
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
    const check = checkOf('1', [change('5', 1), change('6', 2, null)], false);
    expect(backlogOf(state, [check])).toMatchObject({ jobIds: ['job-1'], everyJob: true });
  });

  it('copies a state that moves on its own', () => {
    const state = new AppliedChanges();
    state.reset(10n);
    state.done.add('12');
    state.partial.set('11', 3n);
    const copy = state.copy();
    copy.record({ xmin: '20', runs: [], truncated: false });
    expect(copy.cursor()).toEqual({ xmin: '20', done: [], partial: [] });
    expect(state.cursor()).toEqual({ xmin: '10', done: ['12'], partial: [{ txid: '11', seq: '3' }] });
  });
});
