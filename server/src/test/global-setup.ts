import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client';

/** Where the migrated embedded database lies for the run; each test worker starts its database from it. */
export const TEST_SNAPSHOT_ENV = 'CREWBRIDGE_TEST_DB_SNAPSHOT';
/** On PostgreSQL, the run's migrated database that each test database is created from (`create database ... template`). */
export const TEST_TEMPLATE_DATABASE_ENV = 'CREWBRIDGE_TEST_TEMPLATE_DATABASE';

/**
 * Vitest's global setup: migrate one database once for the whole run, instead of running initdb
 * and every migration again for each test file (most of a file's set-up time). Embedded, it is
 * dumped to a file; on PostgreSQL (TEST_DATABASE_URL) it is a template database.
 * Test workers start after this and inherit the main process's environment.
 */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? migrateTemplateDatabase(adminUrl) : dumpMigratedDatabase();
}

async function dumpMigratedDatabase() {
  const dir = await mkdtemp(path.join(tmpdir(), 'crewbridge-test-db-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database.db);
    await database.dumpTo!(file);
  } finally {
    await database.close();
  }
  process.env[TEST_SNAPSHOT_ENV] = file;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function migrateTemplateDatabase(adminUrl: string) {
  const name = `crewbridge_template_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await migrateDatabase(database.db);
  } finally {
    await database.close();
  }
  process.env[TEST_TEMPLATE_DATABASE_ENV] = name;
  return async () => {
    await admin(`drop database if exists ${name} with (force)`);
  };
}
