// The search bench's searches in one process, for CPU time and instruction counts where wall-clock req/s
// cannot be trusted (a shared, loaded machine; issue 34's throughput check, search/README.md "Throughput").
// Requests go through the app (Fastify inject: auth, validation, the service, the page read) as
// bench:search's do, 50 at a time, without sockets; the database is PostgreSQL, seeded once by
// `seed` and kept, so the old code (a worktree with this file and bench/search/ copied in) and the
// new measure the same jobs, each in a database migrated by its own code.
// (arguments by environment: bench/search/config.ts reads the command line's and takes no others)
//   CPU_BENCH=seed CPU_BENCH_DB=<database url> CPU_BENCH_WORKERS=<file> node --import tsx bench/search-cpu.ts
//   CPU_BENCH=measure CPU_BENCH_DB=... CPU_BENCH_WORKERS=... [CPU_BENCH_ROUNDS=5] [CPU_BENCH_SEARCHES=400] node --import tsx bench/search-cpu.ts
// Under callgrind (valgrind --tool=callgrind --instr-atstart=no --smc-check=all-non-file node --import tsx ...
// ...) the script switches instrumentation on around its measured searches (BENCH_CALLGRIND=1).
// BENCH_CPU_PROFILE_DIR=dir writes a CPU profile of the measured searches there.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { CITY_LABELS } from '../core/shared/cities';
import { KEYWORDS } from './search/data';
import { randomSearch, shuffle } from './search/plan';
import { createRandom, seed, type BenchWorker } from './search/seed';

const { CPU_BENCH: mode, CPU_BENCH_DB: databaseUrl, CPU_BENCH_WORKERS: workersFile } = process.env;
if (!databaseUrl || !workersFile) throw new Error('CPU_BENCH_DB and CPU_BENCH_WORKERS are required (see the top of this file)');

const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
if (mode === 'seed') {
  await migrateDatabase(database.db);
  const { workers } = await seed(database);
  await writeFile(workersFile, JSON.stringify(workers));
  await database.close();
  process.exit(0);
}

// Heap after a full collection at each step (CPU_BENCH_HEAP=1): what the searches' major collections mark.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const heapAt = (step: string) => {
  if (process.env.CPU_BENCH_HEAP !== '1') return;
  collectGarbage();
  console.log(`heap ${step}: ${(process.memoryUsage().heapUsed / 1e6).toFixed(1)} MB`);
};
heapAt('before the app');
const workers = JSON.parse(await readFile(workersFile, 'utf8')) as BenchWorker[];
const app = await buildApp({ env: loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000000' }), database, logger: false });
const loadStarted = performance.now();
// The plugins registered first (each has 10 s, which a load under callgrind blocking the loop would pass), then
// the index loaded, then ready (whose hook finds it loaded).
await app.after();
await app.jobSearch.load();
await app.ready();
heapAt('with the index loaded');
console.log(`index loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

type Planned = { url: string; token: string };
const send = async ({ url, token }: Planned) => {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
};
/**
 * CPU_BENCH_MIX=before: the searches as the bench sent them before issue 34, which the old code answers as the
 * new does: English keywords, the 41 cities of then, minimum pay by the year. (The old code finds nothing for a
 * Spanish word, a town or a ZIP code: a page it answers at once, empty.)
 */
function asBefore(query: Record<string, string>, random: ReturnType<typeof createRandom>) {
  if (process.env.CPU_BENCH_MIX !== 'before') return query;
  if (query.q && !KEYWORDS.includes(query.q)) query.q = random.pick(KEYWORDS);
  if (query.location && !CITY_LABELS.includes(query.location)) query.location = random.pick(CITY_LABELS);
  if (query.payUnit) {
    delete query.minPay;
    delete query.payUnit;
  }
  return query;
}

/** As bench/search/plan.ts planSearches: distinct searches, about one in six a second page. */
async function plan(seedNumber: number, count: number, sort?: string): Promise<Planned[]> {
  const random = createRandom(seedNumber);
  const planned: Planned[] = [];
  for (let n = 0; n < count; n += 1) {
    const worker = random.pick(workers);
    const request = { url: `/api/jobs?${new URLSearchParams(asBefore(randomSearch(random, sort), random))}`, token: worker.token };
    planned.push(request);
    if (random.chance(0.17)) {
      const { nextCursor } = JSON.parse((await send(request)).body) as { nextCursor: string | null };
      if (nextCursor) planned.push({ ...request, url: `${request.url}&cursor=${encodeURIComponent(nextCursor)}` });
    }
  }
  return shuffle(planned, createRandom(seedNumber + 1));
}
/** Sends every request, `connections` in flight, as autocannon's connections do. */
async function run(requests: Planned[], connections = 50) {
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests.length) await send(requests[next++]!);
    }),
  );
}

const rounds = Number(process.env.CPU_BENCH_ROUNDS ?? 5);
const perRound = Number(process.env.CPU_BENCH_SEARCHES ?? 400);
// The baseline: an authenticated route that searches nothing (GET /api/auth/me), which moves with what every
// request pays outside search (plugins, auth, logging), so the two codes' search work can be told apart from it.
const signedIn = (() => {
  const random = createRandom(3);
  return Array.from({ length: 4000 }, () => ({ url: '/api/auth/me', token: random.pick(workers).token }));
})();
const allMixes = { variedMix: await plan(1, 4000), bestMatch: await plan(2, 4000, 'best'), authMe: signedIn };
// CPU_BENCH_MIXES=variedMix,authMe: only those (a profile of one mix).
const only = process.env.CPU_BENCH_MIXES?.split(',');
const mixes = Object.fromEntries(Object.entries(allMixes).filter(([name]) => !only || only.includes(name)));
// Warm up on every planned request (the caches as a 15 s bench run leaves them, the JIT settled).
for (const requests of Object.values(mixes)) await run(requests);
// What the searches find: the old code (before issue 34) finds nothing for Spanish words, towns and ZIP codes.
for (const [name, requests] of Object.entries(mixes).filter(([name]) => name !== 'authMe')) {
  const found = await Promise.all(
    requests.slice(0, 1000).map(async (r) => (JSON.parse((await send(r)).body) as { jobs: unknown[] }).jobs.length),
  );
  const empty = found.filter((n) => n === 0).length;
  console.log(
    `${name}: ${(found.reduce((a, b) => a + b, 0) / found.length).toFixed(1)} jobs a page, ${((100 * empty) / found.length).toFixed(0)}% of pages empty`,
  );
}
heapAt('after the warm-up');

const callgrind = process.env.BENCH_CALLGRIND === '1';
const instrument = (on: boolean) => callgrind && execFileSync('callgrind_control', ['-i', on ? 'on' : 'off', String(process.pid)]);
const results: Record<string, number[]> = Object.fromEntries(Object.keys(mixes).map((name) => [name, []]));
/** CPU seconds so far of this process's threads by name (the main thread, V8's workers: concurrent marking and compiling). */
async function threadSeconds() {
  const seconds = new Map<string, number>();
  for (const tid of await readdir('/proc/self/task')) {
    const stat = await readFile(`/proc/self/task/${tid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const name = Number(tid) === process.pid ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    seconds.set(name, (seconds.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return seconds;
}
const threadsBefore = await threadSeconds();
let measured = 0;
// Not search/measure.ts's: that one imports modules the old code lacks.
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const session = new Session();
if (profileDir) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
for (let round = 0; round < rounds; round += 1) {
  for (const [name, requests] of Object.entries(mixes)) {
    const slice = requests.slice((round * perRound) % requests.length).slice(0, perRound);
    instrument(true);
    const before = process.cpuUsage();
    await run(slice);
    const used = process.cpuUsage(before);
    instrument(false);
    results[name]!.push((used.user + used.system) / 1000 / slice.length);
    measured += slice.length;
  }
}
if (profileDir) {
  const { profile } = await session.post('Profiler.stop');
  await mkdir(profileDir, { recursive: true });
  await writeFile(path.join(profileDir, `search-cpu-${process.pid}.cpuprofile`), JSON.stringify(profile));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [name, perRequest] of Object.entries(results)) {
  console.log(
    `${name.padEnd(10)} CPU ms per search: median ${median(perRequest).toFixed(3)}  rounds ${perRequest.map((ms) => ms.toFixed(2)).join(' ')}`,
  );
}
const threadsAfter = await threadSeconds();
const byThread = [...threadsAfter].map(
  ([name, seconds]) => `${name} ${(((seconds - (threadsBefore.get(name) ?? 0)) * 1000) / measured).toFixed(3)}`,
);
console.log(`CPU ms per search by thread: ${byThread.join(', ')}`);
console.log(`heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
await app.close();
await database.close();
