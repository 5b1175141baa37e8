import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOutbox } from '../../db/schema/channels';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { completeWorker, employerWithJob } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp } from '../../test/test-app';
import { STATUS_EMAIL_HOLD_MS } from '../notifications/notifier';
import { givePhone, turnOnChannels } from './test-helpers';
const t = {
    ctx: undefined,
    twilio: undefined,
    // 3 AM in Chicago (CST).
    now: new Date('2026-12-02T09:00:00Z'),
};
beforeAll(async () => {
    t.twilio = await startFakeTwilio();
    t.ctx = await createTestApp({ ...t.twilio.env, QUIET_HOURS: 'on' }, { now: () => t.now });
});
afterAll(async () => {
    await t.ctx?.close();
    await t.twilio?.close();
});
describe('quiet hours', () => {
    it('holds a night-time application update until 8 AM on the worker clock, then sends it', async () => {
        const employer = await employerWithJob(t.ctx);
        const worker = await completeWorker(t.ctx);
        const db = t.ctx.database.db;
        await db.update(users).set({ timeZone: 'America/Chicago' }).where(eq(users.id, worker.user.id));
        const phone = await givePhone(db, worker.user.id);
        await turnOnChannels(db, worker.user.id, 'application_status', { sms: true });
        const applied = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: employer.job.id, coverLetter: 'I weld.' });
        expect(applied.statusCode).toBe(201);
        const patched = await injectAs(t.ctx.app, employer).patch(`/api/applications/${applied.json().id}/status`, {
            status: 'reviewed',
        });
        expect(patched.statusCode).toBe(200);
        const [row] = await db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
        expect(row?.nextAttemptAt.toISOString()).toBe('2026-12-02T14:00:00.000Z');
        t.now = new Date(t.now.getTime() + STATUS_EMAIL_HOLD_MS);
        expect(await t.ctx.app.channelOutbox.deliverDue(t.now)).toBe(0);
        t.now = new Date('2026-12-02T14:00:00Z');
        expect(await t.ctx.app.channelOutbox.deliverDue(t.now)).toBe(1);
        expect(t.twilio.sent.filter((sms) => sms.to === phone)).toHaveLength(1);
    });
    it('still sends a phone verification code at night', async () => {
        const worker = await completeWorker(t.ctx);
        const response = await injectAs(t.ctx.app, worker).post('/api/phone-verification', { phone: '+15558675309', channel: 'sms' });
        expect(response.statusCode).toBeLessThan(300);
        expect(t.twilio.sent.filter((sms) => sms.to === '+15558675309')).toHaveLength(1);
    });
});
