import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../db/client';

/** Where the migrated embedded database lies for the run; createTestApp starts each file's database from it. */
export const TEST_SNAPSHOT_ENV = 'CREWBRIDGE_TEST_DB_SNAPSHOT';

/**
 * Vitest's global setup: with the embedded database, migrate one once and dump its data directory,
 * so each test file loads that instead of running initdb and every migration again (most of a
 * file's set-up time). On PostgreSQL (TEST_DATABASE_URL) each file migrates its own throwaway database.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'crewbridge-test-db-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database.db);
    await database.dumpTo!(file);
  } finally {
    await database.close();
  }
  // Test workers start after this and inherit the main process's environment.
  process.env[TEST_SNAPSHOT_ENV] = file;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
