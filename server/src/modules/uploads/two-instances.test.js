import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads';
import { injectAs } from '../../test/api';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { heldPut, pdfOf, put, uploadLink } from './test-files';
const QUOTA_MB = 0.1; // 104,857 bytes: three 30,000-byte files fit, a fourth does not
const FILE_BYTES = 30_000;
// Two instances behind a load balancer on one PostgreSQL, each with its own DATA_DIR and one shared
// UPLOADS_DIR: a file stored through one is served by the other, and every per-user upload limit
// adds up over both, whatever order parallel requests land in.
describe.skipIf(!process.env.TEST_DATABASE_URL)('uploads across two app instances on one PostgreSQL', () => {
    let instances;
    let apps;
    let root;
    const uploadsDir = () => path.join(root, 'shared-uploads');
    const appFor = (i) => apps[i % 2];
    beforeAll(async () => {
        root = mkdtempSync(path.join(tmpdir(), 'crewbridge-two-instances-uploads-'));
        instances = await createTestAppsSharingDatabase(2, (instance) => ({
            DATA_DIR: path.join(root, `instance-${instance}`),
            UPLOADS_DIR: uploadsDir(),
            // No UPLOAD_SIGNING_SECRET: the instances share the one generated into the database, so a link
            // signed by one is accepted by the other.
            UPLOAD_QUOTA_MB: String(QUOTA_MB),
        }));
        apps = instances.apps;
    });
    afterAll(async () => {
        await instances?.close();
        rmSync(root, { recursive: true, force: true });
    });
    async function storedBytes(userId) {
        const [row] = await apps[0].db
            .select({ total: sum(uploads.sizeBytes) })
            .from(uploads)
            .where(eq(uploads.ownerId, userId));
        return Number(row?.total ?? 0);
    }
    it('accepts a link signed by the other instance and serves the file from the shared UPLOADS_DIR', async () => {
        const worker = await registerUser(apps[0], 'worker');
        const body = pdfOf(2_000);
        // Linked by one instance, stored through the other (the shared signing secret), served by the first.
        const stored = await put(apps[1], await uploadLink(apps[0], worker), body);
        expect(stored.statusCode).toBe(200);
        const served = await injectAs(apps[0], worker).get(stored.json().objectPath);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(body)).toBe(true);
        expect(readdirSync(path.join(uploadsDir(), 'documents'))).toContain(path.basename(stored.json().objectPath));
    });
    it('30 link requests at once, spread over both, open exactly 20 links', async () => {
        const worker = await registerUser(apps[0], 'worker');
        const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => injectAs(appFor(i), worker).get('/api/upload-url?fileType=resume')));
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([...Array(20).fill(200), ...Array(10).fill(429)]);
    });
    it('8 parallel PUTs over a 3-file quota store exactly 3 files, never more than the quota; another user is unaffected', async () => {
        const worker = await registerUser(apps[0], 'worker');
        const links = await Promise.all(Array.from({ length: 8 }, (_, i) => uploadLink(appFor(i), worker)));
        // Past the 3-at-once limit too, so that only the quota decides: 3 in progress at a time, the others 429 or 413.
        const statuses = [];
        await Promise.all(links.map(async (url, i) => {
            for (let attempt = 0; attempt < 500; attempt += 1) {
                const response = await put(appFor(i + 1), url, pdfOf(FILE_BYTES));
                if (response.statusCode !== 429)
                    return statuses.push(response.statusCode);
                await new Promise((resolve) => setTimeout(resolve, 20));
            }
            statuses.push(429);
        }));
        expect(statuses.sort()).toEqual([200, 200, 200, 413, 413, 413, 413, 413]);
        expect(await storedBytes(worker.user.id)).toBe(3 * FILE_BYTES);
        // Nor on disk: a refused file is never written, or is removed again.
        const onDisk = readdirSync(path.join(uploadsDir(), 'documents')).filter((name) => links.some((url) => url.includes(name)));
        expect(onDisk).toHaveLength(3);
        const other = await registerUser(apps[1], 'worker');
        expect((await put(apps[0], await uploadLink(apps[1], other), pdfOf(FILE_BYTES))).statusCode).toBe(200);
    });
    it('10 PUTs started at once, spread over both, run 3 at a time: 7 are refused before their bodies are read', async () => {
        const worker = await registerUser(apps[0], 'worker');
        const links = await Promise.all(Array.from({ length: 10 }, (_, i) => uploadLink(appFor(i), worker)));
        const held = links.map((url, i) => heldPut(appFor(i + 1), url, pdfOf(5_000)));
        const answered = [];
        held.forEach(({ response }) => response.then((reply) => answered.push(reply.statusCode)));
        // The refused ones answer while every body is still held back.
        await expect.poll(() => answered.length, { timeout: 15_000 }).toBe(7);
        expect(answered).toEqual(Array(7).fill(429));
        for (const { finish } of held)
            finish();
        const statuses = (await Promise.all(held.map(({ response }) => response))).map((reply) => reply.statusCode).sort();
        expect(statuses).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    });
});
