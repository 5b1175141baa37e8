// Database plumbing, request timing and a seeded random source shared by the bench scripts.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** Whether a PostgreSQL server answers at `url` within a second (benches skip it when not). */
export async function postgresAnswers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `use` against a fresh database created beside `adminUrl`, dropped afterwards. */
export async function withThrowawayDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
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

export interface Timing {
  p50Ms: number;
  p99Ms: number;
}

/** p50 and p99 of `samples` calls of `send`, one at a time; any answer but `expected` stops the bench. */
export async function timeRequests(
  samples: number,
  send: (index: number) => Promise<{ statusCode: number }>,
  expected: number,
): Promise<Timing> {
  const durations: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await send(index);
    durations.push(performance.now() - started);
    if (response.statusCode !== expected) throw new Error(`expected ${expected}, got ${response.statusCode}`);
  }
  durations.sort((a, b) => a - b);
  const at = (p: number) => Number(durations[Math.min(durations.length - 1, Math.floor(p * durations.length))]!.toFixed(2));
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** Small seeded PRNG (mulberry32): the same run sends the same requests. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const count = min + Math.floor(next() * (max - min + 1));
    return [...new Set(Array.from({ length: count }, () => pick(list)))];
  };
  return { next, pick, some, chance: (p: number) => next() < p };
}
