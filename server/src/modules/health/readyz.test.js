import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_MODULES } from '../../db/schema/all-tables';
import { injectAs } from '../../test/api';
import { createTestApp } from '../../test/test-app';
import { createJobSearchIndex } from '../jobs/search-index';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
async function readyz() {
    const response = await injectAs(ctx.app, null).get('/readyz');
    return { statusCode: response.statusCode, body: response.json() };
}
const READY = { statusCode: 200, body: { status: 'ready' } };
describe('GET /readyz', () => {
    it('answers 503 while the migrations table is gone, and ready once it is back', async () => {
        await ctx.app.db.execute(sql `alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_gone`);
        expect(await readyz()).toEqual({ statusCode: 503, body: { status: 'not ready', reason: 'migrations table missing' } });
        await ctx.app.db.execute(sql `alter table drizzle.__drizzle_migrations_gone rename to __drizzle_migrations`);
        expect(await readyz()).toEqual(READY);
    });
    it("answers 503 while the database lacks this build's newest migration", async () => {
        const removed = await ctx.app.db.execute(sql `delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text`);
        const { statusCode, body } = await readyz();
        expect(statusCode).toBe(503);
        expect(body.reason).toMatch(/^migrations not applied: database at \d+, this build at \d+$/);
        const [row] = removed.rows;
        await ctx.app.db.execute(sql `insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
        expect(await readyz()).toEqual(READY);
    });
    it("stays ready on a database a newer build has migrated further (a rolling deploy's older instances)", async () => {
        await ctx.app.db.execute(sql `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', (select max(created_at) + 1000 from drizzle.__drizzle_migrations))`);
        expect(await readyz()).toEqual(READY);
        await ctx.app.db.execute(sql `delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-build'`);
    });
    it('answers 503 naming a table of the schema that is gone', async () => {
        await ctx.app.db.execute(sql `alter table users rename to users_gone`);
        expect(await readyz()).toEqual({ statusCode: 503, body: { status: 'not ready', reason: 'tables missing: users' } });
        await ctx.app.db.execute(sql `alter table users_gone rename to users`);
        expect(await readyz()).toEqual(READY);
    });
    it('checks the table of every schema file', () => {
        const schemaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/schema');
        const files = readdirSync(schemaFolder)
            .filter((file) => file.endsWith('.ts') && file !== 'all-tables.ts')
            .map((file) => file.replace(/\.ts$/, ''));
        expect(Object.keys(SCHEMA_MODULES).sort()).toEqual(files.sort());
    });
    it('counts the job search index as loaded only between its first load and its close', async () => {
        const index = createJobSearchIndex(ctx.app.db);
        expect(index.isLoaded()).toBe(false);
        await index.load();
        expect(index.isLoaded()).toBe(true);
        index.close();
        expect(index.isLoaded()).toBe(false);
    });
    // Last: the app's index cannot load again once closed.
    it("answers 503 once the app's job search index is closed", async () => {
        ctx.app.jobSearch.close();
        expect(await readyz()).toEqual({ statusCode: 503, body: { status: 'not ready', reason: 'job search index not loaded' } });
    });
});
