import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { addDays, isoToday } from '@core/credentials/status';
import { applications } from '../../db/schema/applications';
import { certifications } from '../../db/schema/career';
import { workerProfiles } from '../../db/schema/worker-profile';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, registerUser } from '../../test/test-app';
// Issue 21, employers' side: each applicant's coverage of the job's required credentials with
// evidence links, and the qualified / available-by / will-travel filters.
let ctx;
let employer;
let other;
const workers = {};
const today = isoToday();
async function applicant(key, jobId, profile, wallet) {
    const worker = await registerUser(ctx.app, 'worker', { firstName: key, lastName: 'Tester' });
    workers[key] = worker;
    await ctx.database.db.update(workerProfiles).set(profile).where(eq(workerProfiles.userId, worker.user.id));
    for (const record of wallet) {
        await ctx.database.db.insert(certifications).values({
            userId: worker.user.id,
            certificationName: record.credentialId,
            certifyingBody: 'Issuer',
            industry: 'oilgas',
            status: record.status ?? 'earned',
            expirationDate: record.expiresAt,
            credentialId: record.credentialId,
            evidenceUrl: record.evidenceUrl ?? null,
        });
    }
    await ctx.database.db.insert(applications).values({
        jobId,
        workerId: worker.user.id,
        employerId: employer.user.id,
        jobTitle: 'Pipeline Welder',
        status: 'pending',
    });
}
// A longer setup limit: it signs several users up through the API, slow on a loaded machine.
beforeAll(async () => {
    ctx = await createTestApp();
    employer = await employerWithJob(ctx);
    other = await employerWithJob(ctx, 'Other Co');
    const job = await insertJob(ctx, employer.user.id, { title: 'Dock Welder', requiredCredentials: ['twic', 'nfpa-70e'] });
    await applicant('Qualified', job.id, { availableFrom: addDays(today, 10), travelDistanceMiles: 500 }, [
        { credentialId: 'twic', expiresAt: addDays(today, 300), evidenceUrl: '/objects/uploads/twic-card' },
        { credentialId: 'twic', expiresAt: addDays(today, -300) },
        { credentialId: 'nfpa-70e', expiresAt: null },
    ]);
    await applicant('Expired', job.id, { availableFrom: addDays(today, 40), travelDistanceMiles: 25_000 }, [
        { credentialId: 'twic', expiresAt: addDays(today, 300) },
        { credentialId: 'nfpa-70e', expiresAt: addDays(today, -1), evidenceUrl: '/objects/uploads/old-card' },
    ]);
    await applicant('Studying', job.id, { availability: 'immediate' }, [
        { credentialId: 'twic', expiresAt: null },
        { credentialId: 'nfpa-70e', expiresAt: null, status: 'in_progress' },
    ]);
    // Applied to a job that requires nothing: qualifies.
    await applicant('Plain', employer.job.id, { travelDistanceMiles: 50 }, []);
}, 120_000);
afterAll(async () => {
    await ctx?.close();
});
async function list(query = {}) {
    const response = await injectAs(ctx.app, employer).get('/api/employer/applications', { query: { limit: '50', ...query } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().applications;
}
const namesOf = (found) => found.map((application) => application.workerProfile.firstName).sort();
describe('required-credential coverage on applicants', () => {
    it('says has / missing / expired for each required credential, with the latest card and its evidence', async () => {
        const byName = Object.fromEntries((await list()).map((application) => [application.workerProfile.firstName ?? '', application]));
        expect(byName.Qualified.requiredCredentials).toEqual([
            { credentialId: 'twic', state: 'has', expiresAt: addDays(today, 300), evidenceUrl: '/objects/uploads/twic-card' },
            { credentialId: 'nfpa-70e', state: 'has', expiresAt: null, evidenceUrl: null },
        ]);
        expect(byName.Expired.requiredCredentials[1]).toEqual({
            credentialId: 'nfpa-70e',
            state: 'expired',
            expiresAt: addDays(today, -1),
            evidenceUrl: '/objects/uploads/old-card',
        });
        // A certification still in progress is not held.
        expect(byName.Studying.requiredCredentials.map((credential) => credential.state)).toEqual(['has', 'missing']);
        expect(byName.Plain.requiredCredentials).toEqual([]);
        expect(byName.Qualified.workerProfile).toMatchObject({ availableFrom: addDays(today, 10), travelDistance: 500 });
        expect(byName.Expired.workerProfile.travelDistance).toBe('anywhere');
    });
    it('the plain list (no limit) carries the coverage too', async () => {
        const response = await injectAs(ctx.app, employer).get('/api/employer/applications');
        const found = response.json();
        const expired = found.find((application) => application.workerProfile.firstName === 'Expired');
        expect(expired.requiredCredentials.map((credential) => credential.state)).toEqual(['has', 'expired']);
    });
});
describe('GET /api/employer/applications filters', () => {
    it('qualified=true keeps applicants holding every required credential valid today', async () => {
        expect(namesOf(await list({ qualified: 'true' }))).toEqual(['Plain', 'Qualified']);
        expect(namesOf(await list({ qualified: 'true', sort: 'match' }))).toEqual(['Plain', 'Qualified']);
        expect(namesOf(await list({ qualified: 'false' }))).toHaveLength(4);
    });
    it('availableBy keeps those available by that date, or immediately without a date', async () => {
        expect(namesOf(await list({ availableBy: addDays(today, 20) }))).toEqual(['Qualified', 'Studying']);
        expect(namesOf(await list({ availableBy: addDays(today, 60) }))).toEqual(['Expired', 'Qualified', 'Studying']);
    });
    it('willTravel keeps those who travel at least that far; anywhere only those who go anywhere', async () => {
        expect(namesOf(await list({ willTravel: '100' }))).toEqual(['Expired', 'Qualified']);
        expect(namesOf(await list({ willTravel: 'anywhere' }))).toEqual(['Expired']);
        expect(namesOf(await list({ willTravel: '100', qualified: 'true', availableBy: addDays(today, 20) }))).toEqual(['Qualified']);
    });
    it.each([
        [{ availableBy: 'soon' }, APPLICATION_MESSAGES.availableByInvalid],
        [{ willTravel: 'far' }, APPLICATION_MESSAGES.willTravelInvalid],
        [{ willTravel: '0' }, APPLICATION_MESSAGES.willTravelInvalid],
        [{ qualified: 'maybe' }, APPLICATION_MESSAGES.qualifiedInvalid],
    ])('refuses %j', async (query, message) => {
        const response = await injectAs(ctx.app, employer).get('/api/employer/applications', { query });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(message));
    });
    it("another employer sees none of these applicants, filtered or not, and not the job's", async () => {
        const api = injectAs(ctx.app, other);
        const response = await api.get('/api/employer/applications', { query: { qualified: 'true', limit: '50' } });
        expect(response.json().applications).toEqual([]);
        const byJob = await api.get('/api/employer/applications', { query: { jobId: employer.job.id, qualified: 'true' } });
        expect(byJob.statusCode).toBe(404);
        const worker = await injectAs(ctx.app, workers.Qualified).get('/api/employer/applications');
        expect(worker.statusCode).toBe(403);
    });
});
