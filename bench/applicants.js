// The employer's applicants list must stay fast at volume (issue 20): one employer with 5,000
// applicants over 20 jobs; times varied list requests (job and stage filters, a search, each sort,
// later pages through the cursor) beside a bare route in the same run.
// Usage: npm run bench:applicants  [BENCH_DATABASE_URL=postgres://...]
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { TRADES } from '../core/shared/options';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { bearer, registerUser } from '../server/src/test/test-app';
import { timeRequests } from './lib';
const APPLICANTS = 5000;
const JOBS = 20;
const SAMPLES = 100;
const CITIES = ['Houston, TX', 'Austin, TX', 'Dallas, TX', 'Phoenix, AZ', 'Denver, CO', 'Seattle, WA', 'Atlanta, GA'];
const SKILLS = ['Conduit', 'TIG', 'MIG', 'Blueprints', 'OSHA 30', 'Forklift', 'Rigging', 'PLC'];
async function run(label, databaseUrl) {
    const env = loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '100000' });
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const app = await buildApp({ env, database, logger: false });
    await app.ready();
    const { db } = database;
    const employer = await registerUser(app, 'employer');
    const employerId = employer.user.id;
    const trades = sql.raw(`array[${TRADES.map((trade) => `'${trade}'`).join(',')}]`);
    const cities = sql.raw(`array[${CITIES.map((city) => `'${city}'`).join(',')}]`);
    const skills = sql.raw(`array[${SKILLS.map((skill) => `'${skill}'`).join(',')}]`);
    // Jobs titled by trade, so best match finds trade matches; workers with a trade, two skills and a city.
    await db.execute(sql `insert into jobs (employer_id, title, description, industry, location, job_type, skills, posted_at)
    select ${employerId}, initcap(replace((${trades})[1 + n % cardinality(${trades})], '-', ' ')), 'Site work', 'construction',
      (${cities})[1 + n % cardinality(${cities})], 'full-time', array[(${skills})[1 + n % cardinality(${skills})]], now() - n * interval '1 day'
    from generate_series(1, ${JOBS}) n`);
    await db.execute(sql `insert into users (email, password_hash, user_type, first_name, last_name, location)
    select 'applicant' || n || '@bench.example.com', 'x', 'worker', 'Worker' || n, 'Family' || (n % 500),
      (${cities})[1 + (n * 7) % cardinality(${cities})]
    from generate_series(1, ${APPLICANTS}) n`);
    await db.execute(sql `insert into worker_profiles (user_id, primary_trade, skills)
    select id, (${trades})[1 + (row_number() over (order by email))::int % cardinality(${trades})],
      array[(${skills})[1 + (row_number() over (order by email))::int % cardinality(${skills})], (${skills})[1 + (row_number() over (order by email))::int % 3]]
    from users where email like 'applicant%@bench.example.com'`);
    await db.execute(sql `insert into applications (job_id, worker_id, employer_id, job_title, status, applied_at)
    select j.id, w.id, ${employerId}, j.title,
      (array['pending','reviewed','interview','accepted','rejected'])[1 + w.n % 5], now() - w.n * interval '1 minute'
    from (select id, row_number() over (order by email) as n from users where email like 'applicant%@bench.example.com') w
    join (select id, title, row_number() over (order by posted_at) - 1 as k from jobs where employer_id = ${employerId}) j on j.k = w.n % ${JOBS}`);
    await db.execute(sql `analyze`);
    const [{ count }] = (await db.execute(sql `select count(*)::int as count from applications where employer_id = ${employerId}`)).rows;
    if (count !== APPLICANTS)
        throw new Error(`seeded ${count} applications, expected ${APPLICANTS}`);
    const jobIds = (await db.execute(sql `select id from jobs where employer_id = ${employerId} order by posted_at`)).rows.map((row) => row.id);
    const list = (query) => app.inject({ method: 'GET', url: `/api/employer/applications?${query}`, headers: bearer(employer.token) });
    /** The cursor `pages` pages into a query, to time a later page. */
    const cursorAfter = async (query, pages) => {
        let cursor = '';
        for (let page = 0; page < pages; page += 1) {
            cursor = (await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`)).json().nextCursor;
        }
        return encodeURIComponent(cursor);
    };
    const deepNewest = await cursorAfter('limit=20', 50);
    const secondMatch = await cursorAfter('limit=20&sort=match', 1);
    const requests = {
        newestFirstPage: () => 'limit=20',
        newestPage51: () => `limit=20&cursor=${deepNewest}`,
        oldestFirstPage: () => 'limit=20&sort=oldest',
        byJob: (index) => `limit=20&jobId=${jobIds[index % JOBS]}`,
        byStage: (index) => `limit=20&status=${['pending', 'reviewed', 'interview', 'accepted', 'rejected'][index % 5]}`,
        byJobAndStage: (index) => `limit=20&jobId=${jobIds[index % JOBS]}&status=interview`,
        searchName: (index) => `limit=20&q=Family${index % 500}`,
        searchSkill: (index) => `limit=20&q=${encodeURIComponent(SKILLS[index % SKILLS.length])}`,
        bestMatchAll: () => 'limit=20&sort=match',
        bestMatchSecondPage: () => `limit=20&sort=match&cursor=${secondMatch}`,
        bestMatchByJob: (index) => `limit=20&sort=match&jobId=${jobIds[index % JOBS]}`,
    };
    const results = {
        bareRoute: await timeRequests(SAMPLES, () => app.inject({ method: 'GET', url: '/healthz' }), 200),
    };
    for (const [name, query] of Object.entries(requests))
        results[name] = await timeRequests(SAMPLES, (index) => list(query(index)), 200);
    // The unpaged list 002 fixes: every applicant in one answer, for comparison.
    results.plainListAll = await timeRequests(10, () => list(''), 200);
    await app.close();
    await database.close();
    for (const [name, timing] of Object.entries(results))
        console.log(`${label} ${name.padEnd(20)} p50 ${timing.p50Ms} ms  p99 ${timing.p99Ms} ms`);
    return results;
}
const results = {
    applicants: APPLICANTS,
    jobs: JOBS,
    samples: SAMPLES,
    embedded: await run('embedded', undefined),
};
if (process.env.BENCH_DATABASE_URL)
    results.postgres = await run('postgres', process.env.BENCH_DATABASE_URL);
writeFileSync(new URL('./results/applicants.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
