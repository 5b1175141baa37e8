import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { MESSAGING_MESSAGES } from '@core/messaging/schemas';
import { applications } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { deleteJob, insertJob } from '../../test/factories';
import { createTestApp, registerUser } from '../../test/test-app';
let ctx;
let worker;
let applicant;
let employer;
let openJob;
let closedJob;
beforeAll(async () => {
    ctx = await createTestApp();
    worker = await registerUser(ctx.app, 'worker');
    applicant = await registerUser(ctx.app, 'worker');
    employer = await registerUser(ctx.app, 'employer');
    openJob = await insertJob(ctx, employer.user.id, { title: 'Open Welder' });
    closedJob = await insertJob(ctx, employer.user.id, { title: 'Closed Rigger', isActive: false });
    await ctx.database.db
        .insert(applications)
        .values({ workerId: applicant.user.id, employerId: employer.user.id, jobId: closedJob.id, jobTitle: 'Closed Rigger' });
});
afterAll(async () => {
    await ctx?.close();
});
const startAbout = (from, body) => injectAs(ctx.app, from).post('/api/conversations', body);
describe('POST /api/conversations { jobId } (a worker messages the employer of a job)', () => {
    it('opens a conversation with the employer of an open job the worker never applied to, then the worker can write first', async () => {
        const res = await startAbout(worker, { jobId: openJob.id });
        expect(res.statusCode).toBe(200);
        const { conversationId } = res.json();
        const sent = await injectAs(ctx.app, worker).post(`/api/conversations/${conversationId}/messages`, {
            receiverId: employer.user.id,
            content: 'Is the welder job still open?',
        });
        expect(sent.statusCode).toBe(201);
        const inbox = await injectAs(ctx.app, employer).get('/api/conversations');
        expect(inbox.json()).toEqual([
            expect.objectContaining({ id: conversationId, unreadCount: 1, otherUser: expect.objectContaining({ id: worker.user.id }) }),
        ]);
    });
    it('returns the same conversation when asked again, about another job of the same employer, or by user id', async () => {
        const first = (await startAbout(worker, { jobId: openJob.id })).json().conversationId;
        const other = await insertJob(ctx, employer.user.id, { title: 'Second Welder' });
        expect((await startAbout(worker, { jobId: openJob.id })).json().conversationId).toBe(first);
        expect((await startAbout(worker, { jobId: other.id })).json().conversationId).toBe(first);
        // The employer can now find the thread the worker opened.
        const inbox = await injectAs(ctx.app, employer).get('/api/conversations');
        expect(inbox.json().map((conversation) => conversation.id)).toContain(first);
        await deleteJob(ctx, other.id);
    });
    it('reopens the conversation about a closed job for a worker who applied to it', async () => {
        const res = await startAbout(applicant, { jobId: closedJob.id });
        expect(res.statusCode).toBe(200);
        expect(res.json().conversationId).toEqual(expect.any(String));
    });
    it('refuses a closed or expired job to a worker who never applied (410) and an unknown job (404)', async () => {
        const closed = await startAbout(worker, { jobId: closedJob.id });
        expect(closed.statusCode).toBe(410);
        expect(closed.json().message).toBe(MESSAGING_MESSAGES.jobClosed);
        const expired = await insertJob(ctx, employer.user.id, { expiresAt: new Date(Date.now() - 1000) });
        expect((await startAbout(worker, { jobId: expired.id })).statusCode).toBe(410);
        const unknown = await startAbout(worker, { jobId: '00000000-0000-4000-8000-000000000000' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe(JOB_MESSAGES.notFound);
    });
    it('answers 400 for a malformed job id, both ids or neither', async () => {
        const bad = await startAbout(worker, { jobId: 'not-a-job' });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe(MESSAGING_MESSAGES.invalidJobId);
        for (const body of [{}, { jobId: openJob.id, otherUserId: employer.user.id }]) {
            const res = await startAbout(worker, body);
            expect(res.statusCode).toBe(400);
            expect(res.json().message).toBe(MESSAGING_MESSAGES.otherUserOrJob);
        }
    });
    it('refuses an employer (403) and a signed-out caller (401)', async () => {
        const asEmployer = await startAbout(employer, { jobId: openJob.id });
        expect(asEmployer.statusCode).toBe(403);
        expect(asEmployer.json().message).toBe(MESSAGING_MESSAGES.workersOnly);
        expect((await startAbout(null, { jobId: openJob.id })).statusCode).toBe(401);
    });
});
