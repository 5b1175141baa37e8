// Database plumbing and request timing shared by the bench scripts.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
/** Whether a PostgreSQL server answers at `url` within a second (benches skip it when not). */
export async function postgresAnswers(url) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
        await client.connect();
        await client.end();
        return true;
    }
    catch {
        return false;
    }
}
/** Runs `use` against a fresh database created beside `adminUrl`, dropped afterwards. */
export async function withThrowawayDatabase(adminUrl, use) {
    const name = `crewbridge_bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
        return await use(url.toString());
    }
    finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
    }
}
/** p50 and p99 of `samples` calls of `send`, one at a time; any answer but `expected` stops the bench. */
export async function timeRequests(samples, send, expected) {
    const durations = [];
    for (let index = 0; index < samples; index += 1) {
        const started = performance.now();
        const response = await send(index);
        durations.push(performance.now() - started);
        if (response.statusCode !== expected)
            throw new Error(`expected ${expected}, got ${response.statusCode}`);
    }
    durations.sort((a, b) => a - b);
    const at = (p) => Number(durations[Math.min(durations.length - 1, Math.floor(p * durations.length))].toFixed(2));
    return { p50Ms: at(0.5), p99Ms: at(0.99) };
}
