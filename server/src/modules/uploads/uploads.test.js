import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectPathFromUploadUrl, UPLOAD_MESSAGES } from '@core/uploads/file-types';
import { applications } from '../../db/schema/applications';
import { loadEnv } from '../../config/env';
import { createLocalStorage, createStorage } from '../../lib/storage';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { createUploadUrl, UPLOAD_URL_TTL_MS } from './service';
import { sampleDoc, sampleDocx, sampleExe, samplePdf, samplePng } from './test-files';
import { errorBody } from '../../test/error-body';
const SECRET = 'test-upload-signing-secret-0123456789abcdef';
let ctx;
let dataDir;
beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-uploads-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, UPLOAD_SIGNING_SECRET: SECRET });
});
afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
});
async function uploadUrl(caller, fileType) {
    const response = await injectAs(ctx.app, caller).get(`/api/upload-url?fileType=${fileType}`);
    expect(response.statusCode).toBe(200);
    return response.json().uploadURL;
}
// The signed URL is the upload's only credential: the PUT carries no token.
function put(url, body, contentType = 'application/octet-stream') {
    return injectAs(ctx.app, null).put(url, body, { headers: { 'content-type': contentType } });
}
const getObject = (objectPath, caller = null) => injectAs(ctx.app, caller).get(objectPath);
async function upload(caller, fileType, body, contentType) {
    const url = await uploadUrl(caller, fileType);
    const response = await put(url, body, contentType);
    return { url, response };
}
describe('GET /api/upload-url', () => {
    it('needs a signed-in user', async () => {
        const response = await injectAs(ctx.app, null).get('/api/upload-url?fileType=resume');
        expect(response.statusCode).toBe(401);
    });
    it('refuses an unknown file type', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        for (const query of ['?fileType=video', '']) {
            const response = await injectAs(ctx.app, token).get(`/api/upload-url${query}`);
            expect(response.statusCode).toBe(400);
            expect(response.json()).toEqual(errorBody(UPLOAD_MESSAGES.fileTypeInvalid));
        }
    });
    it('returns a signed URL on this server whose private folder names the object path', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const url = await uploadUrl(token, 'resume');
        expect(url).toMatch(/^\/api\/uploads\/private\/resumes\/[0-9a-f-]{36}\?token=[\w.%-]+$/);
        expect(objectPathFromUploadUrl(url)).toMatch(/^\/objects\/resumes\/[0-9a-f-]{36}$/);
        expect(objectPathFromUploadUrl(`http://example.com${url}`)).toBe(objectPathFromUploadUrl(url));
        expect(objectPathFromUploadUrl('/api/elsewhere/file')).toBe('');
    });
});
describe('PUT of the file to the upload URL', () => {
    it.each([
        ['resume', 'PDF', samplePdf(), 'application/pdf'],
        ['resume', 'DOCX', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['resume', 'DOC', sampleDoc(), 'application/msword'],
        ['document', 'text', Buffer.from('Certifications: OSHA 30\n'), 'text/plain'],
        ['avatar', 'PNG', samplePng(), 'image/png'],
    ])('stores a %s (%s) and serves it back to its owner', async (fileType, _kind, body, mimeType) => {
        const { token } = await registerUser(ctx.app, 'worker');
        const { url, response } = await upload(token, fileType, body, 'application/octet-stream');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ objectPath: objectPathFromUploadUrl(url) });
        const served = await getObject(response.json().objectPath, token);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toContain(mimeType);
        expect(served.rawPayload.equals(body)).toBe(true);
    });
    it('accepts a body without a content type', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const url = await uploadUrl(token, 'resume');
        const response = await injectAs(ctx.app, null).put(url, samplePdf());
        expect(response.statusCode).toBe(200);
    });
    it('refuses a renamed executable sent as a PDF, and stores nothing', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const { url, response } = await upload(token, 'resume', sampleExe(), 'application/pdf');
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual(errorBody(UPLOAD_MESSAGES.notADocument));
        expect((await getObject(objectPathFromUploadUrl(url), token)).statusCode).toBe(404);
    });
    it('refuses a document where an image is expected, and the reverse', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const asAvatar = await upload(token, 'avatar', samplePdf(), 'image/png');
        expect(asAvatar.response.statusCode).toBe(415);
        expect(asAvatar.response.json()).toEqual(errorBody(UPLOAD_MESSAGES.notAnImage));
        const asResume = await upload(token, 'resume', samplePng(), 'application/pdf');
        expect(asResume.response.statusCode).toBe(415);
    });
    it('refuses an empty file', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const { response } = await upload(token, 'resume', Buffer.alloc(0));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(UPLOAD_MESSAGES.empty));
    });
    it.each([
        ['avatar', 5],
        ['resume', 10],
    ])('refuses an oversize %s (limit %i MB)', async (fileType, maxMb) => {
        const { token } = await registerUser(ctx.app, 'worker');
        const oversize = Buffer.concat([samplePdf(), Buffer.alloc(maxMb * 1024 * 1024)]);
        const { response } = await upload(token, fileType, oversize);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ ...errorBody(`File size must be less than ${maxMb}MB`, 'uploads.too_large'), params: { maxMb } });
    });
    it('accepts a resume between the photo and the resume limits', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const sixMb = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
        const { response } = await upload(token, 'resume', sixMb, 'application/pdf');
        expect(response.statusCode).toBe(200);
    });
    it('refuses an upload URL used twice', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const { url, response } = await upload(token, 'resume', samplePdf());
        expect(response.statusCode).toBe(200);
        const again = await put(url, samplePdf());
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual(errorBody(UPLOAD_MESSAGES.linkUsed));
    });
    it('refuses an expired upload URL', async () => {
        const { user } = await registerUser(ctx.app, 'worker');
        const url = createUploadUrl(SECRET, user.id, 'resume', new Date(Date.now() - UPLOAD_URL_TTL_MS - 1000));
        const response = await put(url, samplePdf());
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual(errorBody(UPLOAD_MESSAGES.linkExpired));
    });
    it('refuses tampered upload URLs', async () => {
        const { token, user } = await registerUser(ctx.app, 'worker');
        const url = await uploadUrl(token, 'avatar');
        const [pathPart, query] = url.split('?token=');
        const [payload, signature] = decodeURIComponent(query).split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        const forgedPayload = Buffer.from(JSON.stringify({ ...claims, t: 'resume', e: claims.e + 3_600_000 })).toString('base64url');
        const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
        const otherSecret = createUploadUrl('another-secret-another-secret-1234', user.id, 'avatar', new Date());
        const tampered = [
            `${pathPart}?token=${payload}.${flipped}`,
            `${pathPart}?token=${forgedPayload}.${signature}`,
            `${pathPart.replace(/[0-9a-f]{12}$/, '000000000000')}?token=${query}`,
            pathPart,
            otherSecret,
        ];
        for (const bad of tampered) {
            const response = await put(bad, samplePng());
            expect(response.statusCode, bad).toBe(403);
            expect(response.json()).toEqual(errorBody(UPLOAD_MESSAGES.linkInvalid));
        }
        expect((await put(url, samplePng())).statusCode).toBe(200);
    });
});
describe('GET /objects/{path}', () => {
    it('serves a worker file to its owner and to employers the worker applied to; 404 to others', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const otherWorker = await registerUser(ctx.app, 'worker');
        const employer = await registerUser(ctx.app, 'employer');
        const strangerEmployer = await registerUser(ctx.app, 'employer');
        const { response } = await upload(worker.token, 'resume', samplePdf());
        const { objectPath } = response.json();
        expect((await getObject(objectPath, worker)).statusCode).toBe(200);
        expect((await getObject(objectPath)).statusCode).toBe(401);
        for (const viewer of [otherWorker, employer, strangerEmployer]) {
            const refused = await getObject(objectPath, viewer);
            expect(refused.statusCode).toBe(404);
            expect(refused.json()).toEqual(errorBody(UPLOAD_MESSAGES.notFound));
        }
        await ctx.database.db.insert(applications).values({ workerId: worker.user.id, employerId: employer.user.id, jobTitle: 'Pipe Welder' });
        const served = await getObject(objectPath, employer);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toContain('application/pdf');
        expect((await getObject(objectPath, strangerEmployer)).statusCode).toBe(404);
    });
    it("serves an employer's logo to workers who applied to that employer only", async () => {
        const employer = await registerUser(ctx.app, 'employer');
        const applicant = await registerUser(ctx.app, 'worker');
        const stranger = await registerUser(ctx.app, 'worker');
        const otherEmployer = await registerUser(ctx.app, 'employer');
        const { objectPath } = (await upload(employer.token, 'logo', samplePng())).response.json();
        await ctx.database.db.insert(applications).values({ workerId: applicant.user.id, employerId: employer.user.id, jobTitle: 'Lineman' });
        expect((await getObject(objectPath, employer)).statusCode).toBe(200);
        expect((await getObject(objectPath, applicant)).statusCode).toBe(200);
        for (const viewer of [stranger, otherEmployer]) {
            expect((await getObject(objectPath, viewer)).statusCode).toBe(404);
        }
        // The applicant's reach stops at logos: the employer's other files stay private.
        const { objectPath: document } = (await upload(employer.token, 'document', samplePdf())).response.json();
        expect((await getObject(document, applicant)).statusCode).toBe(404);
    });
    it('answers 404 for a path that was never uploaded', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const response = await getObject('/objects/resumes/00000000-0000-0000-0000-000000000000', token);
        expect(response.statusCode).toBe(404);
    });
});
describe('storage drivers', () => {
    it('keeps files on local disk and answers null for a missing key', async () => {
        const storage = createLocalStorage(path.join(dataDir, 'driver-test'));
        await storage.put('resumes/abc', Buffer.from('hello'), 'text/plain');
        expect((await storage.get('resumes/abc'))?.toString()).toBe('hello');
        expect(await storage.get('resumes/missing')).toBeNull();
        await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    });
    it('keeps files under UPLOADS_DIR when it is set, else under DATA_DIR/uploads', async () => {
        const shared = path.join(dataDir, 'shared-uploads');
        await createStorage(loadEnv({ DATA_DIR: dataDir, UPLOADS_DIR: shared })).put('resumes/shared', Buffer.from('one'), 'text/plain');
        expect(readFileSync(path.join(shared, 'resumes/shared'), 'utf8')).toBe('one');
        await createStorage(loadEnv({ DATA_DIR: dataDir })).put('resumes/local', Buffer.from('two'), 'text/plain');
        expect(readFileSync(path.join(dataDir, 'uploads/resumes/local'), 'utf8')).toBe('two');
    });
});
