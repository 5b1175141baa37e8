// Issue 50's 10M design, measured: the searches PostgreSQL ranks (server/src/modules/jobs/search-sql.ts: while an
// index loads, and the shapes a 10M deployment would move off the index) under EXPLAIN (ANALYZE, BUFFERS), at N jobs.
// The table holds the columns those statements read, under the jobs table's names and indexes (plus the ones the
// design adds, measured before and after they exist): not the real row (its card, texts and triggers make it about
// 2 KB and the insert 30 times slower), so a shape that walks an index reads as few rows here as there, and a shape
// that scans reads fewer pages here (the scans below say how many).
// Usage: nice -n 19 node --import tsx bench/search-sql-scale.ts --jobs 10000000   (TEST_DATABASE_URL; BENCH_KEEP_DB=1)
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../server/src/db/client';
import { countJobsInSql, rankJobsInSql, type SqlFilters } from '../server/src/modules/jobs/search-sql';
import { TITLES, SKILLS } from './search/data';
import { textArray } from './search/seed';

const { values: args } = parseArgs({ options: { jobs: { type: 'string', default: '1000000' } } });
const JOBS = Number(args.jobs);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL (PostgreSQL) is required');
const name = `crewbridge_bench_sql_${JOBS}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

// Places with coordinates (a radius search needs the stored ones), 40 of them.
const PLACES: [string, number, number][] = [
  ['Houston, TX', 29.7604, -95.3698],
  ['Dallas, TX', 32.7767, -96.797],
  ['Austin, TX', 30.2672, -97.7431],
  ['San Antonio, TX', 29.4241, -98.4936],
  ['Tulsa, OK', 36.154, -95.9928],
  ['Oklahoma City, OK', 35.4676, -97.5164],
  ['Denver, CO', 39.7392, -104.9903],
  ['Phoenix, AZ', 33.4484, -112.074],
  ['Los Angeles, CA', 34.0522, -118.2437],
  ['Chicago, IL', 41.8781, -87.6298],
  ['New York, NY', 40.7128, -74.006],
  ['Atlanta, GA', 33.749, -84.388],
  ['Miami, FL', 25.7617, -80.1918],
  ['Seattle, WA', 47.6062, -122.3321],
  ['Portland, OR', 45.5152, -122.6784],
  ['Lake Charles, LA', 30.2266, -93.2174],
  ['Baton Rouge, LA', 30.4515, -91.1871],
  ['New Orleans, LA', 29.9511, -90.0715],
  ['Midland, TX', 31.9973, -102.0779],
  ['Odessa, TX', 31.8457, -102.3676],
  ['Corpus Christi, TX', 27.8006, -97.3964],
  ['Beaumont, TX', 30.0802, -94.1266],
  ['Mobile, AL', 30.6954, -88.0399],
  ['Birmingham, AL', 33.5186, -86.8104],
  ['Nashville, TN', 36.1627, -86.7816],
  ['Memphis, TN', 35.1495, -90.049],
  ['Kansas City, MO', 39.0997, -94.5786],
  ['St. Louis, MO', 38.627, -90.1994],
  ['Omaha, NE', 41.2565, -95.9345],
  ['Minneapolis, MN', 44.9778, -93.265],
  ['Detroit, MI', 42.3314, -83.0458],
  ['Pittsburgh, PA', 40.4406, -79.9959],
  ['Charlotte, NC', 35.2271, -80.8431],
  ['Jacksonville, FL', 30.3322, -81.6557],
  ['Salt Lake City, UT', 40.7608, -111.891],
  ['Las Vegas, NV', 36.1699, -115.1398],
  ['Albuquerque, NM', 35.0844, -106.6504],
  ['Bakersfield, CA', 35.3733, -119.0187],
  ['Casper, WY', 42.8666, -106.3131],
  ['Williston, ND', 48.147, -103.618],
];
const INDUSTRIES = ['construction', 'energy', 'oilgas', 'manufacturing', 'telecommunications', 'transportation', 'utilities', 'mining'];

const BASE_INDEXES = [
  // As in server/src/db/schema/jobs.ts.
  'create index jobs_active_posted_at_id_idx on jobs (posted_at, id) where is_active',
  'create index jobs_boosted_until_idx on jobs (boosted_until) where boosted_until is not null',
  'create index jobs_industry_idx on jobs (industry)',
  'create index jobs_search_vector_idx on jobs using gin (search_vector)',
];
// What the design adds for the shapes PostgreSQL ranks (search README "10M jobs").
// As built: migrations 0076 (pay) and 0078 (an industry's newest and pay orders, for the router's shapes).
const DESIGN_INDEXES = [
  'create index jobs_active_pay_idx on jobs (pay_rank desc, posted_at desc, id desc) where is_active',
  'create index jobs_active_industry_posted_idx on jobs (industry, posted_at desc, id desc) where is_active',
  'create index jobs_active_industry_pay_idx on jobs (industry, pay_rank desc, posted_at desc, id desc) where is_active',
];

async function build(admin: pg.Client) {
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount !== 0) return false;
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query(`create table jobs (
      id uuid primary key default gen_random_uuid(), posted_at timestamptz not null, is_active boolean not null default true,
      boosted_until timestamptz, pay_rank integer not null, industry text not null, job_type text not null,
      experience_level text, lat double precision, lng double precision, location text not null,
      required_credentials text[] not null default '{}', per_diem_cents integer, lodging_provided boolean not null default false,
      search_vector tsvector)`);
    const h = (k: number, size: number | string) => `((hashint4(n * 8 + ${k})::bigint + 2147483648) % ${size})::int`;
    const started = performance.now();
    // One statement, as the issue asks; a job in 20 is closed, one in 2,000 boosted.
    await client.query(`
      with pools as (select ${textArray(TITLES)} t, ${textArray(SKILLS)} s, ${textArray(INDUSTRIES)} i,
        ${textArray(PLACES.map((p) => p[0]))} c, array[${PLACES.map((p) => p[1]).join(',')}]::float8[] la,
        array[${PLACES.map((p) => p[2]).join(',')}]::float8[] lo)
      insert into jobs (posted_at, is_active, boosted_until, pay_rank, industry, job_type, experience_level, lat, lng, location,
        required_credentials, per_diem_cents, lodging_provided, search_vector)
      select now() - ((n % 525600) || ' minutes')::interval - (n / 525600) * interval '1 second', n % 20 <> 0,
        case when n % 2000 = 0 then now() + interval '7 days' end, 30000 + ${h(5, 90000)},
        i[1 + ${h(1, 8)}], (array['full-time','part-time','contract','temporary'])[1 + ${h(3, 4)}],
        (array['entry','mid','senior',null])[1 + ${h(4, 4)}], la[1 + ${h(2, PLACES.length)}], lo[1 + ${h(2, PLACES.length)}],
        c[1 + ${h(2, PLACES.length)}], case when n % 5 = 0 then array['osha-10'] else '{}' end,
        case when n % 4 = 0 then 5000 end, n % 6 = 0,
        to_tsvector('english', t[1 + ${h(0, 'array_length(t, 1)')}] || ' ' || s[1 + ${h(6, 'array_length(s, 1)')}]
          || ' join our crew steady hours safety first tools provided job ' || n)
      from generate_series(1, ${JOBS}) n, pools`);
    console.log(`${JOBS.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    for (const statement of BASE_INDEXES) await client.query(statement);
    await client.query('vacuum analyze jobs');
    console.log(`indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
  return true;
}

const SHAPES: Record<string, { filters: SqlFilters; byPay?: boolean; count?: boolean }> = {
  'newest, unfiltered': { filters: {} },
  'newest + industry': { filters: { industry: 'mining' } },
  // The router's shapes (newest, pay, counts by an industry at most), an industry without open jobs among them.
  'newest + industry with no job': { filters: { industry: 'aerospace' } },
  'pay + industry': { filters: { industry: 'utilities' }, byPay: true },
  'pay + industry with no job': { filters: { industry: 'aerospace' }, byPay: true },
  'count (cap 1,001) + industry': { filters: { industry: 'energy' }, count: true },
  // A narrower filter the router leaves to the index: the newest walk until 21 jobs pass.
  'newest + radius + min pay + job type': {
    filters: { near: { center: { lat: 31.8457, lng: -102.3676 }, radiusMiles: 50 }, minPay: 110_000, jobType: 'temporary' },
  },
  'newest + keyword (common)': { filters: { q: 'welder' } },
  'newest + keyword (rare)': { filters: { q: 'millwright blueprint' } },
  'newest + radius 50 mi': { filters: { near: { center: { lat: 29.7604, lng: -95.3698 }, radiusMiles: 50 } } },
  'newest + job type, level, per diem': { filters: { jobType: 'contract', experienceLevels: ['mid'], hasPerDiem: true } },
  'pay, unfiltered': { filters: {}, byPay: true },
  'pay + min pay + industry': { filters: { minPay: 100_000, industry: 'energy' }, byPay: true },
  'count (cap 1,001) + keyword': { filters: { q: 'electrician' }, count: true },
  'count (cap 1,001) + industry + radius': {
    filters: { industry: 'oilgas', near: { center: { lat: 30.2266, lng: -93.2174 }, radiusMiles: 100 } },
    count: true,
  },
};

interface Plan {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Node Type': string; 'Shared Hit Blocks': number; 'Shared Read Blocks': number; Plans?: Plan['Plan'][] };
}
const nodeTypes = (plan: Plan['Plan']): string[] => [plan['Node Type'], ...(plan.Plans ?? []).flatMap(nodeTypes)];

/** Runs each shape's statements (the service's own, search-sql.ts) under EXPLAIN ANALYZE: the median of 5 runs each. */
async function explainShapes(pool: pg.Pool) {
  const runs: Record<string, { ms: number; blocks: number; nodes: string }> = {};
  for (const [label, shape] of Object.entries(SHAPES)) {
    const samples: { ms: number; blocks: number; nodes: string }[] = [];
    for (let run = 0; run < 5; run += 1) {
      let ms = 0;
      let blocks = 0;
      const nodes: string[] = [];
      const explaining = new Proxy(pool, {
        get(target, property) {
          if (property !== 'query') return Reflect.get(target, property, target) as unknown;
          return async (config: string | pg.QueryConfig, values?: unknown[]) => {
            const text = typeof config === 'string' ? config : config.text;
            const params = values ?? (typeof config === 'string' ? undefined : config.values);
            const explained = await target.query(`explain (analyze, buffers, format json) ${text}`, params);
            const [plan] = explained.rows[0]['QUERY PLAN'] as Plan[];
            ms += plan!['Planning Time'] + plan!['Execution Time'];
            blocks += plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'];
            nodes.push(nodeTypes(plan!.Plan).join('>'));
            return target.query(config as pg.QueryConfig, values);
          };
        },
      });
      const db = drizzle(explaining) as Database;
      if (shape.count) await countJobsInSql(db, shape.filters, 1001);
      else await rankJobsInSql(db, shape.filters, { byPay: shape.byPay === true, cursor: null, limit: 21, now: new Date() });
      samples.push({ ms, blocks, nodes: nodes.join(' | ') });
    }
    samples.sort((a, b) => a.ms - b.ms);
    const median = samples[2]!;
    runs[label] = { ms: Number(median.ms.toFixed(2)), blocks: median.blocks, nodes: median.nodes };
    console.log(`${label.padEnd(40)} ${median.ms.toFixed(1).padStart(9)} ms  ${String(median.blocks).padStart(8)} blocks  ${median.nodes}`);
  }
  return runs;
}

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await build(admin);
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const client = await pool.connect();
    await client.query(DESIGN_INDEXES.map((statement) => `drop index if exists ${statement.split(' ')[2]}`).join(';'));
    client.release();
    const size = await pool.query<{ size: string }>(`select pg_size_pretty(pg_total_relation_size('jobs')) as size`);
    console.log(`\n${name}: jobs ${size.rows[0]!.size}; the jobs table's indexes only`);
    const before = await explainShapes(pool);
    const started = performance.now();
    for (const statement of DESIGN_INDEXES) await pool.query(statement);
    await pool.query('analyze jobs');
    const indexSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    console.log(`\nwith the design's indexes (built in ${indexSeconds} s)`);
    const after = await explainShapes(pool);
    await pool.end();
    const result = {
      date: new Date().toISOString(),
      jobs: JOBS,
      table: size.rows[0]!.size,
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
      notes:
        "EXPLAIN (ANALYZE, BUFFERS) of the statements search-sql.ts sends (a page: the boosted jobs' statement, then the rest's; a count: one), the median of 5 runs each, on a narrow table with the jobs table's columns and indexes (bench/search-sql-scale.ts); blocks: shared buffers hit or read; a shared 2-core machine.",
      designIndexes: DESIGN_INDEXES,
      designIndexSeconds: indexSeconds,
      before,
      after,
    };
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `search-sql-${JOBS}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written to ${file}`);
  } finally {
    if (process.env.BENCH_KEEP_DB !== '1') await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
