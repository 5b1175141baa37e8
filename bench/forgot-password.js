// Whether forgot-password's answer time tells who has an account: medians of the same request for
// an unknown address, an account with no link yet (one is written and mailed) and an account at
// its hourly cap, interleaved request by request so drift hits the three alike. Through
// app.inject, so the network adds no noise; the answer is the same JSON for all three.
// Usage: node --import tsx bench/forgot-password.ts  [BENCH_DATABASE_URL=postgres://...]
//        -> bench/results/forgot-password.json (FORGOT_BENCH_OUT renames it)
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { users } from '../server/src/db/schema/auth';
import { postgresAnswers, withThrowawayDatabase } from './lib';
const SAMPLES = Number(process.env.FORGOT_BENCH_SAMPLES ?? 200);
const WARMUP = 30;
const PATHS = ['unknown', 'fresh', 'capped'];
function summary(durations) {
    const sorted = [...durations].sort((a, b) => a - b);
    const at = (p) => Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(3));
    return { p25Ms: at(0.25), p50Ms: at(0.5), p75Ms: at(0.75), p90Ms: at(0.9) };
}
async function run(databaseUrl) {
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const env = loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000000', MAIL_POLL_MS: '0', SCHEDULER_TICK_MS: '0' });
    const app = await buildApp({ env, database, logger: false });
    await app.ready();
    const accounts = SAMPLES + WARMUP + 1;
    const rows = Array.from({ length: accounts }, (_, i) => ({
        email: `forgot-${i}@bench.example.com`,
        passwordHash: 'not-a-hash',
        userType: 'worker',
    }));
    await app.db.insert(users).values(rows);
    const forgot = (email) => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const capped = rows[accounts - 1].email;
    for (let i = 0; i < 3; i += 1)
        await forgot(capped);
    let fresh = 0;
    let unknown = 0;
    const send = async (path) => {
        const email = path === 'fresh' ? rows[fresh++].email : path === 'capped' ? capped : `nobody-${unknown++}@bench.example.com`;
        const started = performance.now();
        const response = await forgot(email);
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
            throw new Error(`${path}: ${response.statusCode} ${response.body}`);
        return ms;
    };
    for (let i = 0; i < WARMUP; i += 1)
        for (const path of PATHS)
            await send(path);
    const durations = { unknown: [], fresh: [], capped: [] };
    for (let i = 0; i < SAMPLES; i += 1) {
        // A different order each round, so no path always follows another.
        const order = [...PATHS.slice(i % 3), ...PATHS.slice(0, i % 3)];
        for (const path of i % 2 ? order.reverse() : order)
            durations[path].push(await send(path));
    }
    await app.close();
    await database.close();
    return Object.fromEntries(PATHS.map((path) => [path, summary(durations[path])]));
}
const report = { samples: SAMPLES };
report.embedded = await run(undefined);
console.log('embedded PGlite', report.embedded);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await postgresAnswers(adminUrl)) {
    report.postgres = await withThrowawayDatabase(adminUrl, run);
    console.log('PostgreSQL', report.postgres);
}
else {
    console.log(`PostgreSQL at ${adminUrl} did not answer: skipped`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${process.env.FORGOT_BENCH_OUT ?? 'forgot-password'}.json`, `${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
