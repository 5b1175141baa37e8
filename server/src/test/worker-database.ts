import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded/start-embedded';

/**
 * One embedded database per test worker, reused by file after file (vitest runs the API tests
 * without isolation, so this module lives as long as the worker). Starting PGlite from the
 * migrated dump took 3-4 s a file; emptying the tables takes a few milliseconds.
 *
 * A file gets it empty, as the migrations left it (they insert no rows outside drizzle's own
 * table): every table truncated, every sequence restarted, the session's state discarded. A file
 * that changed the schema (dropped a trigger, added a column) leaves it to be thrown away.
 * A second app open at the same time in one file gets a database of its own.
 */
interface WorkerDatabase {
  running: EmbeddedDatabase;
  schema: string;
  leased: boolean;
}

let shared: Promise<WorkerDatabase> | undefined;

export interface LeasedDatabase {
  running: EmbeddedDatabase;
  release(): Promise<void>;
}

/** The worker's embedded database, empty, or null when another app of this file holds it. */
export async function leaseWorkerDatabase(loadFrom: string): Promise<LeasedDatabase | null> {
  shared ??= start(loadFrom);
  const database = await shared;
  if (database.leased) return null;
  database.leased = true;
  try {
    await query(database.running, 'discard all');
    await query(database.running, RESET_SQL(await listTables(database.running)));
  } catch (error) {
    await discard(database);
    throw error;
  }
  return {
    running: database.running,
    async release() {
      if ((await schemaFingerprint(database.running)) === database.schema) database.leased = false;
      else await discard(database);
    },
  };
}

async function start(loadFrom: string): Promise<WorkerDatabase> {
  const running = await startEmbeddedDatabase('memory://', { loadFrom });
  running.unref();
  return { running, schema: await schemaFingerprint(running), leased: false };
}

async function discard(database: WorkerDatabase) {
  shared = undefined;
  await database.running.stop();
}

async function query<Row extends pg.QueryResultRow>(running: EmbeddedDatabase, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: running.url });
  await client.connect();
  try {
    // A multi-statement string goes as one simple query; the last statement's rows come back.
    const result = (await client.query<Row>(text)) as pg.QueryResult<Row> | pg.QueryResult<Row>[];
    return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
  } finally {
    await client.end();
  }
}

async function listTables(running: EmbeddedDatabase): Promise<string[]> {
  const rows = await query<{ name: string }>(
    running,
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  return rows.map((row) => row.name);
}

// PGlite keeps one session across connections, so `discard all` (alone: it refuses a transaction
// block) first drops the last file's locks, prepared statements and settings. Triggers are off while
// emptying: jobs' TRUNCATE trigger would log a change the new file did not make.
const RESET_SQL = (tables: string[]) => `
  set session_replication_role = replica;
  ${tables.length > 0 ? `truncate ${tables.join(', ')} restart identity cascade;` : ''}
  do $$ declare s record; begin
    for s in select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' loop
      execute 'alter sequence ' || s.name || ' restart';
    end loop;
  end $$;
  set session_replication_role = default;`;

/** Names and shapes of everything the migrations made: tables, columns, indexes, triggers, functions, constraints. */
async function schemaFingerprint(running: EmbeddedDatabase): Promise<string> {
  const rows = await query<{ fingerprint: string }>(
    running,
    `select md5(string_agg(entry, ',' order by entry)) as fingerprint from (
      select format('class %s.%s %s', n.nspname, c.relname, c.relkind) from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
      union all select format('column %s.%s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped, a.attgenerated)
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0
      union all select format('default %s.%s %s', d.adrelid::regclass, d.adnum, pg_get_expr(d.adbin, d.adrelid)) from pg_attrdef d
        join pg_class c on c.oid = d.adrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
      union all select format('trigger %s.%s %s', t.tgrelid::regclass, t.tgname, t.tgenabled) from pg_trigger t where not t.tgisinternal
      union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
      union all select format('constraint %s.%s %s', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid)) from pg_constraint k
        join pg_namespace n on n.oid = k.connamespace where n.nspname = 'public'
      union all select format('migrations %s', count(*)) from drizzle.__drizzle_migrations
    ) entries(entry)`,
  );
  return rows[0]?.fingerprint ?? '';
}
