// One Lighthouse run's figures (bench/web.ts), as the guard reads them.
export interface Measurement {
  /** The host's benchmarkIndex during the run (Lighthouse's), and the CPU slowdown the run was given (bench/web/phone-cpu.ts). */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** What fresh memory cost the host just before the run, in µs a 4 KB page (bench/web/fresh-memory.ts). */
  freshPageMicros: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of JavaScript fetched while the page loaded. */
  scriptBytes: number;
  totalBytes: number;
}
