// The host's speed now, for the test-time budgets (scripts/ci/report.ts budget): a fixed piece of the work a test
// suite does on one core (JSON, hashing, regular expressions, maps), timed five times; prints the median in seconds.
// A suite's time over this, against the same ratio when its baseline was measured, tells a slower suite from a
// slower or busier machine (typecheck took 91 s on 2026-11-28's machine and 135 s on 2026-11-29's, same code).
import { createHash } from 'node:crypto';

function work(): void {
  const rows = Array.from({ length: 2_000 }, (_, i) => ({
    id: `job-${i}`,
    title: `Pipeline Welder ${i}`,
    pay: i * 125,
    tags: ['osha-10', 'twic', `t${i % 17}`],
  }));
  const index = new Map<string, number>();
  for (let round = 0; round < 40; round += 1) {
    const text = JSON.stringify(rows);
    const parsed = JSON.parse(text) as typeof rows;
    for (const row of parsed) {
      index.set(
        createHash('sha256')
          .update(row.id + round)
          .digest('hex')
          .slice(0, 12),
        row.pay,
      );
      if (/welder\s+\d+7$/i.test(row.title)) index.delete(row.id);
    }
  }
  if (index.size === 0) throw new Error('unreachable: keeps the work from being optimized away');
}

const times: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const started = process.hrtime.bigint();
  work();
  times.push(Number(process.hrtime.bigint() - started) / 1e9);
}
times.sort((a, b) => a - b);
console.log(times[2]!.toFixed(3));
