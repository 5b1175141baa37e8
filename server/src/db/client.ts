import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded/start-embedded';

export type Database = NodePgDatabase;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** The connection string the pool uses (the embedded socket's, when embedded). */
  url: string;
  isEmbedded: boolean;
  /** Embedded only: writes its data directory to a file that `openDatabase({ loadFrom })` starts from. */
  dumpTo?(path: string): Promise<void>;
  /** Calls `listener` with the seconds each pool query took (GET /metrics); returns how to stop. */
  onQuery(listener: QueryListener): () => void;
  close(): Promise<void>;
}

export type QueryListener = (seconds: number) => void;

/** Memory each sort or bitmap of a query may use on PostgreSQL before spilling or going lossy. */
const POSTGRES_WORK_MEM = '16MB';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  loadFrom?: string;
  /** An embedded database already running (a test worker's, reused from file to file): close() leaves it running. */
  running?: EmbeddedDatabase;
}

/**
 * Opens PostgreSQL at `databaseUrl`, or else the embedded PGlite under `dataDir`.
 * Either way the rest of the server sees the same `pg` pool and Drizzle instance.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const embedded = options.databaseUrl
    ? null
    : (options.running ?? (await startEmbeddedDatabase(options.dataDir, { loadFrom: options.loadFrom })));
  const url = options.databaseUrl ?? embedded!.url;
  const pool = new pg.Pool({ connectionString: url, max: embedded ? 1 : 10 });
  const queryListeners = new Set<QueryListener>();
  keepConnectionsOnQueryErrors(pool, queryListeners);
  // Job search ranks in memory since migration 0027, so the best-match queries this was first measured on
  // are gone. One search still builds a big bitmap in SQL: a keyword with a phrase (quotes, hyphenated
  // words) is matched through jobs_search_vector_idx (findJobIdsMatchingKeyword), whose GIN bitmap for a
  // common word at 1M jobs outgrows the default 4 MB and goes lossy, so whole heap pages are rechecked.
  // Kept at 16 MB for that; not measured again since 0027 (docs/history.md).
  if (!embedded) {
    pool.on('connect', (client) => {
      client.query(`set work_mem = '${POSTGRES_WORK_MEM}'`).catch((error: Error) => console.warn(`work_mem not set: ${error.message}`));
    });
  } else {
    // PGlite keeps one session across its socket's connections: a new connection forgets the
    // statements a dropped one prepared, or preparing them again would fail ("already exists").
    pool.on('connect', (client) => {
      client.query('deallocate all').catch((error: Error) => console.warn(`prepared statements not reset: ${error.message}`));
    });
  }
  // An idle client dropped by the server (restart, admin kill) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzle(pool);
  return {
    db,
    pool,
    url,
    isEmbedded: embedded !== null,
    ...(embedded && { dumpTo: (path: string) => embedded.dumpTo(path) }),
    onQuery(listener) {
      queryListeners.add(listener);
      return () => queryListeners.delete(listener);
    },
    async close() {
      await pool.end();
      if (!options.running) await embedded?.stop();
    },
  };
}

/**
 * pg's Pool.query closes the connection after any failed query. A query the server refused
 * (bad input, a constraint) leaves the connection in sync, and embedded that one connection is
 * what every other request waits for: keep it, and drop a connection only when it failed itself.
 */
function keepConnectionsOnQueryErrors(pool: pg.Pool, listeners: ReadonlySet<QueryListener>) {
  pool.query = (async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const started = listeners.size > 0 ? performance.now() : 0;
    const client = await pool.connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
      throw error;
    } finally {
      if (started > 0) for (const listener of listeners) listener((performance.now() - started) / 1000);
    }
  }) as typeof pool.query;
}

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}

/** The `when` of the newest migration in the folder, which migrateDatabase records as its created_at. */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The newest migration recorded in the database (drizzle's default table), null when none; throws when the table is missing. */
export async function appliedMigrationMillis(db: Executor): Promise<number | null> {
  const result = await db.execute<{ applied: string | null }>(
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  );
  const applied = result.rows[0]?.applied;
  return applied == null ? null : Number(applied);
}
