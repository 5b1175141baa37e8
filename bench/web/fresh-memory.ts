// What memory a process has never touched costs this host. Some virtual machines give the guest's free memory back to
// their host and hand it out again page by page on first touch: 10-25 µs a 4 KB page on the hosts of 2026-11-30 at
// times, 2.7-3.7 µs at others. A browser's renderer touches tens of thousands of fresh pages while a page loads, so on
// such a host every app page is timed far slower than the trivial page beside it, which touches few
// (bench/web/guard.ts holds its own floors for it). Measured in this process: memory of this size is mapped afresh.
// 64 MB reads the same as 256 MB did (11.6-13.6 µs a page against 11.6-12.8 on one such host), in a quarter of the time.

/** From this many µs a fresh 4 KB page, a run met the slow kind of host: above the 2.7-3.7 µs of its quieter times. */
export const SLOW_FRESH_PAGE_MICROS = 6;

const PAGE_BYTES = 4096;

/** Microseconds per 4 KB page to allocate `megabytes` this process has not held and write one byte in each page. */
export function freshPageMicros(megabytes = 64): number {
  const started = process.hrtime.bigint();
  const memory = Buffer.allocUnsafeSlow(megabytes * 1024 * 1024);
  for (let offset = 0; offset < memory.length; offset += PAGE_BYTES) memory[offset] = 1;
  const micros = Number(process.hrtime.bigint() - started) / 1e3;
  return micros / (memory.length / PAGE_BYTES);
}
