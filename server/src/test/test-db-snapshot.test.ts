import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appliedMigrationMillis, newestMigrationMillis, openDatabase } from '../db/client';
import { TEST_SNAPSHOT_ENV } from './global-setup';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded test database snapshot', () => {
  it('is dumped once for the run, and a database loaded from it is migrated without running migrations', async () => {
    const file = process.env[TEST_SNAPSHOT_ENV];
    expect(file && existsSync(file)).toBe(true);
    const database = await openDatabase({ dataDir: 'memory://', loadFrom: file });
    try {
      expect(await appliedMigrationMillis(database.db)).toBe(newestMigrationMillis());
    } finally {
      await database.close();
    }
  });
});
