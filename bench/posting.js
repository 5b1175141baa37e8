// Posting a job and applying to one must cost the same whatever the employer's or worker's history
// (issue 15). Times POST /api/jobs and POST /api/applications for an employer and a worker with no
// history, then with HISTORY earlier jobs and applications, beside a bare route in the same run.
// Usage: npm run bench:posting  [BENCH_DATABASE_URL=postgres://...]  [-- --history 20000]
import { writeFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { users } from '../server/src/db/schema/auth';
import { workerProfiles } from '../server/src/db/schema/worker-profile';
import { completeEmployerProfile, grantJobPosts } from '../server/src/test/factories';
import { bearer, registerUser } from '../server/src/test/test-app';
import { timeRequests } from './lib';
const historyFlag = process.argv.indexOf('--history');
const HISTORY = historyFlag > 0 ? Number(process.argv[historyFlag + 1]) : 20_000;
const SAMPLES = 200;
const JOB = { title: 'Electrician', description: 'Wire a site', industry: 'construction', location: 'Austin, TX', jobType: 'full-time' };
async function run(label, databaseUrl) {
    const env = loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '100000', SEARCH_CACHE_TTL_MS: '0' });
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const app = await buildApp({ env, database, logger: false });
    await app.ready();
    const { db } = database;
    const employer = await registerUser(app, 'employer');
    await completeEmployerProfile(db, employer.user.id);
    await grantJobPosts(db, employer.user.id, 10 * SAMPLES);
    const worker = await registerUser(app, 'worker');
    await db.update(users).set({ phone: '(555) 555-0100', location: 'Austin, TX' }).where(eq(users.id, worker.user.id));
    await db
        .update(workerProfiles)
        .set({
        primaryTrade: 'electrician',
        yearsExperience: '5',
        visaStatus: 'citizen',
        availability: 'immediately',
        preferredIndustries: ['construction'],
        bio: 'Electrician',
        resumeUrl: '/objects/resumes/x',
    })
        .where(eq(workerProfiles.userId, worker.user.id));
    const bare = () => timeRequests(SAMPLES, () => app.inject({ method: 'GET', url: '/healthz' }), 200);
    const post = () => timeRequests(SAMPLES, () => app.inject({ method: 'POST', url: '/api/jobs', headers: bearer(employer.token), payload: JOB }), 201);
    const apply = async () => {
        const open = await db.execute(sql `select id from jobs where employer_id = ${employer.user.id}
      and id not in (select job_id from applications where worker_id = ${worker.user.id} and job_id is not null)
      order by posted_at desc limit ${SAMPLES}`);
        return timeRequests(SAMPLES, (index) => app.inject({ method: 'POST', url: '/api/applications', headers: bearer(worker.token), payload: { jobId: open.rows[index].id } }), 201);
    };
    const fresh = { bareRoute: await bare(), postJob: await post(), apply: await apply() };
    // History written directly: HISTORY more jobs of this employer, each applied to by this worker.
    await db.execute(sql `insert into jobs (employer_id, title, description, industry, location, job_type, posted_at)
    select ${employer.user.id}, 'Electrician ' || n, 'Wire a site', 'construction', 'Austin, TX', 'full-time', now() - n * interval '1 minute'
    from generate_series(1, ${HISTORY}) n`);
    await db.execute(sql `insert into applications (job_id, worker_id, employer_id, job_title, status)
    select id, ${worker.user.id}, employer_id, title, 'pending' from jobs
    where employer_id = ${employer.user.id} and title like 'Electrician %'`);
    await db.execute(sql `analyze`);
    const withHistory = { bareRoute: await bare(), postJob: await post(), apply: await apply() };
    await app.close();
    await database.close();
    console.log(label, JSON.stringify({ fresh, withHistory }));
    return { fresh, withHistory };
}
const results = { history: HISTORY, samples: SAMPLES, embedded: await run('embedded', undefined) };
if (process.env.BENCH_DATABASE_URL)
    results.postgres = await run('postgres', process.env.BENCH_DATABASE_URL);
writeFileSync(new URL('./results/posting.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
