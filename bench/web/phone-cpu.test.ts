import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { cpuSlowdownFor, nextRunSlowdown, slowdownStrays } from './phone-cpu';

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's calculator on hosts slower than its reference", () => {
    expect(cpuSlowdownFor(1300)).toBeCloseTo(3);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5);
    expect(cpuSlowdownFor(800)).toBeCloseTo(2);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5);
  });

  it('keeps the default 4x on the reference host and faster ones, and never speeds a slow host up', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4);
    expect(cpuSlowdownFor(2300)).toBe(4);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(40)).toBe(1);
  });

  it('grows with the host speed', () => {
    const indexes = [100, 400, 799, 800, 1299, 1300, 1500];
    const slowdowns = indexes.map(cpuSlowdownFor);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
  });
});

describe('slowdownStrays', () => {
  it('flags a run whose host changed speed by more than a fifth of the slowdown', () => {
    expect(slowdownStrays(4, 2300)).toBe(false);
    expect(slowdownStrays(2, 850)).toBe(false);
    expect(slowdownStrays(4, 900)).toBe(true);
    expect(slowdownStrays(2, 1600)).toBe(true);
  });
});

describe('nextRunSlowdown', () => {
  it('measures the host before the first run only, then takes the index Lighthouse measured in the last run', async () => {
    let benchmarks = 0;
    const page = { evaluate: async () => ((benchmarks += 1), 1300) } as unknown as Page;
    const next = nextRunSlowdown();
    expect(await next.slowdown(page)).toBeCloseTo(3);
    const measuredFirst = benchmarks;
    expect(measuredFirst).toBeGreaterThan(0);
    next.measuredIndex(800);
    expect(await next.slowdown(page)).toBeCloseTo(2);
    next.measuredIndex(2300);
    expect(await next.slowdown(page)).toBe(4);
    expect(benchmarks).toBe(measuredFirst);
  });
});
