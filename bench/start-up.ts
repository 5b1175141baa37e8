// Start-up time and memory of the server run through tsx (`node --import tsx server/src/server.ts`, as
// `npm start` did before) against the build (`node --enable-source-maps dist/server/server.mjs`, as it
// does now, and without source maps), in turns so all see the same machine: on the embedded database,
// and on PostgreSQL when one answers (BENCH_DATABASE_URL, the admin URL a throwaway database is made on).
// Usage: npm run bench:start-up  [BENCH_ROUNDS=5] [BENCH_REQUESTS=200] [BENCH_DATABASE_URL=postgres://...]
// (needs dist/client: npm run build)
//
// Each start reuses one database, migrated and seeded by warm-up starts that are not counted: a
// restart, not a first install. Start-up is from spawning the process to the first 200 from /healthz
// (and from /readyz, once the job search index has loaded). RSS is the whole process (every thread:
// the embedded database's, the document and page workers') from /proc; the heap is the main thread's
// V8 heap in use, from /metrics. Both are read a second after start and a second after the requests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_FLAGS } from '../scripts/build-server';
import { postgresAnswers, withThrowawayDatabase } from './lib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const RESULTS_FILE = path.join(ROOT, 'bench/results/start-up.json');
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const METRICS_TOKEN = randomBytes(24).toString('hex');
/** What the requests ask for, in turn: the home page, the server-rendered /jobs page, the public job list, and the signed-in one. */
const PATHS = ['/', '/jobs', '/api/public/jobs', '/api/jobs'];
/** The demo worker (README, "Demo login"): /api/jobs is for signed-in users. */
const DEMO_WORKER = { email: 'worker@crewbridge.example.com', password: 'CrewBridge2026!' };

const MODES = {
  tsx: ['--import', 'tsx', 'server/src/server.ts'],
  built: [...SERVER_NODE_FLAGS, 'dist/server/server.mjs'],
  /** What the source maps cost: Node reads and keeps a module's map at load when they are enabled. */
  builtWithoutSourceMaps: ['dist/server/server.mjs'],
} as const;
type Mode = keyof typeof MODES;

interface Run {
  healthzMs: number;
  readyzMs: number;
  afterStart: Memory;
  afterRequests: Memory;
  requestsMs: number;
}
interface Memory {
  rssMb: number;
  peakRssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** VmRSS and VmHWM (the peak) of `pid`, from /proc: Linux only. */
function processRss(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: mb(kb('VmRSS') * 1024), peakRssMb: mb(kb('VmHWM') * 1024) };
}

async function memoryOf(pid: number, baseUrl: string): Promise<Memory> {
  const metrics = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1] ?? NaN);
  return {
    ...processRss(pid),
    heapUsedMb: mb(metric('nodejs_heap_size_used_bytes')),
    heapTotalMb: mb(metric('nodejs_heap_size_total_bytes')),
  };
}

/** Signs the demo worker in; its session cookie. */
async function signIn(baseUrl: string, client: Record<string, string>): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...client, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_WORKER),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function waitFor(url: string, started: number, exited: () => boolean): Promise<number> {
  const deadline = started + 120_000;
  for (;;) {
    if (exited()) throw new Error(`the server exited before ${url} answered`);
    if (performance.now() > deadline) throw new Error(`${url} did not answer within 120 s`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await delay(10);
  }
}

let nextPort = 5600 + (process.pid % 300);
/**
 * Each start's requests come from an address of their own (X-Forwarded-For, TRUST_PROXY): on PostgreSQL
 * the rate limits' counts are kept in the database, and the public search's 120 a minute would otherwise
 * be spent by the start before. A header only: every request goes to 127.0.0.1.
 */
let nextClient = 0;

/** Where a start keeps its data: DATA_DIR, and for PostgreSQL its DATABASE_URL and shared UPLOADS_DIR. */
interface Database {
  dataDir: string;
  env: Record<string, string>;
}

async function startAndMeasure(mode: Mode, database: Database, { requests }: { requests: number }): Promise<Run> {
  const port = nextPort++;
  const client = { 'x-forwarded-for': `198.51.100.${(nextClient++ % 250) + 1}` };
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, MODES[mode], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: database.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...database.env,
      METRICS_TOKEN,
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  try {
    const healthzMs = await waitFor(`${baseUrl}/healthz`, started, exited);
    const readyzMs = await waitFor(`${baseUrl}/readyz`, started, exited);
    await delay(1000);
    const afterStart = await memoryOf(child.pid!, baseUrl);
    const requestsStarted = performance.now();
    const cookie = await signIn(baseUrl, client);
    for (let index = 0; index < requests; index++) {
      const pathname = PATHS[index % PATHS.length];
      const response = await fetch(`${baseUrl}${pathname}`, { headers: pathname.startsWith('/api/jobs') ? { ...client, cookie } : client });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    }
    const requestsMs = performance.now() - requestsStarted;
    await delay(1000);
    const afterRequests = await memoryOf(child.pid!, baseUrl);
    return { healthzMs, readyzMs, afterStart, afterRequests, requestsMs };
  } finally {
    if (!exited()) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await gone;
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

function summary(runs: Run[]) {
  const of = (pick: (run: Run) => number) => ({
    median: round(median(runs.map(pick))),
    min: round(Math.min(...runs.map(pick))),
    max: round(Math.max(...runs.map(pick))),
  });
  return {
    healthzMs: of((run) => run.healthzMs),
    readyzMs: of((run) => run.readyzMs),
    rssMbAfterStart: of((run) => run.afterStart.rssMb),
    heapUsedMbAfterStart: of((run) => run.afterStart.heapUsedMb),
    rssMbAfterRequests: of((run) => run.afterRequests.rssMb),
    heapUsedMbAfterRequests: of((run) => run.afterRequests.heapUsedMb),
    peakRssMb: of((run) => run.afterRequests.peakRssMb),
    requestsMs: of((run) => run.requestsMs),
  };
}

/** Every mode's runs on one database, in turns. */
async function measure(label: string, database: Database): Promise<Record<Mode, Run[]>> {
  // The first migrates and seeds the database; tsx's also fills its cache of transformed files.
  console.log(`${label}: warm-up starts (not counted)...`);
  for (const mode of ['built', 'tsx'] as const) await startAndMeasure(mode, database, { requests: PATHS.length });
  const modes = Object.keys(MODES) as Mode[];
  const runs = Object.fromEntries(modes.map((mode) => [mode, [] as Run[]])) as Record<Mode, Run[]>;
  for (let index = 0; index < ROUNDS; index++) {
    // Each round starts with the next mode, so none always runs first or last.
    const order = modes.map((_, offset) => modes[(index + offset) % modes.length]);
    for (const mode of order) {
      // On a shared machine a start can be stopped from outside: such a run is tried once more.
      const run = await startAndMeasure(mode, database, { requests: REQUESTS }).catch((error: unknown) => {
        console.log(`${label} round ${index + 1} ${mode}: ${error instanceof Error ? error.message : error}; trying again`);
        return startAndMeasure(mode, database, { requests: REQUESTS });
      });
      runs[mode].push(run);
      console.log(
        `${label} round ${index + 1} ${mode.padEnd(22)} /healthz ${Math.round(run.healthzMs)} ms, /readyz ${Math.round(run.readyzMs)} ms, ` +
          `RSS ${run.afterStart.rssMb} -> ${run.afterRequests.rssMb} MB, heap ${run.afterStart.heapUsedMb} -> ${run.afterRequests.heapUsedMb} MB`,
      );
    }
  }
  console.table(
    Object.fromEntries(
      modes.map((mode) => [mode, Object.fromEntries(Object.entries(summary(runs[mode])).map(([name, value]) => [name, value.median]))]),
    ),
  );
  return runs;
}

function resultsOf(runs: Record<Mode, Run[]>) {
  const modes = Object.keys(runs) as Mode[];
  return { summary: Object.fromEntries(modes.map((mode) => [mode, summary(runs[mode])])), runs };
}

if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  console.error('No dist/client: npm run build first (the requests ask for the home and /jobs pages).');
  process.exit(1);
}
await buildServer();
const folder = mkdtempSync(path.join(tmpdir(), 'crewbridge-bench-start-up-'));
try {
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: `${cpus().length} x ${cpus()[0]?.model ?? 'unknown'}`,
    rounds: ROUNDS,
    requests: REQUESTS,
    paths: PATHS,
    databases: 'seeded demo data, reused across starts: embedded PGlite, and PostgreSQL when one answered',
    commands: Object.fromEntries(Object.entries(MODES).map(([mode, args]) => [mode, `node ${args.join(' ')}`])),
    embedded: null as ReturnType<typeof resultsOf> | null,
    postgres: null as ReturnType<typeof resultsOf> | null,
  };
  const write = () => {
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  };
  results.embedded = resultsOf(await measure('embedded', { dataDir: path.join(folder, 'embedded'), env: { DATABASE_URL: '' } }));
  write();
  const postgres = (await postgresAnswers(POSTGRES_ADMIN_URL))
    ? await withThrowawayDatabase(POSTGRES_ADMIN_URL, (url) =>
        measure('postgres', {
          dataDir: path.join(folder, 'postgres'),
          env: { DATABASE_URL: url, UPLOADS_DIR: path.join(folder, 'uploads'), DEMO_DATA: 'on' },
        }),
      )
    : null;
  results.postgres = postgres && resultsOf(postgres);
  write();
  console.log(`Medians of ${ROUNDS} starts each above; every run in ${path.relative(ROOT, RESULTS_FILE)}.`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
