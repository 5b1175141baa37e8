import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { completeEmployerProfile } from '../../test/factories';
import { claimDueMessages, insertOutboxMessage } from './repository';
const MINUTE_MS = 60_000;
// SKIP LOCKED between separate connections needs a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the outbox with two app instances on one PostgreSQL', () => {
    let instances;
    let inbox;
    let appA;
    let appB;
    beforeAll(async () => {
        inbox = await startSmtpInbox();
        instances = await createTestAppsSharingDatabase(2, { SMTP_URL: inbox.url });
        [appA, appB] = instances.apps;
    });
    afterAll(async () => {
        await instances?.close();
        await inbox?.close();
    });
    it('sends every message exactly once while both instances deliver at the same time', async () => {
        const now = new Date();
        for (let i = 0; i < 60; i += 1) {
            await insertOutboxMessage(appA.db, {
                toEmail: `crew${i}@test.example.com`,
                subject: `Message ${i}`,
                body: 'Hello',
                createdAt: now,
                nextAttemptAt: now,
            });
        }
        const [sentByA, sentByB] = await Promise.all([appA.outbox.deliverDue(now), appB.outbox.deliverDue(now)]);
        expect(sentByA + sentByB).toBe(60);
        const subjects = inbox.messages.map((message) => message.subject);
        expect(subjects).toHaveLength(60);
        expect(new Set(subjects).size).toBe(60);
    });
    it('has the other instance send what a crashed instance claimed, once its lease lapses', async () => {
        inbox.clear();
        const now = new Date();
        await insertOutboxMessage(appA.db, {
            toEmail: 'late@test.example.com',
            subject: 'Claimed then lost',
            body: 'Hi',
            createdAt: now,
            nextAttemptAt: now,
        });
        // Instance A claims it and dies before sending.
        expect(await claimDueMessages(appA.db, now, 10, 2 * MINUTE_MS)).toHaveLength(1);
        expect(await appB.outbox.deliverDue(new Date(now.getTime() + MINUTE_MS))).toBe(0);
        expect(await appB.outbox.deliverDue(new Date(now.getTime() + 3 * MINUTE_MS))).toBe(1);
        expect(inbox.messages.map((message) => message.subject)).toEqual(['Claimed then lost']);
    });
    it('sends one job alert when both instances run the scheduler at once', async () => {
        inbox.clear();
        const employer = await registerUser(appA, 'employer');
        await completeEmployerProfile(appA.db, employer.user.id);
        const worker = await registerUser(appA, 'worker');
        const saved = await injectAs(appA, worker).post('/api/saved-searches', { name: 'Riggers', q: 'rigger', frequency: 'instant' });
        expect(saved.statusCode).toBe(201);
        const postedAt = new Date(Date.now() + 1000);
        await appA.db.insert(jobs).values({
            employerId: employer.user.id,
            title: 'Rigger',
            description: 'Rig loads.',
            industry: 'construction',
            location: 'Dallas, TX',
            jobType: 'full-time',
            postedAt,
        });
        const at = new Date(postedAt.getTime() + 30_000);
        await Promise.all([appA.scheduler.runDue(at), appB.scheduler.runDue(at)]);
        await Promise.all([appA.outbox.deliverDue(at), appB.outbox.deliverDue(at)]);
        expect(inbox.to(worker.user.email)).toHaveLength(1);
    });
});
