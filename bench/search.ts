// Job search under load (issue 5 "Speed"): seeds 100,000 jobs into a throwaway database, then
// drives a bare Fastify JSON route (the ceiling), the default feed, a filtered keyword search and
// best match with autocannon, then keyword search and best match again with a new query per
// request, so the 5 s result cache cannot help. Embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
// Usage: npm run bench:search   [TEST_DATABASE_URL=postgres://...]   [BENCH_DURATION_S=10]
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { CITY_LABELS } from '../core/shared/cities';
import { INDUSTRIES, JOB_TYPES, EXPERIENCE_LEVELS } from '../core/shared/options';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/src/db/client';

const JOB_COUNT = 100_000;
const EMPLOYER_COUNT = 500;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'search.json');

const TITLES = [
  'Electrician', 'Industrial Electrician', 'Pipeline Welder', 'Structural Welder', 'HVAC Technician', 'Plumber',
  'Carpenter', 'Crane Operator', 'Heavy Equipment Operator', 'Millwright', 'Lineman', 'Fiber Optic Technician',
  'Instrumentation Technician', 'Maintenance Technician', 'Rig Operator', 'Plant Operator', 'Diesel Mechanic',
  'Safety Coordinator', 'Project Supervisor', 'Forklift Operator', 'Quality Inspector', 'Machinist', 'Roofer',
  'Mason', 'Painter', 'Drywall Installer', 'Truck Driver', 'Warehouse Worker', 'Telecommunications Technician',
  'Production Worker',
];
const SKILLS = [
  'NEC code', 'Conduit bending', 'Blueprint reading', 'TIG welding', 'Stick welding', 'OSHA 30', 'Rigging',
  'PLC troubleshooting', 'Fiber splicing', 'Confined space', 'CDL Class A', 'Hydraulics', 'Motor controls',
  'Forklift certified', 'First aid', 'Scaffolding',
];

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** Employers with complete profiles, then 100,000 jobs spread over titles, cities, industries, pay and 365 days. */
async function seed(database: DatabaseHandle) {
  const db = database.db;
  await db.execute(sql.raw(`
    insert into users (id, email, password_hash, user_type)
    select gen_random_uuid(), 'bench-employer-' || n || '@bench.example.com', 'x', 'employer'
    from generate_series(1, ${EMPLOYER_COUNT}) n`));
  await db.execute(sql.raw(`
    insert into employer_profiles (user_id, company_name, industry, company_size, contact_email, phone_number, headquarters, description)
    select id, 'Bench Company ' || row_number() over (), 'construction', '51-200', email, '555-0100', 'Houston, TX', 'Bench'
    from users where user_type = 'employer'`));
  await db.execute(sql.raw(`
    with employers as (select array_agg(id) as ids from users where user_type = 'employer'),
    pools as (select ${textArray(TITLES)} t, ${textArray(CITY_LABELS)} c, ${textArray(INDUSTRIES)} i,
      ${textArray(JOB_TYPES)} jt, ${textArray(EXPERIENCE_LEVELS)} el, ${textArray(SKILLS)} s)
    insert into jobs (employer_id, title, description, industry, location, job_type, experience_level,
      salary_min, salary_max, requirements, skills, posted_at)
    select employers.ids[1 + n % ${EMPLOYER_COUNT}],
      t[1 + n % array_length(t, 1)],
      'Join our crew on a ' || i[1 + (n / 7) % 8] || ' project. Steady hours, safety first, tools provided. Job ' || n || '.',
      i[1 + (n / 7) % 8],
      c[1 + (n * 13) % array_length(c, 1)],
      jt[1 + n % 4], el[1 + (n / 3) % 4],
      30000 + (n * 37) % 70000, 40000 + (n * 37) % 70000 + 10000,
      array['OSHA 10', 'Valid driver license', 'Pass drug screen', 'Own hand tools'],
      array[s[1 + n % array_length(s, 1)], s[1 + (n / 5) % array_length(s, 1)]],
      now() - ((n % 525600) || ' minutes')::interval
    from generate_series(1, ${JOB_COUNT}) n, employers, pools`));
  // What autovacuum does soon after a bulk load: fresh statistics and the GIN pending list merged.
  await db.execute(sql.raw('vacuum analyze'));
}

interface Scenario {
  url: string;
  headers: Record<string, string>;
  /** A different path per request, so every request misses the 5 s search cache and queries the database. */
  pathPerRequest?: (n: number) => string;
}

async function run(
  scenario: Scenario,
): Promise<{ requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }> {
  let sent = 0;
  const { pathPerRequest } = scenario;
  const result = await autocannon({
    url: scenario.url,
    headers: scenario.headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(pathPerRequest && {
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: pathPerRequest((sent += 1)) }) }],
    }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function startCeiling() {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ ok: true, jobs: [] as unknown[] }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  console.log(`\n${label}: seeding ${JOB_COUNT.toLocaleString('en-US')} jobs...`);
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await migrateDatabase(database.db);
  const started = Date.now();
  await seed(database);
  console.log(`${label}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp({ env: loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' }), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `bench-${randomUUID()}@bench.example.com`, password: 'bench-password', userType: 'worker' },
  });
  const { token, user } = register.json() as { token: string; user: { id: string } };
  await database.pool.query(
    `update worker_profiles set primary_trade = 'electrician', skills = $2, preferred_industries = $3 where user_id = $1`,
    [user.id, ['NEC code', 'Conduit bending'], ['energy', 'construction']],
  );
  await database.pool.query(`update users set location = 'Houston, TX' where id = $1`, [user.id]);
  const headers = { authorization: `Bearer ${token}` };

  const ceilingApp = await startCeiling();
  const ceilingUrl = `http://127.0.0.1:${(ceilingApp.server.address() as AddressInfo).port}/ping`;
  const searchQuery = new URLSearchParams({
    q: 'electrician',
    industry: 'energy',
    minPay: '50000',
    location: 'Houston, TX',
    radiusMiles: '250',
  });
  const scenarios: Record<string, Scenario> = {
    ceiling: { url: ceilingUrl, headers: {} },
    feed: { url: `${base}/api/jobs`, headers },
    keywordSearch: { url: `${base}/api/jobs?${searchQuery}`, headers },
    bestMatch: { url: `${base}/api/jobs?sort=best`, headers },
    // The same searches with a minimum pay that changes on every request: the database's own
    // speed. Every bench job pays 40,000 or more, so best match still ranks the whole table.
    keywordSearchUncached: {
      url: `${base}/api/jobs?${searchQuery}`,
      headers,
      pathPerRequest: (n) => {
        const query = new URLSearchParams(searchQuery);
        query.set('minPay', String(40_000 + (n % 30_000)));
        return `/api/jobs?${query}`;
      },
    },
    bestMatchUncached: {
      url: `${base}/api/jobs?sort=best`,
      headers,
      pathPerRequest: (n) => `/api/jobs?sort=best&minPay=${n % 30_000}`,
    },
  };
  const results: Record<string, Awaited<ReturnType<typeof run>> & { ratioToCeiling: number }> = {};
  for (const [name, scenario] of Object.entries(scenarios)) {
    const check = await fetch(scenario.url, { headers: scenario.headers });
    if (!check.ok) throw new Error(`${name} answered ${check.status}: ${await check.text()}`);
    const measured = await run(scenario);
    results[name] = { ...measured, ratioToCeiling: measured.requestsPerSecond / (results.ceiling?.requestsPerSecond ?? measured.requestsPerSecond) };
    const r = results[name]!;
    console.log(
      `${label.padEnd(11)} ${name.padEnd(14)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${String(r.p50Ms).padStart(4)} ms  p99 ${String(r.p99Ms).padStart(4)} ms  ${(r.ratioToCeiling * 100).toFixed(1).padStart(5)}% of ceiling${r.errors || r.non2xx ? `  errors=${r.errors} non2xx=${r.non2xx}` : ''}`,
    );
  }

  await ceilingApp.close();
  await app.close();
  await database.close();
  return results;
}

async function withThrowawayDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `crewbridge_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  jobs: JOB_COUNT,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  targets: { feedRatioToCeiling: 0.2, keywordSearchRequestsPerSecond: 1000, keywordSearchP99Ms: 100 },
};
if (process.env.BENCH_SKIP_EMBEDDED !== '1') report.embedded = await benchDatabase('embedded', undefined);
if (process.env.TEST_DATABASE_URL) {
  report.postgres = await withThrowawayDatabase(process.env.TEST_DATABASE_URL, (url) => benchDatabase('postgres', url));
}
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
