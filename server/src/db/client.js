import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded/start-embedded';
/** Memory each sort or bitmap of a query may use on PostgreSQL before spilling or going lossy. */
const POSTGRES_WORK_MEM = '16MB';
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * Opens PostgreSQL at `databaseUrl`, or else the embedded PGlite under `dataDir`.
 * Either way the rest of the server sees the same `pg` pool and Drizzle instance.
 */
export async function openDatabase(options) {
    const embedded = options.databaseUrl ? null : await startEmbeddedDatabase(options.dataDir);
    const url = options.databaseUrl ?? embedded.url;
    const pool = new pg.Pool({ connectionString: url, max: embedded ? 1 : 10 });
    const queryListeners = new Set();
    keepConnectionsOnQueryErrors(pool, queryListeners);
    // Job search ranks in memory since migration 0027, so the best-match queries this was first measured on
    // are gone. One search still builds a big bitmap in SQL: a keyword with a phrase (quotes, hyphenated
    // words) is matched through jobs_search_vector_idx (findJobIdsMatchingKeyword), whose GIN bitmap for a
    // common word at 1M jobs outgrows the default 4 MB and goes lossy, so whole heap pages are rechecked.
    // Kept at 16 MB for that; not measured again since 0027 (docs/history.md).
    if (!embedded) {
        pool.on('connect', (client) => {
            client.query(`set work_mem = '${POSTGRES_WORK_MEM}'`).catch((error) => console.warn(`work_mem not set: ${error.message}`));
        });
    }
    else {
        // PGlite keeps one session across its socket's connections: a new connection forgets the
        // statements a dropped one prepared, or preparing them again would fail ("already exists").
        pool.on('connect', (client) => {
            client.query('deallocate all').catch((error) => console.warn(`prepared statements not reset: ${error.message}`));
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
        onQuery(listener) {
            queryListeners.add(listener);
            return () => queryListeners.delete(listener);
        },
        async close() {
            await pool.end();
            await embedded?.stop();
        },
    };
}
/**
 * pg's Pool.query closes the connection after any failed query. A query the server refused
 * (bad input, a constraint) leaves the connection in sync, and embedded that one connection is
 * what every other request waits for: keep it, and drop a connection only when it failed itself.
 */
function keepConnectionsOnQueryErrors(pool, listeners) {
    pool.query = (async (config, values) => {
        const started = listeners.size > 0 ? performance.now() : 0;
        const client = await pool.connect();
        try {
            const result = await client.query(config, values);
            client.release();
            return result;
        }
        catch (error) {
            client.release(error instanceof pg.DatabaseError ? undefined : error);
            throw error;
        }
        finally {
            if (started > 0)
                for (const listener of listeners)
                    listener((performance.now() - started) / 1000);
        }
    });
}
export async function migrateDatabase(db) {
    await migrate(db, { migrationsFolder });
}
/** The `when` of the newest migration in the folder, which migrateDatabase records as its created_at. */
export function newestMigrationMillis() {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    return Math.max(...journal.entries.map((entry) => entry.when));
}
/** The newest migration recorded in the database (drizzle's default table), null when none; throws when the table is missing. */
export async function appliedMigrationMillis(db) {
    const result = await db.execute(sql `select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
    const applied = result.rows[0]?.applied;
    return applied == null ? null : Number(applied);
}
