// The page-speed bench's closing table: each page's medians, one row a page.
import type { Measurement } from './measurement';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const categoryScore = (score: number) => (Number.isNaN(score) ? '-' : score.toFixed(2));

export function printTable(rows: Record<string, Measurement & { performanceRuns: number[] }>, runs: number) {
  console.log(`\nMedian of ${runs} Lighthouse run(s) per page (mobile, simulated throttling, CPU slowdown calibrated to the host):`);
  console.log(
    'page                          perf  (runs)            a11y  bp    seo   FCP      LCP      TBT     CLS    JS        total   index  CPU    fresh page',
  );
  for (const [name, r] of Object.entries(rows)) {
    console.log(
      [
        name.padEnd(29),
        r.performance.toFixed(2).padEnd(5),
        `(${r.performanceRuns.map((s) => s.toFixed(2)).join(' ')})`.padEnd(17),
        categoryScore(r.accessibility).padEnd(5),
        categoryScore(r.bestPractices).padEnd(5),
        categoryScore(r.seo).padEnd(5),
        `${r.fcpMs} ms`.padEnd(8),
        `${r.lcpMs} ms`.padEnd(8),
        `${r.tbtMs} ms`.padEnd(7),
        String(r.cls).padEnd(6),
        kb(r.scriptBytes).padEnd(9),
        kb(r.totalBytes).padEnd(7),
        String(r.benchmarkIndex).padEnd(6),
        `${r.cpuSlowdown}x`.padEnd(6),
        `${r.freshPageMicros} µs`,
      ].join(' '),
    );
  }
}
