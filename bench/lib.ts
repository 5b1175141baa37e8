// Database plumbing shared by the bench scripts.
import { randomUUID } from 'node:crypto';
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
