import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { TEST_SNAPSHOT_ENV } from './global-setup';
import { leaseWorkerDatabase } from './worker-database';

/** Runs `work` on the leased database through a pool of its own, as an app would, then closes the pool. */
async function withPool<T>(
  running: Parameters<typeof openDatabase>[0]['running'],
  work: (query: (text: string) => Promise<unknown[]>) => Promise<T>,
) {
  const database = await openDatabase({ dataDir: 'memory://', running });
  try {
    return await work(async (text) => (await database.pool.query(text)).rows);
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the test worker's embedded database", () => {
  const snapshot = () => process.env[TEST_SNAPSHOT_ENV]!;

  it('comes back empty, with its sequences restarted, to the next lease; a second lease at once gets none', async () => {
    const first = (await leaseWorkerDatabase(snapshot()))!;
    expect(await leaseWorkerDatabase(snapshot())).toBeNull();
    await withPool(first.running, async (query) => {
      await query(`insert into job_changes (job_id) values (null), (null)`);
      expect(await query(`select seq::int from job_changes order by seq`)).toEqual([{ seq: 1 }, { seq: 2 }]);
    });
    await first.release();

    const second = (await leaseWorkerDatabase(snapshot()))!;
    expect(second.running).toBe(first.running);
    await withPool(second.running, async (query) => {
      expect(await query(`select count(*)::int as rows from job_changes`)).toEqual([{ rows: 0 }]);
      await query(`insert into job_changes (job_id) values (null)`);
      expect(await query(`select seq::int from job_changes`)).toEqual([{ seq: 1 }]);
    });
    await second.release();
  });

  it('is thrown away when a file changed the schema, and the next lease starts a new one', async () => {
    const changed = (await leaseWorkerDatabase(snapshot()))!;
    await withPool(changed.running, (query) => query(`drop trigger jobs_log_inserts on jobs`));
    await changed.release();

    const next = (await leaseWorkerDatabase(snapshot()))!;
    expect(next.running).not.toBe(changed.running);
    await withPool(next.running, async (query) => {
      expect(await query(`select tgname from pg_trigger where tgname = 'jobs_log_inserts'`)).toEqual([{ tgname: 'jobs_log_inserts' }]);
    });
    await next.release();
  });
});
