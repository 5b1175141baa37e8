import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@core/uploads/file-types';
import { uploads } from '../../db/schema/uploads';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { createTestApp, registerUser } from '../../test/test-app';
import { heldPut, pdfOf, put, sampleExe, samplePdf, uploadLink } from './test-files';
// Each user's upload limits on one instance (PGlite, or PostgreSQL with TEST_DATABASE_URL); the
// same limits across two instances are in two-instances.test.ts.
const QUOTA_MB = 0.05; // 52,428 bytes: one 30,000-byte file fits, a second does not
const FILE_BYTES = 30_000;
let ctx;
let dataDir;
beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-upload-limits-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, UPLOAD_QUOTA_MB: String(QUOTA_MB) });
});
afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
});
/** How many of the user's links a PUT in progress has claimed. */
async function claimedLinks(userId) {
    const result = await ctx.database.db.execute(sql `select count(*)::int as n from upload_links where owner_id = ${userId} and put_started_at is not null`);
    return result.rows[0]?.n;
}
const quotaFull = {
    ...errorBody(`This file does not fit in your ${QUOTA_MB} MB of file storage.`, 'uploads.quota_full'),
    params: { quotaMb: QUOTA_MB },
};
describe('open upload links per user', () => {
    it('refuses the 21st open link with 429; another user is unaffected; a used link frees its place', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const links = [];
        for (let i = 0; i < 20; i += 1)
            links.push(await uploadLink(ctx.app, worker, 'resume'));
        const refused = await injectAs(ctx.app, worker).get('/api/upload-url?fileType=resume');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual(errorBody(UPLOAD_MESSAGES.tooManyLinks));
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(800);
        expect(retryAfter).toBeLessThanOrEqual(900);
        const other = await registerUser(ctx.app, 'worker');
        await uploadLink(ctx.app, other, 'resume');
        expect((await put(ctx.app, links[0], samplePdf())).statusCode).toBe(200);
        await uploadLink(ctx.app, worker, 'resume');
        expect((await injectAs(ctx.app, worker).get('/api/upload-url?fileType=resume')).statusCode).toBe(429);
    });
    it('counts only unexpired links', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        for (let i = 0; i < 20; i += 1)
            await uploadLink(ctx.app, worker);
        expect((await injectAs(ctx.app, worker).get('/api/upload-url?fileType=document')).statusCode).toBe(429);
        await ctx.database.db.execute(sql `update upload_links set expires_at = now() - interval '1 second' where owner_id = ${worker.user.id}`);
        await uploadLink(ctx.app, worker);
    });
});
describe('stored bytes per user', () => {
    it('refuses a file that does not fit the quota with 413; another user is unaffected', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        expect((await put(ctx.app, await uploadLink(ctx.app, worker), pdfOf(FILE_BYTES))).statusCode).toBe(200);
        const refused = await put(ctx.app, await uploadLink(ctx.app, worker), pdfOf(FILE_BYTES));
        expect(refused.statusCode).toBe(413);
        expect(refused.json()).toEqual(quotaFull);
        // What is left still fits.
        expect((await put(ctx.app, await uploadLink(ctx.app, worker), pdfOf(20_000))).statusCode).toBe(200);
        const other = await registerUser(ctx.app, 'worker');
        expect((await put(ctx.app, await uploadLink(ctx.app, other), pdfOf(FILE_BYTES))).statusCode).toBe(200);
    });
    it('refuses a declared size over the quota before reading the body', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const held = heldPut(ctx.app, await uploadLink(ctx.app, worker), pdfOf(60_000));
        const response = await held.response;
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual(quotaFull);
    });
    it('gives a refused file its reservation and its link back', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const url = await uploadLink(ctx.app, worker);
        const exe = Buffer.concat([sampleExe(), Buffer.alloc(FILE_BYTES - sampleExe().length)]);
        expect((await put(ctx.app, url, exe)).statusCode).toBe(415);
        expect((await put(ctx.app, url, pdfOf(FILE_BYTES))).statusCode).toBe(200);
        expect((await put(ctx.app, await uploadLink(ctx.app, worker), pdfOf(FILE_BYTES))).statusCode).toBe(413);
    });
    it('frees the bytes of a deleted file', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const stored = await put(ctx.app, await uploadLink(ctx.app, worker), pdfOf(FILE_BYTES));
        expect((await put(ctx.app, await uploadLink(ctx.app, worker), pdfOf(FILE_BYTES))).statusCode).toBe(413);
        await ctx.database.db.delete(uploads).where(eq(uploads.objectPath, stored.json().objectPath.replace('/objects/', '')));
        expect((await put(ctx.app, await uploadLink(ctx.app, worker), pdfOf(FILE_BYTES))).statusCode).toBe(200);
    });
});
describe('uploads in progress per user', () => {
    it('refuses a 4th PUT while 3 are in progress with 429; another user is unaffected; a finished one frees its slot', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const held = [];
        for (let i = 0; i < 3; i += 1)
            held.push(heldPut(ctx.app, await uploadLink(ctx.app, worker), pdfOf(5_000)));
        // Each held PUT claims its link before its body is read; wait until all three have.
        await expect.poll(() => claimedLinks(worker.user.id), { timeout: 15_000 }).toBe(3);
        const fourthUrl = await uploadLink(ctx.app, worker);
        const refused = await put(ctx.app, fourthUrl, pdfOf(5_000));
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual(errorBody(UPLOAD_MESSAGES.tooManyAtOnce));
        const other = await registerUser(ctx.app, 'worker');
        expect((await put(ctx.app, await uploadLink(ctx.app, other), pdfOf(5_000))).statusCode).toBe(200);
        held[0].finish();
        expect((await held[0].response).statusCode).toBe(200);
        expect((await put(ctx.app, fourthUrl, pdfOf(5_000))).statusCode).toBe(200);
        for (const { finish, response } of held.slice(1)) {
            finish();
            expect((await response).statusCode).toBe(200);
        }
    });
    it('frees the slot and the link of a PUT whose client went away', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
        const urls = await Promise.all([0, 1, 2].map(() => uploadLink(ctx.app, worker)));
        const requests = urls.map((url) => {
            const request = http.request(`${address}${url}`, { method: 'PUT', headers: { 'content-length': '5000' } });
            request.on('error', () => { });
            request.write(pdfOf(5_000).subarray(0, 100));
            return request;
        });
        await expect.poll(() => claimedLinks(worker.user.id), { timeout: 15_000 }).toBe(3);
        for (const request of requests)
            request.destroy();
        await expect.poll(() => claimedLinks(worker.user.id), { timeout: 15_000 }).toBe(0);
        expect((await put(ctx.app, urls[0], pdfOf(5_000))).statusCode).toBe(200);
    });
});
