import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { UPLOAD_MESSAGES } from '@core/uploads/file-types';
import { put, samplePdf, uploadLink } from '../modules/uploads/test-files';
import { injectAs } from './api';
import { errorBody } from './error-body';
import { completeEmployerProfile } from './factories';
import { createTestApp, registerUser } from './test-app';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SESSION_TTL_DAYS = 60;
// Every time rule reads the app's one clock (BuildAppOptions.now): moving it, never waiting, ends
// a post, a session and an upload link exactly as the days passing would.
let ctx;
let dataDir;
let now = new Date();
const moveClock = (ms) => {
    now = new Date(now.getTime() + ms);
};
beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-clock-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, SESSION_TTL_DAYS: String(SESSION_TTL_DAYS) }, { now: () => now });
});
afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
});
describe('the moved app clock', () => {
    it('ends an upload link after its 15 minutes', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const fresh = await uploadLink(ctx.app, worker.token, 'resume');
        const lapsed = await uploadLink(ctx.app, worker.token, 'resume');
        expect((await put(ctx.app, fresh, samplePdf())).statusCode).toBe(200);
        moveClock(16 * MINUTE_MS);
        const response = await put(ctx.app, lapsed, samplePdf());
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual(errorBody(UPLOAD_MESSAGES.linkExpired));
    });
    it("ends a job's post after its 30 days, and a session after SESSION_TTL_DAYS", async () => {
        const employer = await registerUser(ctx.app, 'employer');
        const worker = await registerUser(ctx.app, 'worker');
        await completeEmployerProfile(ctx.database.db, employer.user.id, 'Clockwork Crew');
        const posted = await injectAs(ctx.app, employer).post('/api/jobs', {
            title: 'Substation Electrician',
            industry: 'construction',
            description: 'Terminate medium-voltage cable.',
            location: 'Houston, TX',
            jobType: 'full-time',
            experienceLevel: 'mid',
        });
        expect(posted.statusCode, posted.body).toBe(201);
        const jobId = posted.json().id;
        const employerJob = async () => (await injectAs(ctx.app, employer).get(`/api/employer/${employer.user.id}/jobs`)).json().find((job) => job.id === jobId);
        expect(new Date((await employerJob()).expiresAt).getTime()).toBe(now.getTime() + 30 * DAY_MS);
        moveClock(29 * DAY_MS);
        expect((await injectAs(ctx.app, worker).get(`/api/jobs/${jobId}`)).statusCode).toBe(200);
        expect((await injectAs(ctx.app, null).get(`/api/public/jobs/${jobId}`)).statusCode).toBe(200);
        moveClock(2 * DAY_MS);
        expect((await injectAs(ctx.app, worker).get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
        const publicJob = await injectAs(ctx.app, null).get(`/api/public/jobs/${jobId}`);
        expect(publicJob.statusCode).toBe(410);
        expect(publicJob.json()).toEqual(errorBody(JOB_MESSAGES.noLongerAvailable));
        expect(await employerJob()).toMatchObject({ isExpired: true, isActive: false });
        // Signed in 31 days ago: still within the session's days.
        expect((await injectAs(ctx.app, worker).get('/api/auth/me')).statusCode).toBe(200);
        moveClock((SESSION_TTL_DAYS - 31) * DAY_MS + MINUTE_MS);
        const me = await injectAs(ctx.app, worker).get('/api/auth/me');
        expect(me.statusCode).toBe(401);
        expect(me.json()).toEqual(errorBody(AUTH_MESSAGES.notSignedIn));
    });
});
