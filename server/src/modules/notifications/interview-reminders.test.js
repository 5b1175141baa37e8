import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, interviews } from '../../db/schema/applications';
import { channelOutbox } from '../../db/schema/channels';
import { injectAs } from '../../test/api';
import { completeWorker, employerWithJob } from '../../test/factories';
import { createTestAppsSharingDatabase } from '../../test/test-app';
import { givePhone, turnOnChannels } from '../channels/test-helpers';
import { INTERVIEW_REMINDER_MS } from './interview-reminders';
// Two instances run the scheduler at the same moment: the claim lets one reminder through.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the interview reminder a day before', () => {
    let instances;
    let now = new Date();
    const inThreeDays = new Date(now.getTime() + 3 * INTERVIEW_REMINDER_MS).toISOString().slice(0, 10);
    beforeAll(async () => {
        instances = await createTestAppsSharingDatabase(2, {}, { now: () => now });
    });
    afterAll(async () => {
        await instances?.close();
    });
    it('reminds the worker once, by e-mail and the texts chosen for interviews, 24 hours before', async () => {
        const [appA, appB] = instances.apps;
        const ctx = { app: appA, database: { db: appA.db } };
        const employer = await employerWithJob(ctx);
        const worker = await completeWorker(ctx);
        await givePhone(appA.db, worker.user.id);
        await turnOnChannels(appA.db, worker.user.id, 'interview', { sms: true, whatsapp: true });
        const applied = await injectAs(appA, worker).post('/api/applications', { jobId: employer.job.id, coverLetter: 'I weld.' });
        expect(applied.statusCode).toBe(201);
        const applicationId = applied.json().id;
        const booked = await injectAs(appA, employer).post(`/api/applications/${applicationId}/interview`, {
            type: 'phone',
            date: inThreeDays,
            time: '09:30',
        });
        expect(booked.statusCode).toBe(201);
        const [interview] = await appA.db.select().from(interviews).where(eq(interviews.applicationId, applicationId));
        const reminderEmails = async () => (await appA.db
            .select()
            .from(emailOutbox)
            .where(and(eq(emailOutbox.recipientId, worker.user.id), eq(emailOutbox.kind, 'interview')))).filter((row) => row.subject.startsWith('Reminder'));
        const texts = () => appA.db.select().from(channelOutbox).where(eq(channelOutbox.userId, worker.user.id));
        const textsBefore = (await texts()).length;
        // Two days ahead: nothing yet.
        await Promise.all([appA.scheduler.runDue(now), appB.scheduler.runDue(now)]);
        expect(await reminderEmails()).toHaveLength(0);
        now = new Date(interview.scheduledAt.getTime() - INTERVIEW_REMINDER_MS + 60_000);
        await Promise.all([appA.scheduler.runDue(now), appB.scheduler.runDue(now)]);
        await appA.scheduler.runDue(new Date(now.getTime() + 60_000));
        const [email] = await reminderEmails();
        expect(email?.subject).toMatch(/^Reminder: interview for .+, /);
        expect(await reminderEmails()).toHaveLength(1);
        const reminderTexts = (await texts()).slice(textsBefore);
        expect(reminderTexts.map((row) => row.channel).sort()).toEqual(['sms', 'whatsapp']);
        expect(reminderTexts.every((row) => row.kind === 'interview' && row.body.includes('Reminder'))).toBe(true);
    });
});
