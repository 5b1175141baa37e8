// The job-board feeds at scale (issue 53): /feeds/indeed.xml and /feeds/jobs.xml over 100,000 and 1,000,000
// open jobs on PostgreSQL. Times a full read over HTTP (plain and gzipped), the time to the first byte and an
// unchanged feed's 304, and samples the process's memory (RSS and heap) all along: a streamed feed's memory
// stays near one batch's whatever the number of jobs. The client side counts bytes and keeps none.
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/feeds.ts [-- --jobs 100000,1000000]
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { withThrowawayDatabase } from './lib';

const jobsFlag = process.argv.indexOf('--jobs');
const SIZES = (jobsFlag > 0 ? process.argv[jobsFlag + 1]! : '100000,1000000').split(',').map(Number);
const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'feeds.json');
const EMPLOYERS = 500;
const CONDITIONAL_SAMPLES = 20;
const MB = 1024 * 1024;
const JOB_END = Buffer.from('</job>');

/** Jobs like employers write them, a few with what a feed must escape; 1 in 10 closed, 1 in 20 kept out of feeds. */
async function seed(database: DatabaseHandle, jobs: number) {
  const { db } = database;
  await db.execute(sql`insert into users (email, password_hash, user_type, first_name, last_name)
    select 'feed-employer' || n || '@bench.example.com', 'x', 'employer', 'Employer', 'No' || n from generate_series(1, ${EMPLOYERS}) n`);
  const employers = sql`(select array_agg(id order by email) from users where email like 'feed-employer%@bench.example.com')`;
  // The bench's app is built on an empty database: its search index is not told of these jobs, so memory is the feed's.
  await db.execute(sql`alter table jobs disable trigger jobs_log_inserts`);
  for (let start = 0; start < jobs; start += 100_000) {
    const end = Math.min(jobs, start + 100_000);
    await db.execute(sql`insert into jobs (employer_id, title, description, industry, location, job_type, experience_level,
        salary_min, salary_max, pay_unit, requirements, company_name, is_active, list_in_feeds, posted_at, expires_at)
      select (${employers})[1 + n % ${EMPLOYERS}::int],
        (array['Journeyman Electrician', 'Pipeline Welder', 'Crane Operator', 'HVAC Technician', 'Millwright'])[1 + n % 5] || ' #' || n,
        'Commercial and industrial work on a new site: conduit, terminations and panel builds. Company-paid OSHA 30, '
          || 'per diem for travel, overtime most weeks. Bring your own hand tools; we supply the rest. '
          || case when n % 97 = 0 then 'Tricky text ]]> with <markup> & an e-mail hiring' || n || '@example.com. ' else '' end
          || repeat('Safety first, every shift. ', 8),
        (array['construction', 'oilgas', 'energy', 'manufacturing'])[1 + n % 4],
        (array['Houston, TX 77002', 'Austin, TX', 'Phoenix, AZ 85003', 'Denver, CO', 'Baton Rouge, LA'])[1 + n % 5],
        (array['full-time', 'contract', 'temporary'])[1 + n % 3], (array['entry', 'mid', 'senior'])[1 + n % 3],
        30 + n % 20, 40 + n % 25, 'hour', array['OSHA 10', 'Valid driver license'], 'Bench Company ' || (n % ${EMPLOYERS}),
        n % 10 <> 0, n % 20 <> 1, now() - (n % 20000) * interval '1 minute', now() + interval '30 days'
      from generate_series(${start + 1}::int, ${end}::int) n`);
  }
  await db.execute(sql`alter table jobs enable trigger jobs_log_inserts`);
  await db.execute(sql`vacuum analyze jobs`);
}

interface Read {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  jobs: number;
}

/** Reads a feed over HTTP, counting bytes (and jobs when plain) without keeping them. */
function readFeed(port: number, url: string, headers: Record<string, string> = {}): Promise<Read> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    let jobs = 0;
    let tail = Buffer.alloc(0);
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        response.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - startedAt;
          bytes += chunk.length;
          if (headers['accept-encoding']) return;
          // Counted in the bytes, without making text of them: the reader's garbage is not the feed's.
          const text = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
          for (let at = text.indexOf(JOB_END); at >= 0; at = text.indexOf(JOB_END, at + JOB_END.length)) jobs += 1;
          tail = Buffer.from(text.subarray(Math.max(0, text.length - JOB_END.length + 1)));
        });
        response.on('end', () =>
          resolve({ status: response.statusCode!, firstByteMs, totalMs: performance.now() - startedAt, bytes, jobs }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Samples RSS and heap every 50 ms while `work` runs; peaks above the baseline taken just before. */
async function withMemory<T>(work: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  try {
    const result = await work();
    return {
      ...result,
      rssBeforeMb: Math.round(before.rss / MB),
      peakRssMb: Math.round(peakRss / MB),
      peakRssGrowthMb: Math.round((peakRss - before.rss) / MB),
      heapBeforeMb: Math.round(before.heapUsed / MB),
      peakHeapMb: Math.round(peakHeap / MB),
    };
  } finally {
    clearInterval(timer);
  }
}

async function bench(url: string, jobs: number) {
  const env = loadEnv({ LOG_LEVEL: 'silent', MAIL_POLL_MS: '0', SCHEDULER_TICK_MS: '0', PUBLIC_URL: 'https://crewbridge.example.com' });
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  await migrateDatabase(database.db);
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  let started = performance.now();
  await seed(database, jobs);
  const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  console.log(`seeded ${jobs.toLocaleString('en-US')} jobs in ${seedSeconds} s`);

  const round = (read: object) =>
    Object.fromEntries(
      (Object.entries(read) as Array<[string, number]>).map(([key, value]) => [key, Number(value.toFixed(key.endsWith('Ms') ? 0 : 2))]),
    );
  const results: Record<string, unknown> = { seedSeconds };
  for (const feed of ['/feeds/indeed.xml', '/feeds/jobs.xml?source=jooble']) {
    const plain = await withMemory(() => readFeed(port, feed));
    const gzipped = await withMemory(() => readFeed(port, feed, { 'accept-encoding': 'gzip' }));
    console.log(feed, 'plain', plain, 'gzip', gzipped);
    results[feed] = { plain: round(plain), gzip: round(gzipped) };
  }
  // An unchanged feed: the reader sends back its ETag and gets 304 without a job read.
  const etag = await new Promise<string>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: '/feeds/indeed.xml', method: 'HEAD' }, (response) => {
        response.resume();
        resolve(String(response.headers.etag));
      })
      .on('error', reject)
      .end();
  });
  const times: number[] = [];
  for (let sample = 0; sample < CONDITIONAL_SAMPLES; sample += 1) {
    started = performance.now();
    const read = await readFeed(port, '/feeds/indeed.xml', { 'if-none-match': etag });
    if (read.status !== 304) throw new Error(`expected 304, got ${read.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  results.notModified = { p50Ms: Number(times[Math.floor(times.length / 2)]!.toFixed(1)), maxMs: Number(times.at(-1)!.toFixed(1)) };
  console.log('304', results.notModified);

  await app.close();
  await database.close();
  return results;
}

const url = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('TEST_DATABASE_URL is not set (for example postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))) },
  notes:
    'One process serves the feed over HTTP on PostgreSQL and reads it (bytes counted, none kept). Memory: process RSS and V8 heap sampled every 50 ms during each read; Growth is above the RSS just before it. 9 in 10 jobs open, 1 in 20 of those kept out of feeds.',
};
for (const jobs of SIZES) report[`jobs${jobs}`] = await withThrowawayDatabase(url, (databaseUrl) => bench(databaseUrl, jobs));
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ ...report, loadAverageAtEnd: os.loadavg() }, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
