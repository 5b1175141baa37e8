import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// The same extensions the embedded server opens with (embedded/worker.ts): a restored folder must open there.
const EXTENSIONS = { pg_trgm };
const holdsDatabase = (pgliteDir) => existsSync(path.join(pgliteDir, 'PG_VERSION'));
/**
 * Writes the embedded database's folder as one gzipped tar file (PGlite's own dump). The app must be
 * stopped: PGlite is one process's, and a copy taken under a running server could be torn.
 */
export async function backupEmbedded(pgliteDir, file) {
    if (!holdsDatabase(pgliteDir))
        throw new Error(`No embedded database at ${pgliteDir}`);
    const db = await PGlite.create(pgliteDir, { extensions: EXTENSIONS });
    try {
        const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, dump);
        return { bytes: dump.length };
    }
    finally {
        await db.close();
    }
}
/**
 * Replaces the embedded database with a backup. The backup is opened in a folder beside it first, so a
 * damaged file leaves the current data as it was; the current folder is kept, renamed, until you delete it.
 */
export async function restoreEmbedded(file, pgliteDir, stamp) {
    const staging = `${pgliteDir}.restoring-${stamp}`;
    await rm(staging, { recursive: true, force: true });
    try {
        const db = await PGlite.create(staging, { loadDataDir: new Blob([await readFile(file)]), extensions: EXTENSIONS });
        // A file that is not a database dump fails here, before anything is replaced.
        await db.query('select count(*) from drizzle.__drizzle_migrations');
        await db.close();
    }
    catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw new Error(`${file} is not a CrewBridge backup: ${error instanceof Error ? error.message : String(error)}`);
    }
    const keptAt = holdsDatabase(pgliteDir) ? `${pgliteDir}.before-restore-${stamp}` : null;
    if (keptAt)
        await rename(pgliteDir, keptAt);
    else
        await rm(pgliteDir, { recursive: true, force: true });
    await rename(staging, pgliteDir);
    return { keptAt };
}
