import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { insertChannelMessages } from './repository';
import { givePhone, turnOnChannels } from './test-helpers';
// SKIP LOCKED between separate connections needs a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the channel outbox with two app instances on one PostgreSQL', () => {
    let instances;
    let twilio;
    let appA;
    let appB;
    beforeAll(async () => {
        twilio = await startFakeTwilio();
        instances = await createTestAppsSharingDatabase(2, twilio.env);
        [appA, appB] = instances.apps;
    });
    afterAll(async () => {
        await instances?.close();
        await twilio?.close();
    });
    it('sends every text exactly once while both instances deliver at the same time', async () => {
        const now = new Date();
        const phones = [];
        for (let i = 0; i < 30; i += 1) {
            const worker = await registerUser(appA, 'worker');
            phones.push(await givePhone(appA.db, worker.user.id));
            await turnOnChannels(appA.db, worker.user.id, 'job_alert', { sms: true });
            await insertChannelMessages(appA.db, [
                {
                    userId: worker.user.id,
                    channel: 'sms',
                    kind: 'job_alert',
                    notificationKey: `two-instances-${i}`,
                    body: `Text ${i}`,
                    nextAttemptAt: now,
                    createdAt: now,
                },
            ]);
        }
        const [sentByA, sentByB] = await Promise.all([appA.channelOutbox.deliverDue(now), appB.channelOutbox.deliverDue(now)]);
        expect(sentByA + sentByB).toBe(30);
        expect(twilio.sent).toHaveLength(30);
        expect(new Set(twilio.sent.map((sms) => sms.to))).toEqual(new Set(phones));
    });
});
