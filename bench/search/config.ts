// The bench's size and run settings (npm run bench:search -- --jobs N; BENCH_DURATION_S).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const { values: args } = parseArgs({ options: { jobs: { type: 'string', default: '100000' } } });
export const JOB_COUNT = Number(args.jobs);
export const RUNS_LOAD = JOB_COUNT <= 200_000;
export const EMPLOYER_COUNT = 500;
export const WORKER_COUNT = 1000;
export const CONNECTIONS = 50;
export const MIXED_RATE = 200;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
export const DISTINCT_REQUESTS = 4000;
export const EXPLAIN_SAMPLES = 12;
/** BENCH_ROUTED=1: the per-shape table also with the search router past its crossing (SEARCH_SQL_FROM_JOBS=0). */
export const ROUTED = process.env.BENCH_ROUTED === '1';
export const RESULTS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'results',
  `${JOB_COUNT === 100_000 ? 'search' : `search-${JOB_COUNT}`}${ROUTED ? '-routed' : ''}.json`,
);
