// CI's page-speed guard (bench/web.ts with BENCH_GUARD): each page's median against the trivial page's of the same run.
import { readFile } from 'node:fs/promises';
import { SLOW_FRESH_PAGE_MICROS } from './fresh-memory';
import type { Measurement } from './measurement';

/** A page's floor, against the trivial page of the same run: a slow machine slows both alike. */
interface Floor {
  /** The page's performance score over the trivial page's, at least. */
  minPerformanceRatio: number;
  /** Total blocking time above the trivial page's, at most. */
  maxExtraTbtMs: number;
}

interface BrowserFloors extends Floor {
  why: string;
  /** A page that has not reached the floor yet, with its own (and why), by its row's name. */
  pages?: Record<string, Floor & { why: string }>;
}

export interface Floors extends BrowserFloors {
  /**
   * Floors measured on one Chromium build (its version, e.g. 156.0.8078.108) that measures every page, the
   * unchanged ones too, far from what the others do: that browser's own figures, so the guard still catches a change.
   */
  browsers?: Record<string, BrowserFloors>;
  /**
   * Floors for a page measured while fresh memory cost at least SLOW_FRESH_PAGE_MICROS a page (bench/web/fresh-memory.ts):
   * the app's pages pay for it and the trivial page hardly does, so their ratio measures the host as well as the page.
   */
  slowFreshMemory?: BrowserFloors;
}

/** The floor a page is held to: its browser's, or the slow-memory host's when its runs met one, or the common one. */
export function floorFor(all: Floors, name: string, row: Measurement, browserVersion: string): Floor & { own: boolean } {
  const floors = all.browsers?.[browserVersion] ?? (row.freshPageMicros >= SLOW_FRESH_PAGE_MICROS ? all.slowFreshMemory : undefined) ?? all;
  const own = floors.pages?.[name];
  return { ...(own ?? floors), own: floors !== all || own !== undefined };
}

/** CI's guard: the measured pages below their floor of BENCH_GUARD's file, measured against the baseline (none: all within). */
export async function guard(rows: Record<string, Measurement>, file: string, baseline: string, browserVersion: string): Promise<string[]> {
  const all = JSON.parse(await readFile(file, 'utf8')) as Floors;
  if (all.browsers?.[browserVersion])
    console.log(`\nChromium ${browserVersion} has floors of its own: ${all.browsers[browserVersion].why}`);
  const base = rows[baseline]!;
  console.log(
    `\nPage speed guard, against the trivial page (performance ${base.performance.toFixed(2)}, TBT ${base.tbtMs} ms): ` +
      `performance at least ${all.minPerformanceRatio} of its, total blocking time at most ${all.maxExtraTbtMs} ms above its` +
      ` (fresh memory: ${base.freshPageMicros.toFixed(1)} µs a page; from ${SLOW_FRESH_PAGE_MICROS} the slow-memory host's floors apply).`,
  );
  const failing: string[] = [];
  for (const [name, row] of Object.entries(rows)) {
    if (name === baseline) continue;
    const floor = floorFor(all, name, row, browserVersion);
    const ratio = row.performance / base.performance;
    const extraTbt = row.tbtMs - base.tbtMs;
    const holds = ratio >= floor.minPerformanceRatio && extraTbt <= floor.maxExtraTbtMs;
    if (!holds) failing.push(name);
    const own = floor.own
      ? ` (floor: ${floor.minPerformanceRatio}, +${floor.maxExtraTbtMs} ms; fresh memory ${row.freshPageMicros.toFixed(1)} µs a page)`
      : '';
    console.log(
      `  ${holds ? 'within  ' : 'TOO SLOW'} ${name.padEnd(34)} performance ${ratio.toFixed(2)} of the trivial page's, TBT +${extraTbt} ms${own}`,
    );
  }
  console.log(failing.length === 0 ? '  every page within its floor' : `  ${failing.length} page(s) too slow`);
  return failing;
}
