// npm run db:restore -- <file>: puts a backup of db:backup back. Embedded: stop the app first; the
// current folder is kept beside the restored one. PostgreSQL: pg_restore --clean into DATABASE_URL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEnv } from '../server/src/config/env';
import { restoreEmbedded } from '../server/src/db/backup';
import { refuseWhileServing, timestamp } from './db-tools';
const env = loadEnv();
const given = process.argv[2];
if (!given) {
    console.error('Usage: npm run db:restore -- <backup file>');
    process.exit(1);
}
const file = path.resolve(given);
if (env.DATABASE_URL) {
    const restore = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${env.DATABASE_URL}`, file], {
        stdio: 'inherit',
    });
    if (restore.error)
        throw new Error(`pg_restore could not run (${restore.error.message}): install PostgreSQL's client tools`);
    process.exit(restore.status ?? 1);
}
await refuseWhileServing(env.PORT);
const { keptAt } = await restoreEmbedded(file, env.pgliteDir, timestamp());
console.log(`Restored ${file} into ${env.pgliteDir}.${keptAt ? ` The data it replaced is kept in ${keptAt}.` : ''}`);
