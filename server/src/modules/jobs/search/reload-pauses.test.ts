// A bulk change's slices give searches the event loop (issue 50): how long, on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { READ_PART, SearchesInFlight, SlicePace, yieldToSearches } from './reload-jobs';

/** A clock and a wait that moves it by what was asked plus the next of `lateBy` (a loop held past the timer). */
function heldLoop(lateBy: number[]) {
  let clock = 1000;
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
    clock += ms + (lateBy.shift() ?? 0);
  };
  return { waits, wait, now: () => clock };
}

describe('yieldToSearches', () => {
  it('pauses once for the slice when the timer comes back on time', async () => {
    const loop = heldLoop([0.5]);
    await yieldToSearches(3, loop.wait, loop.now);
    expect(loop.waits).toEqual([3]);
  });

  it('pauses again for as long as a pause came back late, until one is on time', async () => {
    const loop = heldLoop([12, 5, 1]);
    await yieldToSearches(3, loop.wait, loop.now);
    expect(loop.waits).toEqual([3, 12, 5]);
  });

  it('stops after four pauses however late the loop stays, so the change still shows', async () => {
    const loop = heldLoop([20, 20, 20, 20, 20, 20]);
    await yieldToSearches(3, loop.wait, loop.now);
    expect(loop.waits).toEqual([3, 20, 20, 20]);
  });

  it('does not pause after a slice that took no time', async () => {
    const loop = heldLoop([]);
    await yieldToSearches(0, loop.wait, loop.now);
    expect(loop.waits).toEqual([]);
  });
});

/** A read the test settles. */
function pendingRead() {
  let settle!: (fails: boolean) => void;
  const read = new Promise<string>((resolve, reject) => {
    settle = (fails) => (fails ? reject(new Error('read failed')) : resolve('rows'));
  });
  return { read, settle };
}

describe('SearchesInFlight', () => {
  it('lets the next slice go at once when no page read is in flight', async () => {
    const searches = new SearchesInFlight();
    let went = false;
    void searches.answered(60_000).then(() => (went = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(went).toBe(true);
  });

  it('holds the next slice until every page read settled, failed ones too, after the searches’ own next steps', async () => {
    const searches = new SearchesInFlight();
    const [first, second] = [pendingRead(), pendingRead()];
    const steps: string[] = [];
    const tracked = [searches.track(first.read), searches.track(second.read).catch(() => 'failed')];
    const slice = searches.answered(60_000).then(() => steps.push('slice'));
    first.settle(false);
    await tracked[0]!.then((rows) => steps.push(`search ${rows}`));
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual(['search rows']);
    second.settle(true);
    // The search answers from its read before the slice takes the event loop.
    void tracked[1]!.then((rows) => steps.push(`search ${rows}`));
    await slice;
    expect(steps).toEqual(['search rows', 'search failed', 'slice']);
  });

  it('lets the slice go after its wait when a read never settles, so searches never stop a change', async () => {
    const searches = new SearchesInFlight();
    void searches.track(pendingRead().read);
    const started = performance.now();
    await searches.answered(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });
});

describe('SlicePace', () => {
  it('starts with one part, takes more as slices come back fast, and fewer after a slow one, within its bounds', () => {
    const pace = new SlicePace();
    expect(pace.parts()).toBe(1);
    // Optimized code: 50 jobs in half a millisecond, slice after slice.
    const seen: number[] = [];
    for (let slice = 0; slice < 6; slice += 1) {
      const parts = pace.parts();
      seen.push(parts);
      pace.record(parts * READ_PART * 0.01, parts * READ_PART);
    }
    expect(seen[0]).toBe(1);
    expect(seen.at(-1)).toBeGreaterThan(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // A collection held one slice 40 ms: the next slices are one part again.
    pace.record(40, pace.parts() * READ_PART);
    expect(pace.parts()).toBe(1);
    for (let slice = 0; slice < 40; slice += 1) pace.record(0, READ_PART);
    expect(pace.parts()).toBe(8);
    pace.record(5, 0);
    expect(pace.parts()).toBe(8);
  });
});
