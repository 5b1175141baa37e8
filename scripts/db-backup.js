// npm run db:backup -- [file]: a copy of the database. Embedded: the PGlite folder as a .tar.gz (stop
// the app first). PostgreSQL (DATABASE_URL): pg_dump's custom format. docs/operations.md "Backups".
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../server/src/config/env';
import { backupEmbedded } from '../server/src/db/backup';
import { refuseWhileServing, timestamp } from './db-tools';
const env = loadEnv();
const given = process.argv[2];
if (env.DATABASE_URL) {
    const file = path.resolve(given ?? path.join(env.dataDir, 'backups', `crewbridge-${timestamp()}.dump`));
    mkdirSync(path.dirname(file), { recursive: true });
    const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, env.DATABASE_URL], { stdio: 'inherit' });
    if (dump.error)
        throw new Error(`pg_dump could not run (${dump.error.message}): install PostgreSQL's client tools`);
    if (dump.status !== 0)
        process.exit(dump.status ?? 1);
    console.log(`Backup written to ${file}`);
}
else {
    await refuseWhileServing(env.PORT);
    const file = path.resolve(given ?? path.join(env.dataDir, 'backups', `crewbridge-${timestamp()}.tar.gz`));
    const { bytes } = await backupEmbedded(env.pgliteDir, file);
    console.log(`Backup of ${env.pgliteDir} written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}
