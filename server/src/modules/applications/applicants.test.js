import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { workerProfiles } from '../../db/schema/worker-profile';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, registerUser } from '../../test/test-app';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
/** An employer with a welding job and an electrician job, and applicants written straight to the table. */
async function employerWithApplicants(onWelding, onElectrical = []) {
    const employer = await employerWithJob(ctx);
    const electrical = await insertJob(ctx, employer.user.id, {
        title: 'Commercial Electrician',
        industry: 'construction',
        skills: ['Conduit'],
    });
    const ids = {};
    const start = Date.UTC(2026, 0, 5, 8);
    for (const [job, applicants] of [
        [employer.job, onWelding],
        [electrical, onElectrical],
    ]) {
        for (const applicant of applicants) {
            const worker = await registerUser(ctx.app, 'worker', { firstName: applicant.firstName, lastName: applicant.lastName });
            await ctx.database.db.update(users).set({ location: applicant.location }).where(eq(users.id, worker.user.id));
            await ctx.database.db
                .update(workerProfiles)
                .set({ primaryTrade: applicant.trade, skills: applicant.skills })
                .where(eq(workerProfiles.userId, worker.user.id));
            const [row] = await ctx.database.db
                .insert(applications)
                .values({
                jobId: job.id,
                workerId: worker.user.id,
                employerId: employer.user.id,
                jobTitle: job.title,
                status: applicant.status,
                appliedAt: new Date(start + applicant.minute * 60_000),
            })
                .returning();
            ids[applicant.firstName] = row.id;
        }
    }
    return { employer, electrical, ids };
}
const person = (firstName, values = {}) => ({
    firstName,
    lastName: 'Smith',
    trade: 'laborer',
    skills: [],
    location: 'Seattle, WA',
    status: 'pending',
    minute: 0,
    ...values,
});
const namesOf = (body) => body.applications.map((application) => application.workerProfile.firstName);
async function page(caller, query) {
    return injectAs(ctx.app, caller).get('/api/employer/applications', { query });
}
/** Every page of a query, through nextCursor. */
async function allPages(caller, query) {
    const names = [];
    let cursor = null;
    do {
        const response = await page(caller, { ...query, ...(cursor ? { cursor } : {}) });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        names.push(...namesOf(body));
        cursor = body.nextCursor;
    } while (cursor);
    return names;
}
describe('GET /api/employer/applications with filters and pages', () => {
    it('keeps the plain list when no page is asked for, filtered and sorted as asked', async () => {
        const { employer } = await employerWithApplicants([person('Ana', { minute: 1 }), person('Ben', { minute: 2, status: 'reviewed' })]);
        const plain = await page(employer, {});
        expect(plain.statusCode).toBe(200);
        expect(plain.json().map((application) => application.workerProfile.firstName)).toEqual([
            'Ben',
            'Ana',
        ]);
        expect(plain.json()[0].review).toEqual({ note: null, rating: null });
        const oldestPending = await page(employer, { sort: 'oldest', status: 'pending' });
        expect(namesOf({ applications: oldestPending.json() })).toEqual(['Ana']);
    });
    it('filters by job, stage and a name, trade or skill, and counts each stage for the job filter', async () => {
        const { employer, electrical } = await employerWithApplicants([
            person('Carla', { trade: 'welder', skills: ['TIG'], minute: 1 }),
            person('Dev', { trade: 'pipefitter', status: 'interview', minute: 2 }),
        ], [
            person('Erin', { trade: 'electrician', skills: ['Conduit bending'], minute: 3, status: 'accepted' }),
            person('Femi', { lastName: 'Okafor', trade: 'hvac-technician', minute: 4, status: 'rejected' }),
        ]);
        const byJob = (await page(employer, { jobId: electrical.id, limit: '10' })).json();
        expect(namesOf(byJob)).toEqual(['Femi', 'Erin']);
        expect(byJob.counts).toEqual({ pending: 0, reviewed: 0, interview: 0, accepted: 1, rejected: 1 });
        expect(byJob.nextCursor).toBeNull();
        const interviewing = (await page(employer, { status: 'interview', limit: '10' })).json();
        expect(namesOf(interviewing)).toEqual(['Dev']);
        // Counts follow the job filter only, so every stage tab keeps its number while one is open.
        expect(interviewing.counts).toEqual({ pending: 1, reviewed: 0, interview: 1, accepted: 1, rejected: 1 });
        for (const [q, expected] of [
            ['okafor', ['Femi']],
            ['hvac technician', ['Femi']],
            ['WELDER', ['Carla']],
            ['conduit', ['Erin']],
            ['100%', []],
        ]) {
            expect(namesOf((await page(employer, { q, limit: '10' })).json()), q).toEqual(expected);
        }
    });
    it('pages newest and oldest with a cursor, each applicant once', async () => {
        const applicants = ['Gus', 'Hal', 'Ivy', 'Jo', 'Kim'].map((name, index) => person(name, { minute: index }));
        const { employer } = await employerWithApplicants(applicants);
        const first = (await page(employer, { limit: '2' })).json();
        expect(namesOf(first)).toEqual(['Kim', 'Jo']);
        expect(first.nextCursor).toEqual(expect.any(String));
        expect(await allPages(employer, { limit: '2' })).toEqual(['Kim', 'Jo', 'Ivy', 'Hal', 'Gus']);
        expect(await allPages(employer, { limit: '2', sort: 'oldest' })).toEqual(['Gus', 'Hal', 'Ivy', 'Jo', 'Kim']);
    });
    it("sorts by best match to each applicant's job (core's job score) and pages through it", async () => {
        const { employer } = await employerWithApplicants([
            person('Lou', { minute: 1 }),
            // The trade in the title (40), in the job's city (20); the newest applicant has neither.
            person('Mo', { trade: 'welder', location: 'Houston, TX', minute: 2 }),
            person('Nia', { trade: 'welder', minute: 3 }),
            person('Oz', { location: 'Houston, TX', minute: 4 }),
            person('Lee', { minute: 5 }),
        ]);
        // Equal scores keep newest first.
        const expected = ['Mo', 'Nia', 'Oz', 'Lee', 'Lou'];
        expect(await allPages(employer, { sort: 'match', limit: '1' })).toEqual(expected);
        expect(await allPages(employer, { sort: 'match', limit: '3' })).toEqual(expected);
    });
    it('answers 400 with a clear message to a bad sort, stage, cursor, limit or job id', async () => {
        const { employer } = await employerWithApplicants([person('Pat', { minute: 1 }), person('Quinn', { minute: 2 })]);
        const newestCursor = (await page(employer, { limit: '1' })).json().nextCursor;
        for (const [query, message] of [
            [{ sort: 'salary' }, APPLICATION_MESSAGES.sortInvalid],
            [{ status: 'hired' }, APPLICATION_MESSAGES.statusInvalid],
            [{ cursor: 'not-a-cursor' }, APPLICATION_MESSAGES.invalidCursor],
            [{ cursor: newestCursor, sort: 'oldest' }, APPLICATION_MESSAGES.invalidCursor],
            [{ cursor: Buffer.from('["newest","soon","x"]').toString('base64url') }, APPLICATION_MESSAGES.invalidCursor],
            [{ limit: '0' }, APPLICATION_MESSAGES.limitInvalid],
            [{ limit: 'ten' }, APPLICATION_MESSAGES.limitInvalid],
            [{ limit: '101' }, APPLICATION_MESSAGES.limitInvalid],
            [{ jobId: 'job-1' }, APPLICATION_MESSAGES.jobFilterInvalid],
        ]) {
            const response = await page(employer, query);
            expect(response.statusCode, JSON.stringify(query)).toBe(400);
            expect(response.json()).toEqual(errorBody(message));
        }
    });
    it("shows only the employer's own applicants: another's job is 404, workers 403, visitors 401", async () => {
        const { employer } = await employerWithApplicants([person('Rae')]);
        const other = await registerUser(ctx.app, 'employer');
        const otherPage = (await page(other, { limit: '10' })).json();
        expect(otherPage.applications).toEqual([]);
        expect(otherPage.counts).toEqual({ pending: 0, reviewed: 0, interview: 0, accepted: 0, rejected: 0 });
        const notTheirs = await page(other, { jobId: employer.job.id });
        expect(notTheirs.statusCode).toBe(404);
        expect(notTheirs.json()).toEqual(errorBody(APPLICATION_MESSAGES.jobNotFound));
        const worker = await completeWorker(ctx);
        expect((await page(worker, { limit: '10' })).statusCode).toBe(403);
        expect((await injectAs(ctx.app, null).get('/api/employer/applications?limit=10')).statusCode).toBe(401);
    });
});
describe('PATCH /api/employer/applications/{id}/review', () => {
    it('keeps a private note and a 1-5 rating that only the employer sees', async () => {
        const employer = await employerWithJob(ctx);
        const worker = await completeWorker(ctx);
        const applied = await injectAs(ctx.app, worker).post('/api/applications', { jobId: employer.job.id });
        const id = applied.json().id;
        const review = (body) => injectAs(ctx.app, employer).patch(`/api/employer/applications/${id}/review`, body);
        const noted = await review({ note: '  Strong TIG welds; ask about night shifts.  ', rating: 4 });
        expect(noted.statusCode).toBe(200);
        expect(noted.json()).toMatchObject({ id, review: { note: 'Strong TIG welds; ask about night shifts.', rating: 4 } });
        // Only the fields sent change; null clears one.
        expect((await review({ rating: 5 })).json().review).toEqual({ note: 'Strong TIG welds; ask about night shifts.', rating: 5 });
        expect((await review({ note: null })).json().review).toEqual({ note: null, rating: 5 });
        await review({ note: 'Private: call back Friday' });
        expect((await page(employer, { limit: '5' })).json().applications[0].review).toEqual({ note: 'Private: call back Friday', rating: 5 });
        const workerView = await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`);
        expect(workerView.statusCode).toBe(200);
        expect(workerView.body).not.toContain('call back Friday');
        expect(workerView.json()[0]).not.toHaveProperty('review');
        const edited = await injectAs(ctx.app, worker).put(`/api/applications/${id}`, { availability: 'Monday' });
        expect(edited.body).not.toContain('call back Friday');
    });
    it('answers 400 to a bad rating, a long note or nothing to save, and changes nothing', async () => {
        const employer = await employerWithJob(ctx);
        const worker = await completeWorker(ctx);
        const id = (await injectAs(ctx.app, worker).post('/api/applications', { jobId: employer.job.id })).json().id;
        for (const [body, message] of [
            [{ rating: 6 }, APPLICATION_MESSAGES.ratingInvalid],
            [{ rating: 0 }, APPLICATION_MESSAGES.ratingInvalid],
            [{ rating: 2.5 }, APPLICATION_MESSAGES.ratingInvalid],
            [{ rating: '3' }, APPLICATION_MESSAGES.ratingInvalid],
            [{ note: 'x'.repeat(2001), rating: 3 }, APPLICATION_MESSAGES.noteTooLong],
            [{}, APPLICATION_MESSAGES.reviewEmpty],
        ]) {
            const response = await injectAs(ctx.app, employer).patch(`/api/employer/applications/${id}/review`, body);
            expect(response.statusCode, JSON.stringify(body)).toBe(400);
            expect(response.json()).toEqual(errorBody(message));
        }
        const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
        expect(row).toMatchObject({ employerNote: null, employerRating: null });
    });
    it('answers 404 to another employer and a malformed id, 403 to the worker and 401 signed out', async () => {
        const employer = await employerWithJob(ctx);
        const worker = await completeWorker(ctx);
        const id = (await injectAs(ctx.app, worker).post('/api/applications', { jobId: employer.job.id })).json().id;
        const other = await registerUser(ctx.app, 'employer');
        const url = `/api/employer/applications/${id}/review`;
        const notTheirs = await injectAs(ctx.app, other).patch(url, { rating: 1 });
        expect(notTheirs.statusCode).toBe(404);
        expect(notTheirs.json()).toEqual(errorBody(APPLICATION_MESSAGES.notFound));
        expect((await injectAs(ctx.app, employer).patch('/api/employer/applications/nope/review', { rating: 1 })).statusCode).toBe(404);
        expect((await injectAs(ctx.app, worker).patch(url, { rating: 1 })).statusCode).toBe(403);
        expect((await injectAs(ctx.app, null).patch(url, { rating: 1 })).statusCode).toBe(401);
        const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
        expect(row.employerRating).toBeNull();
    });
});
