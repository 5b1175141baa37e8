import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { ChangeCursor } from '../job-change-log';
import type { AppliedChanges } from './applied-changes';
import { SnapshotInvalid, SnapshotReader, SnapshotWriter } from './snapshot-file';
import { readStore, writeStore, type StoreFacts } from './snapshot-store';
import type { JobStore } from './store';

/**
 * The search index's store on disk (README "Loading 1M jobs"): written after a full load and then every `everyMs` when
 * the index moved, read at an instance's first load, which then applies the change log from the snapshot's cursor
 * instead of reading every job. A snapshot is used only when whole (checksums), of this format, of this database and
 * its migrations, and young enough that the log still holds every change after its cursor; otherwise the full load
 * runs, with a log line saying why.
 */
// Changes whenever the store's structures or this file's layout change (snapshot-store.test.ts checks the fields).
export const SNAPSHOT_FORMAT = 1;
export const SNAPSHOT_FILE = 'job-search-index.snapshot';
const EVERY_MS = 30 * 60 * 1000;
// job_changes rows are kept 24 hours (job-expiry.ts); a margin for a transaction that ran long before it committed.
export const SNAPSHOT_MAX_AGE_MS = 20 * 60 * 60 * 1000;
// A temporary file this old was left by a writer that died (a live write takes seconds).
const STALE_TEMP_MS = 60 * 60 * 1000;

export type SnapshotEvent =
  | { event: 'written'; file: string; jobs: number; bytes: number; seconds: number }
  | { event: 'restored'; file: string; jobs: number; bytes: number; seconds: number }
  | { event: 'fallback'; file: string; reason: string }
  | { event: 'write-failed'; file: string; reason: string };

export interface SnapshotOptions {
  /** The directory of the snapshot file (config SEARCH_SNAPSHOT_DIR, by default DATA_DIR/search). */
  dir: string;
  /** How often a snapshot is written again when the index moved since the last one. */
  everyMs?: number;
  maxAgeMs?: number;
  log: (event: SnapshotEvent) => void;
}

interface SnapshotFacts {
  format: number;
  database: string;
  /** The newest migration applied (drizzle's created_at): the jobs table's shape and the load's text. */
  migration: string | null;
  /** The database's clock when the snapshot's cursor was current. */
  takenAtMs: number;
  jobs: number;
  cursor: ChangeCursor;
  store: StoreFacts;
}

interface DatabaseFacts {
  database: string;
  migration: string | null;
  nowMs: number;
}

async function databaseFacts(db: Executor): Promise<DatabaseFacts> {
  const result = await db.execute<{ database: string; migration: string | null; now_ms: string }>(sql`
    select current_database() as database, (select max(created_at)::text from drizzle.__drizzle_migrations) as migration,
      (extract(epoch from now()) * 1000)::bigint::text as now_ms`);
  const row = result.rows[0]!;
  return { database: row.database, migration: row.migration, nowMs: Number(row.now_ms) };
}

/** Why a snapshot's facts do not fit this database now; null when they do. */
function unfit(facts: SnapshotFacts, now: DatabaseFacts, maxAgeMs: number): string | null {
  if (facts.format !== SNAPSHOT_FORMAT) return `format ${String(facts.format)}, this build reads ${SNAPSHOT_FORMAT}`;
  if (facts.database !== now.database) return `written for database ${facts.database}`;
  if (facts.migration !== now.migration)
    return `written at migration ${String(facts.migration)}, the database is at ${String(now.migration)}`;
  const age = now.nowMs - facts.takenAtMs;
  if (!(age >= 0 && age <= maxAgeMs)) return `${Math.round(age / 60_000)} minutes old: the change log may no longer hold what followed it`;
  return null;
}

/** Puts a snapshot's cursor into the index's state: the log is read from there. */
export function restoreCursor(state: AppliedChanges, cursor: ChangeCursor) {
  state.reset(BigInt(cursor.xmin));
  for (const txid of cursor.done) state.done.add(txid);
  for (const part of cursor.partial) state.partial.set(part.txid, BigInt(part.seq));
}

/** Reads the snapshot when it is there and fits; null otherwise (logged, except when there is no file). */
export async function readSnapshot(db: Executor, options: SnapshotOptions): Promise<{ store: JobStore; cursor: ChangeCursor } | null> {
  const file = path.join(options.dir, SNAPSHOT_FILE);
  const started = performance.now();
  let reader: SnapshotReader<SnapshotFacts> | null = null;
  try {
    reader = await SnapshotReader.open<SnapshotFacts>(file);
    if (!reader) return null;
    const reason = unfit(reader.facts, await databaseFacts(db), options.maxAgeMs ?? SNAPSHOT_MAX_AGE_MS);
    if (reason) throw new SnapshotInvalid(reason);
    const store = await readStore(reader as SnapshotReader<unknown>, reader.facts.store);
    if (store.ids.size !== reader.facts.jobs) throw new SnapshotInvalid('job count does not match');
    const seconds = (performance.now() - started) / 1000;
    options.log({ event: 'restored', file, jobs: store.ids.size, bytes: reader.bytes, seconds });
    return { store, cursor: reader.facts.cursor };
  } catch (error) {
    // Whatever is wrong with the file (cut short, another build's, unreadable), a full load is right.
    options.log({ event: 'fallback', file, reason: error instanceof Error ? error.message : String(error) });
    return null;
  } finally {
    await reader?.close();
  }
}

/** Writes the store and the cursor it reflects (the caller holds the index's turn); answers the file's bytes. */
export async function writeSnapshot(db: Executor, options: SnapshotOptions, store: JobStore, cursor: ChangeCursor): Promise<number> {
  const file = path.join(options.dir, SNAPSHOT_FILE);
  const started = performance.now();
  await mkdir(options.dir, { recursive: true });
  const now = await databaseFacts(db);
  const writer = new SnapshotWriter(file);
  try {
    const storeFacts = await writeStore(writer, store);
    const facts: SnapshotFacts = {
      format: SNAPSHOT_FORMAT,
      database: now.database,
      migration: now.migration,
      takenAtMs: now.nowMs,
      jobs: store.ids.size,
      cursor,
      store: storeFacts,
    };
    const bytes = await writer.finish(facts);
    await removeStaleTemps(options.dir, file);
    options.log({ event: 'written', file, jobs: store.ids.size, bytes, seconds: (performance.now() - started) / 1000 });
    return bytes;
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

/** Drops temporary files a writer that died left behind: older than the snapshot just written by more than a write takes (file clocks). */
async function removeStaleTemps(dir: string, written: string) {
  const writtenAt = (await stat(written)).mtimeMs;
  for (const name of await readdir(dir)) {
    if (!name.startsWith(`${SNAPSHOT_FILE}.`) || !name.endsWith('.tmp')) continue;
    const at = path.join(dir, name);
    const info = await stat(at).catch(() => null);
    if (info && writtenAt - info.mtimeMs > STALE_TEMP_MS) await rm(at, { force: true });
  }
}

export interface SnapshotKeeper {
  /** True once: the first load tries the snapshot. */
  firstLoad(): boolean;
  restore(): ReturnType<typeof readSnapshot>;
  /** After a full load: a snapshot is written in the index's turn (not awaited). */
  afterLoad(): void;
  /** Writes one now, in the index's turn (the bench and tests). */
  write(): Promise<number>;
  /** Whether a write is waiting for the index's turn or holds it (changes wait for it: 3-5 s at 1M jobs). */
  writing(): boolean;
  close(): void;
}

/** The index's side of snapshots: when to read, when to write (off the request path: a timer, after full loads). */
export function createSnapshotKeeper(
  db: Executor,
  options: SnapshotOptions,
  index: {
    store: () => JobStore;
    cursor: () => ChangeCursor;
    version: () => number;
    inTurn: <T>(step: () => Promise<T>) => Promise<T>;
  },
): SnapshotKeeper {
  let tried = false;
  // The index version the file on disk reflects; null until a load or a restore ends (nothing to write before).
  let writtenAt: number | null = null;
  let writing: Promise<number> | null = null;
  let closed = false;
  const write = () => {
    writing ??= index
      .inTurn(async () => {
        if (closed) return 0;
        const version = index.version();
        const bytes = await writeSnapshot(db, options, index.store(), index.cursor());
        writtenAt = version;
        return bytes;
      })
      .finally(() => {
        writing = null;
      });
    return writing;
  };
  const writeQuietly = () => {
    write().catch((error: unknown) => {
      options.log({
        event: 'write-failed',
        file: path.join(options.dir, SNAPSHOT_FILE),
        reason: error instanceof Error ? error.message : String(error),
      });
    });
  };
  const timer = setInterval(() => {
    if (writtenAt !== null && writtenAt !== index.version()) writeQuietly();
  }, options.everyMs ?? EVERY_MS);
  timer.unref();
  return {
    firstLoad() {
      if (tried) return false;
      tried = true;
      return true;
    },
    async restore() {
      const restored = await readSnapshot(db, options);
      // The timer writes again once the index moves past what was read.
      if (restored) writtenAt = index.version() + 1;
      return restored;
    },
    afterLoad() {
      // Should this write fail, the timer tries again.
      writtenAt = -1;
      writeQuietly();
    },
    write,
    writing: () => writing !== null,
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}
