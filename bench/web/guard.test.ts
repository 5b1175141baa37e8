import { describe, expect, it } from 'vitest';
import { SLOW_FRESH_PAGE_MICROS } from './fresh-memory';
import { floorFor, type Floors } from './guard';
import type { Measurement } from './measurement';

const floors: Floors = {
  why: 'common',
  minPerformanceRatio: 0.9,
  maxExtraTbtMs: 300,
  pages: { '/dashboard': { why: 'its data first', minPerformanceRatio: 0.82, maxExtraTbtMs: 300 } },
  slowFreshMemory: {
    why: 'slow memory',
    minPerformanceRatio: 0.7,
    maxExtraTbtMs: 2000,
    pages: { '/dashboard': { why: 'its data first, slow memory', minPerformanceRatio: 0.6, maxExtraTbtMs: 2500 } },
  },
  browsers: { '150.0.1': { why: 'that build', minPerformanceRatio: 0.8, maxExtraTbtMs: 500 } },
};

const run = (freshPageMicros: number) => ({ freshPageMicros }) as Measurement;
const floor = (name: string, micros: number, browser = '156.0.1') => {
  const { minPerformanceRatio, maxExtraTbtMs } = floorFor(floors, name, run(micros), browser);
  return [minPerformanceRatio, maxExtraTbtMs];
};

describe('floorFor', () => {
  it('holds a page measured on a host with ordinary memory to the common floor, or to its own', () => {
    expect(floor('/pricing', 1)).toEqual([0.9, 300]);
    expect(floor('/dashboard', 1)).toEqual([0.82, 300]);
  });

  it("holds a page whose runs met memory at the slow host's cost to that host's floors", () => {
    expect(floor('/pricing', SLOW_FRESH_PAGE_MICROS)).toEqual([0.7, 2000]);
    expect(floor('/dashboard', 12)).toEqual([0.6, 2500]);
    expect(floor('/pricing', SLOW_FRESH_PAGE_MICROS - 0.1)).toEqual([0.9, 300]);
  });

  it("puts a Chromium build's own floors first, and keeps the common floor where no slow-memory floors are set", () => {
    expect(floor('/pricing', 12, '150.0.1')).toEqual([0.8, 500]);
    const { slowFreshMemory: _, ...withoutSlow } = floors;
    expect(floorFor(withoutSlow, '/pricing', run(12), '156.0.1').minPerformanceRatio).toBe(0.9);
  });
});
