import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from './backup';
import { migrateDatabase, openDatabase } from './client';
import { serverSecrets } from './schema/server-secrets';
let folder;
beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'crewbridge-backup-'));
});
afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
});
/** Opens the embedded database in `pgliteDir` the way the server does, runs `work`, closes it. */
async function withEmbedded(pgliteDir, work) {
    const database = await openDatabase({ dataDir: pgliteDir });
    try {
        return await work(database.db);
    }
    finally {
        await database.close();
    }
}
const secretNamed = (name) => async (db) => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value;
describe('embedded backups (npm run db:backup / db:restore)', () => {
    it('restore the data as it was when backed up, keeping the replaced folder', async () => {
        const pgliteDir = path.join(folder, 'pglite');
        await withEmbedded(pgliteDir, async (db) => {
            await migrateDatabase(db);
            await db.insert(serverSecrets).values({ name: 'backed-up', value: 'before the backup' });
        });
        const file = path.join(folder, 'backups', 'one.tar.gz');
        expect((await backupEmbedded(pgliteDir, file)).bytes).toBeGreaterThan(1000);
        // A change after the backup, which the restore takes back.
        await withEmbedded(pgliteDir, (db) => db.update(serverSecrets).set({ value: 'after the backup' }).where(eq(serverSecrets.name, 'backed-up')));
        const { keptAt } = await restoreEmbedded(file, pgliteDir, 'test1');
        expect(await withEmbedded(pgliteDir, secretNamed('backed-up'))).toBe('before the backup');
        expect(keptAt).toBe(`${pgliteDir}.before-restore-test1`);
        expect(await withEmbedded(keptAt, secretNamed('backed-up'))).toBe('after the backup');
    }, 120_000);
    it('refuse a file that is not a backup and leave the current data alone', async () => {
        const pgliteDir = path.join(folder, 'pglite');
        const junk = path.join(folder, 'junk.tar.gz');
        await writeFile(junk, 'not a tar file');
        await expect(restoreEmbedded(junk, pgliteDir, 'test2')).rejects.toThrow(/is not a CrewBridge backup/);
        expect(existsSync(`${pgliteDir}.restoring-test2`)).toBe(false);
        expect(await withEmbedded(pgliteDir, secretNamed('backed-up'))).toBe('before the backup');
    }, 60_000);
    it('refuse a folder without a database', async () => {
        await expect(backupEmbedded(path.join(folder, 'nothing-here'), path.join(folder, 'x.tar.gz'))).rejects.toThrow(/No embedded database/);
    });
});
