import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_MESSAGES, BULK_STATUS_MAX } from '@core/applications/schemas';
import { applications, emailOutbox } from '../../db/schema/applications';
import { invoices } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { completeWorker, employerWithJob } from '../../test/factories';
import { errorBody } from '../../test/error-body';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
/** An employer's job with `count` workers applied to it. */
async function employerWithApplicants(count) {
    const employer = await employerWithJob(ctx);
    const applicants = [];
    for (let index = 0; index < count; index += 1) {
        const worker = await completeWorker(ctx);
        const response = await injectAs(ctx.app, worker).post('/api/applications', { jobId: employer.job.id });
        expect(response.statusCode).toBe(201);
        applicants.push({ worker, applicationId: response.json().id });
    }
    return { employer, applicants };
}
const bulkStatus = (caller, body) => injectAs(ctx.app, caller).post('/api/employer/applications/bulk-status', body);
async function statusesOf(ids) {
    const rows = await ctx.database.db.select().from(applications).where(inArray(applications.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}
describe('POST /api/employer/applications/bulk-status', () => {
    it('moves every application, tells each worker and answers the changed applications', async () => {
        const { employer, applicants } = await employerWithApplicants(3);
        const ids = applicants.map((applicant) => applicant.applicationId);
        const received = [];
        const unsubscribe = ctx.app.events.subscribe((event) => received.push(event));
        const response = await bulkStatus(employer, { applicationIds: ids, status: 'reviewed' });
        expect(response.statusCode).toBe(200);
        expect(response
            .json()
            .map((application) => [application.id, application.status])
            .sort()).toEqual(ids.map((id) => [id, 'reviewed']).sort());
        expect(await statusesOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'reviewed'])));
        const statusEvents = () => received.filter((event) => event.type === 'application.status');
        await vi.waitFor(() => expect(statusEvents()).toHaveLength(3));
        unsubscribe();
        expect(statusEvents()
            .map((event) => event.userId)
            .sort()).toEqual(applicants.map((applicant) => applicant.worker.user.id).sort());
        const mails = await ctx.database.db
            .select()
            .from(emailOutbox)
            .where(and(inArray(emailOutbox.applicationId, ids), eq(emailOutbox.kind, 'application_status')));
        expect(mails).toHaveLength(3);
    });
    it('changes nothing and answers 404 when one id is not this employer', async () => {
        const { employer, applicants } = await employerWithApplicants(2);
        const other = await employerWithApplicants(1);
        const ids = [applicants[0].applicationId, other.applicants[0].applicationId, applicants[1].applicationId];
        const response = await bulkStatus(employer, { applicationIds: ids, status: 'accepted' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.notFound));
        expect(await statusesOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'pending'])));
        const mails = await ctx.database.db.select().from(emailOutbox).where(inArray(emailOutbox.applicationId, ids));
        expect(mails.filter((mail) => mail.kind === 'application_status')).toEqual([]);
        const unknown = await bulkStatus(employer, { applicationIds: [applicants[0].applicationId, crypto.randomUUID()], status: 'rejected' });
        expect(unknown.statusCode).toBe(404);
        expect(await statusesOf([applicants[0].applicationId])).toEqual({ [applicants[0].applicationId]: 'pending' });
    });
    it('records a pay-per-hire fee for each application accepted', async () => {
        const { employer, applicants } = await employerWithApplicants(2);
        await injectAs(ctx.app, employer).patch(`/api/employer-profile/${employer.user.id}`, { payPerHireEnabled: true });
        const ids = applicants.map((applicant) => applicant.applicationId);
        expect((await bulkStatus(employer, { applicationIds: ids, status: 'accepted' })).statusCode).toBe(200);
        const fees = await ctx.database.db.select().from(invoices).where(eq(invoices.userId, employer.user.id));
        expect(fees.map((fee) => fee.applicationId).sort()).toEqual([...ids].sort());
    });
    it('refuses a bad list or status with the rule it broke', async () => {
        const { employer, applicants } = await employerWithApplicants(1);
        const id = applicants[0].applicationId;
        const cases = [
            [{ applicationIds: [], status: 'reviewed' }, APPLICATION_MESSAGES.bulkCountInvalid],
            [{ status: 'reviewed' }, APPLICATION_MESSAGES.bulkCountInvalid],
            [
                { applicationIds: Array.from({ length: BULK_STATUS_MAX + 1 }, () => crypto.randomUUID()), status: 'reviewed' },
                APPLICATION_MESSAGES.bulkCountInvalid,
            ],
            [{ applicationIds: ['not-an-id'], status: 'reviewed' }, APPLICATION_MESSAGES.bulkIdInvalid],
            [{ applicationIds: [id, id], status: 'reviewed' }, APPLICATION_MESSAGES.bulkIdsDuplicated],
            [{ applicationIds: [id], status: 'hired' }, APPLICATION_MESSAGES.statusInvalid],
        ];
        for (const [body, message] of cases) {
            const response = await bulkStatus(employer, body);
            expect(response.statusCode).toBe(400);
            expect(response.json()).toEqual(errorBody(message));
        }
        expect(await statusesOf([id])).toEqual({ [id]: 'pending' });
    });
    it('is for signed-in employers only', async () => {
        const { applicants } = await employerWithApplicants(1);
        const body = { applicationIds: [applicants[0].applicationId], status: 'rejected' };
        expect((await bulkStatus(applicants[0].worker, body)).statusCode).toBe(403);
        expect((await bulkStatus(null, body)).statusCode).toBe(401);
        expect((await bulkStatus(await registerUser(ctx.app, 'employer'), body)).statusCode).toBe(404);
        expect(await statusesOf([applicants[0].applicationId])).toEqual({ [applicants[0].applicationId]: 'pending' });
    });
});
