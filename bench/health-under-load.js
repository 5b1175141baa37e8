import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { postgresAnswers } from './lib';
const HEAVY_QUERY = 'select count(*) from generate_series(1, 2000000) as s(n) where n % 7 = 0';
const HEAVY_QUERIES = 8;
const PROBE_INTERVAL_MS = 20;
function percentile(sorted, p) {
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
async function probe(url, untilDone, minSamples) {
    const samples = [];
    while (!untilDone() || samples.length < minSamples) {
        const start = performance.now();
        await fetch(url);
        samples.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    }
    return samples.sort((a, b) => a - b);
}
function report(label, samples) {
    const fmt = (n) => n.toFixed(1).padStart(7);
    console.log(`${label.padEnd(34)} n=${String(samples.length).padStart(4)}  p50=${fmt(percentile(samples, 50))} ms  p95=${fmt(percentile(samples, 95))} ms  max=${fmt(samples.at(-1) ?? 0)} ms`);
}
async function run(label, databaseUrl) {
    const env = loadEnv({ LOG_LEVEL: 'silent' });
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const app = await buildApp({ env, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${app.server.address().port}/healthz`;
    report(`${label}, idle`, await probe(url, () => true, 50));
    let done = false;
    const started = performance.now();
    const load = Promise.all(Array.from({ length: HEAVY_QUERIES }, () => database.pool.query(HEAVY_QUERY))).finally(() => {
        done = true;
    });
    const underLoad = await probe(url, () => done, 10);
    await load;
    report(`${label}, ${HEAVY_QUERIES} heavy queries`, underLoad);
    console.log(`${''.padEnd(34)} heavy queries took ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
    await app.close();
    await database.close();
}
await run('embedded PGlite (worker thread)', undefined);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await postgresAnswers(pgUrl))
    await run('PostgreSQL', pgUrl);
else
    console.log(`PostgreSQL at ${pgUrl} did not answer: skipped`);
process.exit(0);
