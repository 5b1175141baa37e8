import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findResumePlan } from '@core/resumes/plans';
import { jobs } from '../../db/schema/jobs';
import { generatedResumes } from '../../db/schema/resumes';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { buyWithTestCard, completeEmployerProfile, grantJobPosts } from '../../test/factories';
// Counted grants under parallel requests: on PostgreSQL (TEST_DATABASE_URL) these run truly at
// once on several connections; every grant must be handed out exactly as often as it allows.
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const JOB = { title: 'Electrician', description: 'Wire a site', industry: 'construction', location: 'Austin, TX', jobType: 'full-time' };
const ESTIMATE = {
    industry: 'construction',
    location: 'Austin, TX',
    selectedRoles: ['electrician', 'plumber'],
    workerBreakdown: { electrician: 2, plumber: 1 },
};
function inParallel(times, send) {
    return Promise.all(Array.from({ length: times }, send)).then((responses) => responses.map((response) => response.statusCode).sort());
}
const repeat = (times, status) => Array.from({ length: times }, () => status);
/** An employer with a complete profile and `posts` posts: the free one plus a bundle month. */
async function employerWithPosts(posts) {
    const employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id);
    if (posts > 1)
        await grantJobPosts(ctx.database.db, employer.user.id, posts - 1);
    return employer;
}
async function jobCount(employerId) {
    const [row] = await ctx.database.db.select({ total: count() }).from(jobs).where(eq(jobs.employerId, employerId));
    return row.total;
}
describe('job posts under parallel requests', () => {
    it('20 posts at once on an allowance of 3 create exactly 3 jobs', async () => {
        const employer = await employerWithPosts(3);
        const api = injectAs(ctx.app, employer);
        expect(await inParallel(20, () => api.post('/api/jobs', JOB))).toEqual([...repeat(3, 201), ...repeat(17, 403)]);
        expect(await jobCount(employer.user.id)).toBe(3);
        const billing = (await api.get('/api/employer/subscription')).json();
        expect(billing).toMatchObject({ jobPostsUsed: 3, jobPostsLimit: 3 });
    });
    it('10 bulk posts of 2 roles at once on an allowance of 5 create exactly 4 jobs', async () => {
        const employer = await employerWithPosts(5);
        const bulk = () => injectAs(ctx.app, employer).post('/api/jobs/bulk-from-estimate', ESTIMATE);
        expect(await inParallel(10, bulk)).toEqual([...repeat(2, 201), ...repeat(8, 403)]);
        expect(await jobCount(employer.user.id)).toBe(4);
    });
    it('single and bulk posts mixed share one allowance', async () => {
        const employer = await employerWithPosts(4);
        const api = injectAs(ctx.app, employer);
        await Promise.all([
            inParallel(6, () => api.post('/api/jobs', JOB)),
            inParallel(6, () => api.post('/api/jobs/bulk-from-estimate', ESTIMATE)),
        ]);
        expect(await jobCount(employer.user.id)).toBe(4);
    });
});
describe('worker and upgrade grants under parallel requests', () => {
    it('starts one free trial when 10 are asked for at once', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const trial = () => injectAs(ctx.app, worker).post('/api/resume-subscription/free-trial');
        expect(await inParallel(10, trial)).toEqual([201, ...repeat(9, 409)]);
    });
    it('writes exactly the free trial limit of resumes when 10 are asked for at once', async () => {
        const worker = await registerUser(ctx.app, 'worker');
        const api = injectAs(ctx.app, worker);
        await api.post('/api/resume-subscription/free-trial');
        const limit = findResumePlan('free_trial').resumeLimit;
        const generate = () => api.post('/api/generate-resume', { customTitle: 'Electrician', customDescription: 'Wire a data center' });
        expect(await inParallel(10, generate)).toEqual([...repeat(limit, 201), ...repeat(10 - limit, 403)].sort());
        const [written] = await ctx.database.db
            .select({ total: count() })
            .from(generatedResumes)
            .where(eq(generatedResumes.userId, worker.user.id));
        expect(written.total).toBe(limit);
    });
    it('upgrades one Basic post to Boosted once when asked 10 times at once', async () => {
        const { token, user } = await registerUser(ctx.app, 'employer');
        await buyWithTestCard(ctx.app, token, 'basic', 9900);
        const upgrade = () => injectAs(ctx.app, token).post(`/api/employer/upgrade-demo/${user.id}`, { plan: 'boosted' });
        expect(await inParallel(10, upgrade)).toEqual([200, ...repeat(9, 400)]);
    });
});
