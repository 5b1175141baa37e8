// A phone's CPU, whatever the host. Lighthouse's mobile profile slows the CPU 4x, which stands for a mid-tier phone on
// a host with a benchmarkIndex of about 1,533 or more. On a slower host 4x makes a slower phone: this 2-core host's
// index moved from 630 to 2,300 within a day, so a fixed 4x measured the host, not the page. A run on a slower host is
// slowed less, by the multiplier Lighthouse's throttling guide recommends for its index (docs/throttling.md, "CPU
// throttling"; the formula of its calculator, github.com/patrickhulce/lighthouse-cpu-throttling-calculator). A faster
// host keeps the default 4x: the profile the page-speed goals (issue 48) were measured with.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'puppeteer-core';

export const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes a host of this benchmarkIndex about as fast as Lighthouse's mobile profile's phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  // The calculator: 1,533 = 4x, 1,300 = 3x, 800 = 2x, 150 = 1x (a host as slow as the phone is not slowed at all).
  if (benchmarkIndex >= 1300) return Math.min(DEFAULT_CPU_SLOWDOWN, 3 + (benchmarkIndex - 1300) / 233);
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The host's benchmarkIndex now, measured in the page as Lighthouse measures it (about two seconds). The first
 * measurement in a fresh page runs before the JIT and the heap have warmed up and reads 15-35% lower than
 * Lighthouse's own, taken later in the run (1,555-1,950 against 2,270-2,450 here): it is run once and dropped.
 */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
}

/**
 * The slowdown for each next run, from the benchmarkIndex Lighthouse measured in the last run; only the first run's is
 * measured before it. Measuring before every run cost two benchmarks (about 2 s) a run; a host that changes speed
 * between runs is caught all the same, by the next run's own index (`slowdownStrays`: bench/web.ts retries that run).
 */
export function nextRunSlowdown() {
  let lastIndex: number | undefined;
  return {
    async slowdown(page: Page): Promise<number> {
      return Number(cpuSlowdownFor(lastIndex ?? (await measureBenchmarkIndex(page))).toFixed(2));
    },
    measuredIndex(benchmarkIndex: number) {
      lastIndex = benchmarkIndex;
    },
  };
}

/** Whether a run's slowdown strays more than 20% from the one its own benchmarkIndex (Lighthouse's) calls for. */
export function slowdownStrays(used: number, benchmarkIndexDuringRun: number): boolean {
  const wanted = cpuSlowdownFor(benchmarkIndexDuringRun);
  return Math.abs(used - wanted) / wanted > 0.2;
}
