// What the rate limits cost per request: a bare route beside the same route behind a per-IP
// limit and behind a per-key throttle, all hits on one key (the row an attacker would hammer).
// On PostgreSQL each hit is one upsert; embedded, the counters live in memory.
// Usage: node --import tsx bench/rate-limit.ts  [BENCH_DATABASE_URL=postgres://...]
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { postgresAnswers, withThrowawayDatabase } from './lib';
const CONNECTIONS = 10;
const DURATION_S = 5;
const UNLIMITED = 1_000_000_000;
async function measure(url) {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    return {
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
    };
}
async function run(databaseUrl) {
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const app = await buildApp({ env: loadEnv({ LOG_LEVEL: 'silent' }), database, logger: false });
    const throttle = app.createThrottle({ name: 'bench', max: UNLIMITED, windowMs: 60_000, blockMs: 60_000, message: '' });
    app.get('/bench/bare', async () => ({ ok: true }));
    app.get('/bench/per-ip', { config: { rateLimit: { max: UNLIMITED, timeWindow: '1 minute' } } }, async () => ({
        ok: true,
    }));
    app.get('/bench/throttle', async () => {
        await throttle.consume('one-key');
        return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    const results = {
        bare: await measure(`${base}/bench/bare`),
        perIpLimit: await measure(`${base}/bench/per-ip`),
        throttle: await measure(`${base}/bench/throttle`),
    };
    await app.close();
    await database.close();
    return results;
}
const report = { connections: CONNECTIONS, durationSeconds: DURATION_S };
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
writeFileSync('bench/results/rate-limit.json', `${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
