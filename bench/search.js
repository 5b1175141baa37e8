// Job search under the traffic workers really send (issue 15). Seeds jobs and 1,000 complete
// workers into a throwaway database, then measures with autocannon (in a child process, so the
// server's CPU is measured alone: bench/load-generator.ts), beside a bare Fastify route
// in the same run (the normaliser on a shared machine); searches rank in the instance's index
// (server/src/modules/jobs/search-index.ts) and there is no result cache:
//   - a varied mix: >= 2,000 distinct seeded requests from >= 500 workers (keywords, a third of them
//     Spanish or misspelt, industries, 60 locations with towns and ZIP codes, radius 25-250 mi, min pay
//     by the year or the hour, all sorts, second pages through nextCursor);
//   - best match alone, varied the same way;
//   - a mixed read/write load at a fixed 200 req/s (search, job reads, messages, applications, saves);
//   - per search shape: database time (EXPLAIN ANALYZE of the SQL the service runs) and the whole
//     service call's time, in-memory ranking included; the index's load time and heap;
//   - CPU per request of this process and of the database backends, beside req/s (a shared machine moves req/s most).
// Embedded PGlite always (unless BENCH_SKIP_EMBEDDED=1); PostgreSQL too when TEST_DATABASE_URL is set.
// With --jobs above 200,000 only the per-shape table runs (on PostgreSQL).
// Usage: npm run bench:search [-- --jobs 1000000]   [TEST_DATABASE_URL=postgres://...]   [BENCH_DURATION_S=15]
//   [BENCH_CPU_PROFILE_DIR=dir]: writes this process's CPU profile of each load run there (.cpuprofile, for
//   Chrome DevTools), to see where the server's time per request goes.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { jobSearchQuerySchema } from '../core/jobs/schemas';
import { CITY_LABELS } from '../core/shared/cities';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, TRADES } from '../core/shared/options';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { createSessionToken, hashSessionToken } from '../server/src/lib/tokens';
import { searchPageReadStats } from '../server/src/modules/jobs/repository';
import * as jobsService from '../server/src/modules/jobs/service';
import { createJobSearchIndex } from '../server/src/modules/jobs/search-index';
import { coordinatesCacheStats } from '../server/src/modules/places/service';
import { withThrowawayDatabase } from './lib';
import { runLoad } from './load-generator';
const { values: args } = parseArgs({ options: { jobs: { type: 'string', default: '100000' } } });
const JOB_COUNT = Number(args.jobs);
const RUNS_LOAD = JOB_COUNT <= 200_000;
const EMPLOYER_COUNT = 500;
const WORKER_COUNT = 1000;
const CONNECTIONS = 50;
const MIXED_RATE = 200;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const DISTINCT_REQUESTS = 4000;
const EXPLAIN_SAMPLES = 12;
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', JOB_COUNT === 100_000 ? 'search.json' : `search-${JOB_COUNT}.json`);
const TITLES = [
    'Electrician',
    'Industrial Electrician',
    'Pipeline Welder',
    'Structural Welder',
    'HVAC Technician',
    'Plumber',
    'Carpenter',
    'Crane Operator',
    'Heavy Equipment Operator',
    'Millwright',
    'Lineman',
    'Fiber Optic Technician',
    'Instrumentation Technician',
    'Maintenance Technician',
    'Rig Operator',
    'Plant Operator',
    'Diesel Mechanic',
    'Safety Coordinator',
    'Project Supervisor',
    'Forklift Operator',
    'Quality Inspector',
    'Machinist',
    'Roofer',
    'Mason',
    'Painter',
    'Drywall Installer',
    'Truck Driver',
    'Warehouse Worker',
    'Telecommunications Technician',
    'Production Worker',
];
const SKILLS = [
    'NEC code',
    'Conduit bending',
    'Blueprint reading',
    'TIG welding',
    'Stick welding',
    'OSHA 30',
    'Rigging',
    'PLC troubleshooting',
    'Fiber splicing',
    'Confined space',
    'CDL Class A',
    'Hydraulics',
    'Motor controls',
    'Forklift certified',
    'First aid',
    'Scaffolding',
];
const KEYWORDS = [
    'electrician',
    'welder',
    'welding',
    'plumber',
    'carpenter',
    'hvac',
    'technician',
    'operator',
    'crane',
    'forklift',
    'mechanic',
    'diesel',
    'lineman',
    'millwright',
    'machinist',
    'roofer',
    'mason',
    'painter',
    'drywall',
    'installer',
    'truck driver',
    'warehouse',
    'inspector',
    'quality',
    'maintenance',
    'instrumentation',
    'telecommunications',
    'fiber optic',
    'safety',
    'coordinator',
    'supervisor',
    'pipeline',
    'structural',
    'industrial',
    'plant',
    'rig',
    'production',
    'heavy equipment',
    'tig welding',
    'osha',
    'conduit',
    'blueprint',
    'rigging',
    'plc',
    'hydraulics',
    'scaffolding',
    'cdl',
    'motor controls',
];
/**
 * What Spanish-speaking workers type (issue 34): trade words, missing accents and one-letter typos,
 * matched through the trade vocabulary; a third of the keyword searches.
 */
const SPANISH_KEYWORDS = [
    'soldador',
    'soldadura',
    'electricista',
    'electrico',
    'plomero',
    'fontanero',
    'carpintero',
    'tuberia',
    'mecanico',
    'operador de grua',
    'chofer de camion',
    'montacargas',
    'liniero',
    'pintor',
    'albanil',
    'techador',
    'soldadr',
    'electrican',
    'climatizacion',
    'andamios',
];
// The large cities, bare city names, towns and ZIP codes: every one is a place the server geocodes since issue 34.
const LOCATIONS = [
    ...CITY_LABELS,
    'Houston',
    'Chicago',
    'Denver',
    'Seattle',
    'Dallas',
    'Boston',
    'Boise, ID',
    'Tulsa, OK',
    'Midland, TX',
    'Baton Rouge, LA',
    'Gillette, WY',
    'Bakersfield, CA',
    // Towns of the Gulf Coast and the oil patch, and ZIP codes (every US place is known since issue 34).
    'Pasadena, TX',
    'Baytown, TX',
    'Lake Charles, LA',
    'Odessa, TX',
    '77002',
    '77506',
    '79701',
    '70601',
];
const RADII = [25, 50, 75, 100, 150, 200, 250];
const textArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** Small seeded PRNG (mulberry32): the same run sends the same requests. */
function createRandom(seed) {
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = (list) => list[Math.floor(next() * list.length)];
    const some = (list, min, max) => {
        const count = min + Math.floor(next() * (max - min + 1));
        return [...new Set(Array.from({ length: count }, () => pick(list)))];
    };
    return { next, pick, some, chance: (p) => next() < p };
}
/** Employers, jobs over titles, cities, industries, pay and 365 days, then complete workers with sessions. */
async function seed(database) {
    const db = database.db;
    await db.execute(sql.raw(`
    insert into users (id, email, password_hash, user_type)
    select gen_random_uuid(), 'bench-employer-' || n || '@bench.example.com', 'x', 'employer'
    from generate_series(1, ${EMPLOYER_COUNT}) n`));
    await db.execute(sql.raw(`
    insert into employer_profiles (user_id, company_name, industry, company_size, contact_email, phone_number, headquarters, description)
    select id, 'Bench Company ' || row_number() over (), 'construction', '51-200', email, '555-0100', 'Houston, TX', 'Bench'
    from users where user_type = 'employer'`));
    // Each column from its own hash of n, so columns vary independently as in real posts.
    const h = (k, size) => `((hashint4(n * 8 + ${k})::bigint + 2147483648) % ${size})::int`;
    const batch = 100_000;
    for (let from = 1; from <= JOB_COUNT; from += batch) {
        await db.execute(sql.raw(`
      with employers as (select array_agg(id) as ids from users where user_type = 'employer'),
      pools as (select ${textArray(TITLES)} t, ${textArray(CITY_LABELS)} c, ${textArray(INDUSTRIES)} i,
        ${textArray(JOB_TYPES)} jt, ${textArray(EXPERIENCE_LEVELS)} el, ${textArray(SKILLS)} s)
      insert into jobs (employer_id, title, description, industry, location, job_type, experience_level,
        salary_min, salary_max, requirements, skills, posted_at)
      select employers.ids[1 + n % ${EMPLOYER_COUNT}],
        t[1 + ${h(0, 'array_length(t, 1)')}],
        'Join our crew on a ' || i[1 + ${h(1, 8)}] || ' project. Steady hours, safety first, tools provided. Job ' || n || '.',
        i[1 + ${h(1, 8)}],
        c[1 + ${h(2, 'array_length(c, 1)')}],
        jt[1 + ${h(3, 4)}], el[1 + ${h(4, 4)}],
        30000 + ${h(5, 70000)}, 50000 + ${h(5, 70000)},
        array['OSHA 10', 'Valid driver license', 'Pass drug screen', 'Own hand tools'],
        array[s[1 + ${h(6, 'array_length(s, 1)')}], s[1 + ${h(7, 'array_length(s, 1)')}]],
        now() - ((n % 525600) || ' minutes')::interval
      from generate_series(${from}, ${Math.min(JOB_COUNT, from + batch - 1)}) n, employers, pools`));
    }
    const random = createRandom(7);
    const workers = Array.from({ length: WORKER_COUNT }, (_, n) => ({
        id: randomUUID(),
        email: `bench-worker-${n}@bench.example.com`,
        location: random.pick(CITY_LABELS),
        trade: random.pick(TRADES),
        skills: random.some(SKILLS, 0, 4),
        industries: random.some(INDUSTRIES, 1, 3),
        token: createSessionToken(),
    }));
    await database.pool.query(`insert into users (id, email, password_hash, user_type, first_name, last_name, phone, location)
     select id, email, 'x', 'worker', 'Bench', 'Worker', '555-0100', location
     from unnest($1::uuid[], $2::text[], $3::text[]) as w(id, email, location)`, [workers.map((w) => w.id), workers.map((w) => w.email), workers.map((w) => w.location)]);
    await database.pool.query(`insert into worker_profiles (user_id, primary_trade, years_experience, visa_status, availability, bio, resume_url,
       skills, preferred_industries)
     select id, trade, '5-10', 'citizen', 'immediately', 'Bench worker.', '/uploads/bench-resume.pdf',
       (select coalesce(array_agg(s), '{}') from json_array_elements_text(skills) s),
       (select coalesce(array_agg(i), '{}') from json_array_elements_text(industries) i)
     from unnest($1::uuid[], $2::text[], $3::json[], $4::json[]) as w(id, trade, skills, industries)`, [
        workers.map((w) => w.id),
        workers.map((w) => w.trade),
        workers.map((w) => JSON.stringify(w.skills)),
        workers.map((w) => JSON.stringify(w.industries)),
    ]);
    await database.pool.query(`insert into sessions (user_id, token_hash, expires_at)
     select id, hash, now() + interval '30 days' from unnest($1::uuid[], $2::text[]) as s(id, hash)`, [workers.map((w) => w.id), workers.map((w) => hashSessionToken(w.token))]);
    // What autovacuum does soon after a bulk load: fresh statistics and the GIN pending list merged.
    await db.execute(sql.raw('vacuum analyze'));
    const employers = await database.pool.query(`select id from users where user_type = 'employer'`);
    return {
        employerIds: employers.rows.map((row) => row.id),
        workers: workers.map((w) => ({
            token: w.token,
            user: {
                id: w.id,
                userType: 'worker',
                email: w.email,
                firstName: 'Bench',
                lastName: 'Worker',
                phone: '555-0100',
                location: w.location,
                avatarUrl: null,
                language: 'en',
                timeZone: null,
            },
        })),
    };
}
/** One search a worker might send: a sort, some filters, sometimes a keyword. */
function randomSearch(random, sort) {
    const query = { sort: sort ?? random.pick(['newest', 'newest', 'best', 'pay']) };
    if (random.chance(0.5))
        query.q = random.chance(1 / 3) ? random.pick(SPANISH_KEYWORDS) : random.pick(KEYWORDS);
    if (random.chance(0.35))
        query.industry = random.pick(INDUSTRIES);
    if (random.chance(0.45)) {
        query.location = random.pick(LOCATIONS);
        query.radiusMiles = String(random.pick(RADII));
    }
    // Half the minimums by the hour (issue 34: the filter's default unit), half by the year.
    if (random.chance(0.15))
        query.minPay = String(40_000 + 5_000 * Math.floor(random.next() * 12));
    else if (random.chance(0.15 / 0.85))
        Object.assign(query, { minPay: String(20 + Math.floor(random.next() * 40)), payUnit: 'hour' });
    if (random.chance(0.1))
        query.jobType = random.pick(JOB_TYPES);
    if (random.chance(0.1))
        query.experienceLevel = random.pick(EXPERIENCE_LEVELS);
    return query;
}
/**
 * Distinct searches from many workers; about one in six asks for the second page of its search
 * through the nextCursor that page one returned (fetched here, before the clock starts).
 */
async function planSearches(base, workers, seed, sort) {
    const random = createRandom(seed);
    const planned = [];
    const firstPages = [];
    for (let n = 0; n < DISTINCT_REQUESTS; n += 1) {
        const worker = random.pick(workers);
        const request = {
            method: 'GET',
            path: `/api/jobs?${new URLSearchParams(randomSearch(random, sort))}`,
            token: worker.token,
        };
        planned.push(request);
        if (random.chance(0.17))
            firstPages.push(request);
    }
    for (let n = 0; n < firstPages.length; n += 8) {
        await Promise.all(firstPages.slice(n, n + 8).map(async (first) => {
            const response = await fetch(`${base}${first.path}`, { headers: { authorization: `Bearer ${first.token}` } });
            const { nextCursor } = (await response.json());
            if (nextCursor)
                planned.push({ ...first, path: `${first.path}&cursor=${encodeURIComponent(nextCursor)}` });
        }));
    }
    return shuffle(planned, createRandom(seed + 1));
}
function shuffle(list, random) {
    for (let i = list.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random.next() * (i + 1));
        [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
}
function describePlan(planned) {
    return {
        distinctRequests: new Set(planned.map((r) => `${r.token} ${r.path}`)).size,
        distinctWorkers: new Set(planned.map((r) => r.token)).size,
        secondPages: planned.filter((r) => r.path.includes('cursor=')).length,
    };
}
const load = (url, planned, overallRate) => runLoad({ url, planned, connections: CONNECTIONS, durationSeconds: DURATION_S, overallRate });
async function startBareRoute() {
    const app = Fastify({ logger: false });
    app.get('/ping', async () => ({ ok: true, jobs: [] }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
}
/** Runs every query the service sends under EXPLAIN ANALYZE first and sums planning and execution time. */
function explainingDatabase(pool) {
    const timings = [];
    const proxy = new Proxy(pool, {
        get(target, property) {
            if (property !== 'query')
                return Reflect.get(target, property, target);
            return async (config, values) => {
                const text = typeof config === 'string' ? config : config.text;
                const params = values ?? (typeof config === 'string' ? undefined : config.values);
                const explained = await target.query(`explain (analyze, format json) ${text}`, params);
                const [plan] = explained.rows[0]['QUERY PLAN'];
                timings.push({ ms: plan['Planning Time'] + plan['Execution Time'], plan: plan.Plan['Node Type'] });
                return target.query(config, values);
            };
        },
    });
    return { timings, fresh: () => drizzle(proxy) };
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
/** Database time per search shape, over several seeded variants each (different workers and values). */
async function explainShapes(database, index, workers) {
    const random = createRandom(99);
    const q = () => random.pick(KEYWORDS);
    const city = () => random.pick(CITY_LABELS);
    const shapes = {
        'best match': { query: () => ({ sort: 'best' }) },
        'best match, second page': { kind: 'page2', query: () => ({ sort: 'best' }) },
        'best match + industry + radius': {
            query: () => ({ sort: 'best', industry: random.pick(INDUSTRIES), location: city(), radiusMiles: String(random.pick(RADII)) }),
        },
        'best match + keyword': { query: () => ({ sort: 'best', q: q() }) },
        'newest, unfiltered': { query: () => ({ sort: 'newest', minPay: String(1000 * Math.floor(random.next() * 30)) }) },
        'newest, second page': { kind: 'page2', query: () => ({ sort: 'newest', q: q() }) },
        'newest + keyword': { query: () => ({ sort: 'newest', q: q() }) },
        'keyword + industry + 250 mi radius + min pay': {
            query: () => ({ q: q(), industry: random.pick(INDUSTRIES), location: city(), radiusMiles: '250', minPay: '50000' }),
        },
        'radius + min pay + job type': {
            query: () => ({ location: city(), radiusMiles: String(random.pick(RADII)), minPay: '90000', jobType: random.pick(JOB_TYPES) }),
        },
        'pay sort': { query: () => ({ sort: 'pay', industry: random.pick(INDUSTRIES) }) },
        'pay sort + keyword': { query: () => ({ sort: 'pay', q: q() }) },
        'count, unfiltered': { kind: 'count', query: () => ({}) },
        'count, keyword + industry': { kind: 'count', query: () => ({ q: q(), industry: random.pick(INDUSTRIES) }) },
    };
    const explaining = explainingDatabase(database.pool);
    const table = {};
    const plain = drizzle(database.pool);
    for (const [name, shape] of Object.entries(shapes)) {
        const totals = [];
        const serviceTimes = [];
        const nodes = new Set();
        let queries = 0;
        for (let n = 0; n < EXPLAIN_SAMPLES; n += 1) {
            const worker = random.pick(workers);
            let search = jobSearchQuerySchema.parse(shape.query());
            if (shape.kind === 'page2') {
                const first = await jobsService.searchJobCards(plain, index, worker.user, search, { now: new Date() });
                if (!first.nextCursor)
                    continue;
                search = { ...search, cursor: first.nextCursor };
            }
            const db = explaining.fresh();
            explaining.timings.length = 0;
            const run = (executor) => shape.kind === 'count'
                ? jobsService.countJobs(executor, index, search)
                : jobsService.searchJobCards(executor, index, worker.user, search, { now: new Date() });
            await run(db);
            totals.push(explaining.timings.reduce((sum, timing) => sum + timing.ms, 0));
            // The same call again without EXPLAIN: what a request waits for, ranking in memory included.
            const started = performance.now();
            await run(plain);
            serviceTimes.push(performance.now() - started);
            queries = Math.max(queries, explaining.timings.length);
            for (const timing of explaining.timings)
                nodes.add(timing.plan);
        }
        totals.sort((a, b) => a - b);
        serviceTimes.sort((a, b) => a - b);
        table[name] = {
            p50Ms: Number(percentile(totals, 50).toFixed(2)),
            maxMs: Number((totals.at(-1) ?? 0).toFixed(2)),
            serviceP50Ms: Number(percentile(serviceTimes, 50).toFixed(2)),
            serviceMaxMs: Number((serviceTimes.at(-1) ?? 0).toFixed(2)),
            queries,
            topPlanNodes: [...nodes],
        };
        console.log(`  ${name.padEnd(46)} db p50 ${table[name].p50Ms.toFixed(1).padStart(6)} ms max ${table[name].maxMs.toFixed(1).padStart(6)} ms (${queries} queries)   call p50 ${table[name].serviceP50Ms.toFixed(1).padStart(6)} ms max ${table[name].serviceMaxMs.toFixed(1).padStart(6)} ms`);
    }
    return table;
}
/** CPU seconds so far of each PostgreSQL backend serving this throwaway database (it has no other clients). */
async function backendCpuSeconds(pool) {
    const { rows } = await pool.query('select pid from pg_stat_activity where datname = current_database()');
    const seconds = new Map();
    for (const { pid } of rows) {
        try {
            // utime and stime, in clock ticks (100 a second), are fields 14 and 15; the name field may hold spaces.
            const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
            seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
        }
        catch {
            return null; // A server on another machine: its CPU cannot be read here.
        }
    }
    return seconds;
}
/**
 * CPU per request over a run: this process (the servers and, embedded, the PGlite worker thread;
 * the load generator runs in a child process) and, on PostgreSQL, the backends of the
 * benchmark's database.
 */
async function cpuMeter(database) {
    const processBefore = process.cpuUsage();
    const backendsBefore = database.isEmbedded ? null : await backendCpuSeconds(database.pool);
    return async (requests) => {
        const used = process.cpuUsage(processBefore);
        const backendsAfter = backendsBefore && (await backendCpuSeconds(database.pool));
        const backendSeconds = backendsAfter
            ? [...backendsAfter].reduce((sum, [pid, seconds]) => sum + seconds - (backendsBefore.get(pid) ?? 0), 0)
            : null;
        const perRequest = (seconds) => Number(((seconds * 1000) / Math.max(1, requests)).toFixed(2));
        return { server: perRequest((used.user + used.system) / 1e6), database: backendSeconds === null ? null : perRequest(backendSeconds) };
    };
}
/** Reads a cache's hit counters around a run. */
function pagesPerStatement(db) {
    const before = searchPageReadStats(db);
    return () => {
        const after = searchPageReadStats(db);
        const statements = after.batches - before.batches;
        return statements > 0 ? Number(((after.reads - before.reads) / statements).toFixed(2)) : 0;
    };
}
function hitCounter(read) {
    const before = read();
    return () => {
        const after = read();
        const lookups = after.hits + after.misses - before.hits - before.misses;
        return lookups > 0 ? Number(((after.hits - before.hits) / lookups).toFixed(3)) : 0;
    };
}
/** The index's per-query caches and the places module's geocoding, as hit ratios over a run (absent before issue 34's work: none). */
function cacheHitCounters(server) {
    const read = () => {
        const caches = server.jobSearch.stats().caches;
        return caches ? { ...caches, geocoding: coordinatesCacheStats() } : {};
    };
    const counters = Object.keys(read()).map((name) => [name, hitCounter(() => read()[name])]);
    return () => Object.fromEntries(counters.map(([name, ratio]) => [name, ratio()]));
}
/** Mixed read/write traffic at a fixed rate: what the embedded database serves in a small install. */
async function planMixed(base, workers, database) {
    const random = createRandom(2024);
    const jobIds = (await database.pool.query(`select id from jobs order by random() limit 20000`)).rows.map((row) => row.id);
    const searches = await planSearches(base, workers, 31);
    const conversations = [];
    let jobCursor = 0;
    const uniqueJob = () => jobIds[jobCursor++ % jobIds.length];
    // Workers message employers they applied to.
    const post = (token, url, body) => fetch(`${base}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
    });
    for (const worker of workers.slice(0, 100)) {
        const applied = await post(worker.token, '/api/applications', { jobId: uniqueJob() });
        if (!applied.ok)
            throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
        const receiverId = (await applied.json()).employerId;
        const response = await fetch(`${base}/api/conversations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${worker.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ otherUserId: receiverId }),
        });
        if (!response.ok)
            throw new Error(`start conversation answered ${response.status}: ${await response.text()}`);
        conversations.push({ token: worker.token, id: (await response.json()).conversationId, receiverId });
    }
    const planned = [];
    for (let n = 0; n < DISTINCT_REQUESTS; n += 1) {
        const worker = random.pick(workers);
        const roll = random.next();
        if (roll < 0.4)
            planned.push(searches[n % searches.length]);
        else if (roll < 0.6)
            planned.push({ method: 'GET', path: `/api/jobs/${random.pick(jobIds)}`, token: worker.token });
        else if (roll < 0.75) {
            const conversation = random.pick(conversations);
            planned.push({
                method: 'POST',
                path: `/api/conversations/${conversation.id}/messages`,
                token: conversation.token,
                body: JSON.stringify({ content: `Is this still open? (${n})`, receiverId: conversation.receiverId }),
            });
        }
        else if (roll < 0.87) {
            planned.push({ method: 'POST', path: '/api/applications', token: worker.token, body: JSON.stringify({ jobId: uniqueJob() }) });
        }
        else {
            planned.push({ method: 'POST', path: '/api/saved-jobs', token: worker.token, body: JSON.stringify({ jobId: uniqueJob() }) });
        }
    }
    return planned;
}
/** With BENCH_CPU_PROFILE_DIR set, profiles this process (the server) until the returned stop is called. */
async function startCpuProfile(name) {
    const dir = process.env.BENCH_CPU_PROFILE_DIR;
    if (!dir)
        return async () => undefined;
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return async () => {
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    };
}
// The index's heap is measured between full collections, so garbage from seeding is not counted.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');
function collectedHeapBytes() {
    collectGarbage();
    return process.memoryUsage().heapUsed;
}
/** The last run's app: the next database's heap figure waits until it is collected. */
let servedBy;
/**
 * Waits until a closed run's app (its index included) is collected, so the next run's heap
 * figure does not count its release; one that stays reachable is a leak, and fails the run.
 */
async function untilCollected(ref, label) {
    let waited = 0;
    for (; ref?.deref() !== undefined; waited += 1) {
        if (waited === 60)
            throw new Error(`${label}: the closed app is still reachable after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        collectGarbage();
    }
    console.log(`${label}: the closed app was collected after ${waited / 2} s`);
}
async function benchDatabase(label, databaseUrl) {
    console.log(`\n${label}: seeding ${JOB_COUNT.toLocaleString('en-US')} jobs and ${WORKER_COUNT} workers...`);
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const started = Date.now();
    const { workers } = await seed(database);
    console.log(`${label}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The index's heap: with it loaded, less after it is closed and unreachable (a difference with
    // the heap before the load would also count what a previous run freed meanwhile).
    const loaded = await (async () => {
        const loadStarted = performance.now();
        const index = createJobSearchIndex(drizzle(database.pool));
        await index.load();
        const stats = { loadSeconds: Number(((performance.now() - loadStarted) / 1000).toFixed(2)), ...index.stats() };
        const heapWithIndex = collectedHeapBytes();
        console.log(`${label}: search index loaded`, JSON.stringify(stats));
        console.log(`${label}: per search shape, database time (EXPLAIN ANALYZE) and the service call's (${EXPLAIN_SAMPLES} variants each)`);
        const explain = await explainShapes(database, index, workers);
        index.close();
        return { stats, heapWithIndex, explain };
    })();
    const { explain } = loaded;
    const searchIndex = { ...loaded.stats, heapMb: Math.round((loaded.heapWithIndex - collectedHeapBytes()) / 1e6) };
    console.log(`${label}: search index heap ${searchIndex.heapMb} MB`);
    if (!RUNS_LOAD) {
        await database.close();
        return { searchIndex, explain };
    }
    const app = await buildApp({
        env: loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' }),
        database,
        logger: false,
    });
    // The app loads its index on ready, within Fastify's 10 s plugin timeout: loaded here first, so a busy
    // shared machine (a 100,000-job load can pass 10 s there) does not fail the run.
    await app.jobSearch.load();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    const bareApp = await startBareRoute();
    const bareUrl = `http://127.0.0.1:${bareApp.server.address().port}/ping`;
    const varied = await planSearches(base, workers, 1);
    const bestMatch = await planSearches(base, workers, 2, 'best');
    const mixed = await planMixed(base, workers, database);
    const plans = { variedMix: describePlan(varied), bestMatch: describePlan(bestMatch), mixedReadWrite: describePlan(mixed) };
    console.log(`${label}: planned`, JSON.stringify(plans));
    const results = {};
    const print = (name) => {
        const r = results[name];
        const ratio = r.ratioToBare === undefined ? '' : `${(r.ratioToBare * 100).toFixed(1).padStart(5)}% of bare`;
        const hits = r.matchInputsHitRatio === undefined
            ? ''
            : `  worker inputs hits ${(r.matchInputsHitRatio * 100).toFixed(0)}%, keyword parse hits ${((r.keywordParseHitRatio ?? 0) * 100).toFixed(0)}%, ${r.pagesPerStatement} pages/statement` +
                Object.entries(r.cacheHitRatios ?? {})
                    .map(([cache, ratio]) => `, ${cache} hits ${(ratio * 100).toFixed(0)}%`)
                    .join('');
        const cpu = r.cpuMsPerRequest
            ? `  cpu/req server ${r.cpuMsPerRequest.server} ms + db ${r.cpuMsPerRequest.database ?? '-'} ms (load generator ${r.loadGeneratorCpuMsPerRequest} ms)`
            : '';
        console.log(`${label.padEnd(9)} ${name.padEnd(22)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${String(r.p50Ms).padStart(4)} ms  p99 ${String(r.p99Ms).padStart(5)} ms  ${ratio}  errors=${r.errors} non2xx=${r.non2xx}${hits}${cpu}${r.statusCodes ? ` ${JSON.stringify(r.statusCodes)} ${JSON.stringify(r.refusals)}` : ''}`);
    };
    // Requests still queued from the previous run (the embedded database has one connection) must
    // finish before the next run starts: one request sent now waits behind them.
    const settle = () => fetch(`${base}/api/jobs/count`, { headers: { authorization: `Bearer ${workers[0].token}` } });
    const measure = async (name, url, planned, server) => {
        await settle();
        const parseHitRatio = server ? hitCounter(() => server.jobSearch.stats().keywordParses) : null;
        const inputsHitRatio = server ? hitCounter(() => server.matchInputs.stats()) : null;
        const pageReads = server ? pagesPerStatement(server.db) : null;
        const cacheRatios = server ? cacheHitCounters(server) : null;
        const cpu = await cpuMeter(database);
        const stopProfile = await startCpuProfile(`${label}-${name}`);
        const result = await load(url, planned);
        await stopProfile();
        result.cpuMsPerRequest = await cpu(result.requests);
        if (name !== 'bare')
            result.ratioToBare = Number((result.requestsPerSecond / results.bare.requestsPerSecond).toFixed(4));
        if (parseHitRatio)
            result.keywordParseHitRatio = parseHitRatio();
        if (inputsHitRatio)
            result.matchInputsHitRatio = inputsHitRatio();
        if (pageReads)
            result.pagesPerStatement = pageReads();
        if (cacheRatios)
            result.cacheHitRatios = cacheRatios();
        results[name] = result;
        print(name);
    };
    await measure('bare', bareUrl, null, null);
    await measure('variedMix', base, varied, app);
    await measure('bestMatch', base, bestMatch, app);
    await settle();
    const mixedCpu = await cpuMeter(database);
    results.mixedReadWrite = await load(base, mixed, MIXED_RATE);
    results.mixedReadWrite.cpuMsPerRequest = await mixedCpu(results.mixedReadWrite.requests);
    print('mixedReadWrite');
    await bareApp.close();
    await app.close();
    await database.close();
    servedBy = new WeakRef(app);
    return { plans, load: results, searchIndex, explain };
}
const report = {
    date: new Date().toISOString(),
    jobs: JOB_COUNT,
    workers: WORKER_COUNT,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    mixedReadWriteRate: MIXED_RATE,
    machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))) },
    notes: "No search result cache (searches rank in the instance's index, modules/jobs/search-index.ts, and read their page's rows); keywordParseHitRatio: searches whose words' websearch_to_tsquery parse the instance already held; the asking worker's profile and wallet come from the per-instance store as in production (10 s, forgotten on every edit), its hit ratio reported as matchInputsHitRatio; pagesPerStatement: search pages whose rows one statement read (pages asked for at the same time share one, each still read after it was asked for: not a cache); ratioToBare is against a bare Fastify route measured in the same run on the same shared machine; cpuMsPerRequest: CPU per request of the server process (with embedded PGlite) and of the PostgreSQL backends, steadier than req/s when the machine is shared; the load generator (autocannon) runs in a child process and reports its own as loadGeneratorCpuMsPerRequest.",
    targets: {
        variedMix: { requestsPerSecond: 1000, ratioToBare: 0.04, p99Ms: 100 },
        bestMatch: { requestsPerSecond: 400, ratioToBare: 0.015, p99Ms: 200 },
        explainAt1M: { anyShapeMs: 50, bestMatchMs: 30 },
        embeddedVariedMixOfPostgres: 0.4,
        mixedReadWriteEmbedded: { requestsPerSecond: MIXED_RATE, p99Ms: 300 },
    },
};
if (RUNS_LOAD && process.env.BENCH_SKIP_EMBEDDED !== '1') {
    report.embedded = await benchDatabase('embedded', undefined);
    await untilCollected(servedBy, 'embedded');
}
if (process.env.TEST_DATABASE_URL) {
    report.postgres = await withThrowawayDatabase(process.env.TEST_DATABASE_URL, (url) => benchDatabase('postgres', url));
}
report.machine = { ...report.machine, loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))) };
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
