// Would compressing API JSON cost throughput? (issue 14). The job feed, on the embedded database
// with the demo data for the demo worker, driven with autocannon as it is sent today (identity), then with every JSON
// answer above 1 KB compressed by node's zlib the way @fastify/compress does it (gzip level 6,
// brotli quality 4, on the thread pool), beside a bare Fastify route as the ceiling.
// Usage: node --import tsx bench/api-compression.ts   [BENCH_DURATION_S=5] [BENCH_ROUNDS=3]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/db/seed/seed';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const THRESHOLD_BYTES = 1024;
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'api-compression.json');
const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);
async function run(url, headers) {
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    return {
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        bytesPerRequest: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
        non2xx: result.non2xx,
    };
}
const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
await migrateDatabase(database.db);
await seedIfEmpty(database.db);
const app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'silent' }),
    database,
    logger: false,
});
app.addHook('onSend', async (request, reply, payload) => {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!isJson || typeof payload !== 'string' || Buffer.byteLength(payload) <= THRESHOLD_BYTES)
        return payload;
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
    if (!encoding)
        return payload;
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
    return encoding === 'br'
        ? compressBrotli(payload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : compressGzip(payload, { level: 6 });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const feedUrl = `http://127.0.0.1:${app.server.address().port}/api/jobs`;
const ceiling = Fastify({ logger: false });
ceiling.get('/ping', async () => ({ ok: true }));
await ceiling.listen({ port: 0, host: '127.0.0.1' });
const ceilingUrl = `http://127.0.0.1:${ceiling.server.address().port}/ping`;
const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'worker@crewbridge.example.com', password: 'CrewBridge2026!' },
});
const auth = { authorization: `Bearer ${login.json().token}` };
const feedBytes = (await (await fetch(feedUrl, { headers: auth })).text()).length;
console.log(`feed answer: ${feedBytes} bytes of JSON`);
const scenarios = [
    ['feed, identity', feedUrl, auth],
    ['feed, gzip', feedUrl, { ...auth, 'accept-encoding': 'gzip' }],
    ['feed, brotli', feedUrl, { ...auth, 'accept-encoding': 'br, gzip' }],
];
// A warm-up, then the three take turns for ROUNDS rounds (the machine's load drifts; medians are kept).
await run(feedUrl, auth);
const ceilingResult = await run(ceilingUrl, {});
console.log(`ceiling (bare route)     ${String(ceilingResult.requestsPerSecond).padStart(6)} req/s`);
const rounds = {};
for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, url, headers] of scenarios) {
        const r = await run(url, headers);
        (rounds[name] ??= []).push(r);
        console.log(`round ${round} ${name.padEnd(16)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  ${r.bytesPerRequest} bytes/answer${r.non2xx ? `  non2xx=${r.non2xx}` : ''}`);
    }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = Object.fromEntries(Object.entries(rounds).map(([name, runs]) => [
    name,
    {
        requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
        p99Ms: median(runs.map((r) => r.p99Ms)),
        bytesPerRequest: median(runs.map((r) => r.bytesPerRequest)),
        runs: runs.map((r) => r.requestsPerSecond),
    },
]));
const identity = results['feed, identity'].requestsPerSecond;
for (const [name, r] of Object.entries(results)) {
    console.log(`median ${name.padEnd(16)} ${String(r.requestsPerSecond).padStart(6)} req/s (${((r.requestsPerSecond / identity - 1) * 100).toFixed(1)}% vs identity)  ${r.bytesPerRequest} bytes/answer`);
}
await ceiling.close();
await app.close();
await database.close();
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ measuredAt: new Date().toISOString(), durationS: DURATION_S, rounds: ROUNDS, connections: CONNECTIONS, feedBytes, ceiling: ceilingResult, results }, null, 2)}\n`);
