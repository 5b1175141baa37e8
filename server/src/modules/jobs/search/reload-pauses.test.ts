// A bulk change's slices give searches the event loop (issue 50): how long, on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { yieldToSearches } from './reload-jobs';

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
