import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/applications';
import { invoices } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { useMailTestApp } from '../../test/mail-test-app';
import { completeWorker, employerWithJob } from '../../test/factories';
const MINUTE_MS = 60_000;
const t = useMailTestApp();
const later = (ms) => {
    t.now = new Date(t.now.getTime() + ms);
    return t.now;
};
async function hiringSetUp({ payPerHire = false } = {}) {
    const employer = await employerWithJob(t.ctx);
    if (payPerHire) {
        const enabled = await injectAs(t.ctx.app, employer).patch(`/api/employer-profile/${employer.user.id}`, { payPerHireEnabled: true });
        expect(enabled.statusCode).toBe(200);
    }
    const worker = await completeWorker(t.ctx);
    const applied = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: employer.job.id });
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().id;
    const setStatus = async (status) => {
        const response = await injectAs(t.ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status });
        expect(response.statusCode).toBe(200);
    };
    return { employer, worker, applicationId, setStatus };
}
const statusMailsTo = (email) => t.inbox.to(email).filter((mail) => mail.subject?.startsWith('Your application for'));
describe('undoing a hire', () => {
    it('voids the pay-per-hire invoice, shows it as void in billing, and a new hire charges it again', async () => {
        const { employer, applicationId, setStatus } = await hiringSetUp({ payPerHire: true });
        const fee = async () => (await t.ctx.database.db.select().from(invoices).where(eq(invoices.applicationId, applicationId)))[0];
        await setStatus('accepted');
        expect((await fee())?.status).toBe('pending');
        await setStatus('rejected');
        expect((await fee())?.status).toBe('void');
        const history = await injectAs(t.ctx.app, employer).get(`/api/employer/billing-history/${employer.user.id}`);
        expect(history.statusCode).toBe(200);
        expect(history.json()).toContainEqual(expect.objectContaining({ description: 'Pay-Per-Hire Success Fee - Pipeline Welder', status: 'void' }));
        await setStatus('accepted');
        expect((await fee())?.status).toBe('pending');
        const all = await t.ctx.database.db.select().from(invoices).where(eq(invoices.userId, employer.user.id));
        expect(all).toHaveLength(1);
    });
});
describe('status e-mails to the worker', () => {
    it('sends one e-mail with the final status for twenty changes within a minute', async () => {
        const { worker, applicationId, setStatus } = await hiringSetUp();
        const flips = ['reviewed', 'interview', 'accepted', 'rejected'];
        for (let index = 0; index < 20; index += 1) {
            await setStatus(flips[index % flips.length]);
            later(2_000);
            await t.ctx.app.outbox.deliverDue();
        }
        // Last change: index 19 -> 'rejected'.
        expect(statusMailsTo(worker.user.email)).toHaveLength(0);
        later(MINUTE_MS);
        await t.ctx.app.outbox.deliverDue();
        const mails = statusMailsTo(worker.user.email);
        expect(mails.map((mail) => mail.subject)).toEqual(['Your application for Pipeline Welder was not selected']);
        const rows = await t.ctx.database.db
            .select()
            .from(emailOutbox)
            .where(and(eq(emailOutbox.applicationId, applicationId), eq(emailOutbox.kind, 'application_status')));
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    });
    it('sends nothing when the status ends where the worker was last told, and tells a later change', async () => {
        const { worker, setStatus } = await hiringSetUp();
        await setStatus('reviewed');
        later(MINUTE_MS);
        await t.ctx.app.outbox.deliverDue();
        expect(statusMailsTo(worker.user.email).map((mail) => mail.subject)).toEqual([
            'Your application for Pipeline Welder has been reviewed',
        ]);
        await setStatus('accepted');
        await setStatus('reviewed');
        later(MINUTE_MS);
        await t.ctx.app.outbox.deliverDue();
        expect(statusMailsTo(worker.user.email)).toHaveLength(1);
        await setStatus('accepted');
        later(MINUTE_MS);
        await t.ctx.app.outbox.deliverDue();
        expect(statusMailsTo(worker.user.email).map((mail) => mail.subject)).toEqual([
            'Your application for Pipeline Welder has been reviewed',
            'Your application for Pipeline Welder was accepted',
        ]);
    });
});
