// E-mail throughput and scheduler cost: the outbox sender delivering to an SMTP server in this
// process, and one scheduler tick over many saved searches, each beside a bare `select 1` baseline
// from the same pool. Embedded, and PostgreSQL too with TEST_DATABASE_URL.
// Usage: npm run bench:notifications   -> bench/results/notifications.json
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { users } from '../server/src/db/schema/auth';
import { jobs } from '../server/src/db/schema/jobs';
import { savedSearches } from '../server/src/db/schema/saved-searches';
import { insertOutboxMessage } from '../server/src/modules/notifications/repository';
import { startSmtpInbox } from '../server/src/test/smtp-inbox';
const MESSAGES = 500;
const SAVED_SEARCHES = 1000;
const OLD_JOBS = 2000;
const BASELINE_QUERIES = 500;
const TRADES = ['welder', 'electrician', 'plumber', 'carpenter', 'rigger'];
async function timed(work) {
    const start = performance.now();
    const result = await work();
    return { ms: performance.now() - start, result };
}
async function run(label, databaseUrl) {
    const inbox = await startSmtpInbox();
    const env = loadEnv({
        LOG_LEVEL: 'silent',
        SMTP_URL: inbox.url,
        MAIL_POLL_MS: '0',
        SCHEDULER_TICK_MS: '0',
        DATA_DIR: '/tmp/crewbridge-bench',
    });
    let throwaway = null;
    if (databaseUrl) {
        const { default: pg } = await import('pg');
        throwaway = `crewbridge_bench_${randomUUID().replaceAll('-', '')}`;
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`create database ${throwaway}`);
        await admin.end();
    }
    const url = throwaway ? Object.assign(new URL(databaseUrl), { pathname: `/${throwaway}` }).toString() : undefined;
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const app = await buildApp({ env, database, logger: false });
    await app.ready();
    const db = app.db;
    const baseline = await timed(async () => {
        for (let i = 0; i < BASELINE_QUERIES; i += 1)
            await db.execute(sql `select 1`);
    });
    const now = new Date();
    for (let i = 0; i < MESSAGES; i += 1) {
        await insertOutboxMessage(db, {
            toEmail: `crew${i}@bench.example.com`,
            subject: `Bench ${i}`,
            body: 'Hello',
            html: '<p>Hello</p>',
            createdAt: now,
            nextAttemptAt: now,
        });
    }
    const delivery = await timed(() => app.outbox.deliverDue(now));
    // Searches belong to workers with no password (inserted directly: scrypt would dominate the setup).
    const [employer] = await db
        .insert(users)
        .values({ email: 'bench-employer@bench.example.com', passwordHash: 'x', userType: 'employer' })
        .returning();
    const longAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
    await db.insert(jobs).values(Array.from({ length: OLD_JOBS }, (_, i) => ({
        employerId: employer.id,
        title: `${TRADES[i % TRADES.length]} ${i}`,
        description: 'Bench job.',
        industry: 'construction',
        location: 'Houston, TX',
        jobType: 'full-time',
        postedAt: longAgo,
    })));
    const workers = await db
        .insert(users)
        .values(Array.from({ length: SAVED_SEARCHES }, (_, i) => ({
        email: `bench-worker${i}@bench.example.com`,
        passwordHash: 'x',
        userType: 'worker',
    })))
        .returning({ id: users.id });
    await db.insert(savedSearches).values(workers.map((worker, i) => ({
        userId: worker.id,
        name: `Search ${i}`,
        filters: { q: TRADES[i % TRADES.length], sort: 'newest' },
        frequency: 'instant',
        lastAlertAt: now,
    })));
    const quietTick = await timed(() => app.scheduler.runDue(new Date(now.getTime() + 30_000)));
    await db.insert(jobs).values({
        employerId: employer.id,
        title: 'Pipeline welder',
        description: 'Bench job.',
        industry: 'construction',
        location: 'Houston, TX',
        jobType: 'full-time',
        postedAt: new Date(now.getTime() + 40_000),
    });
    const busyTick = await timed(() => app.scheduler.runDue(new Date(now.getTime() + 60_000)));
    const alerts = await db.execute(sql `select count(*)::int as n from email_outbox where kind = 'job_alert'`);
    const result = {
        database: label,
        baselineSelect1Ms: +(baseline.ms / BASELINE_QUERIES).toFixed(3),
        outbox: {
            messages: MESSAGES,
            sent: delivery.result,
            totalMs: Math.round(delivery.ms),
            messagesPerSecond: Math.round((delivery.result / delivery.ms) * 1000),
            msPerMessage: +(delivery.ms / MESSAGES).toFixed(2),
        },
        scheduler: {
            instantSavedSearches: SAVED_SEARCHES,
            jobsOnBoard: OLD_JOBS + 1,
            tickWithoutNewJobsMs: Math.round(quietTick.ms),
            tickAfterOneNewJobMs: Math.round(busyTick.ms),
            alertsQueued: alerts.rows[0]?.n ?? 0,
        },
    };
    console.log(JSON.stringify(result, null, 2));
    await app.close();
    await database.close();
    await inbox.close();
    if (throwaway) {
        const { default: pg } = await import('pg');
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${throwaway} with (force)`);
        await admin.end();
    }
    return result;
}
const results = [await run('embedded PGlite', undefined)];
if (process.env.TEST_DATABASE_URL)
    results.push(await run('PostgreSQL', process.env.TEST_DATABASE_URL));
await writeFile(new URL('./results/notifications.json', import.meta.url), `${JSON.stringify({ ranAt: new Date().toISOString(), results }, null, 2)}\n`);
