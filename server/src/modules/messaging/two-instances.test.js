import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CREATED_EVENT } from '@core/messaging/schemas';
import { applications } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { listenOnRandomPort, openSocket } from './test-helpers';
// Cross-instance delivery needs a real PostgreSQL (LISTEN/NOTIFY); the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL', () => {
    let instances;
    let appA;
    let socketOnB;
    beforeAll(async () => {
        instances = await createTestAppsSharingDatabase(2);
        [appA] = instances.apps;
    });
    afterAll(async () => {
        socketOnB?.socket.terminate();
        await instances?.close();
    });
    it('delivers a message sent through instance A to a WebSocket client on instance B within one second', async () => {
        const appB = instances.apps[1];
        const baseUrlB = await listenOnRandomPort(appB);
        const worker = await registerUser(appA, 'worker');
        const employer = await registerUser(appA, 'employer');
        await appA.db.insert(applications).values({ workerId: worker.user.id, employerId: employer.user.id, jobTitle: 'Welder' });
        socketOnB = openSocket(baseUrlB, { query: `?token=${worker.token}` });
        await socketOnB.next('ready');
        const employerOnA = injectAs(appA, employer);
        const started = await employerOnA.post('/api/conversations', { otherUserId: worker.user.id });
        const sentAt = Date.now();
        const sent = await employerOnA.post(`/api/conversations/${started.json().conversationId}/messages`, {
            content: 'Hello from A',
            platform: 'internal',
            messageType: 'text',
            receiverId: worker.user.id,
        });
        expect(sent.statusCode).toBe(201);
        const frame = await socketOnB.next(MESSAGE_CREATED_EVENT, 1000);
        expect(Date.now() - sentAt).toBeLessThan(1000);
        expect(frame.payload).toMatchObject({ id: sent.json().id, content: 'Hello from A', senderId: employer.user.id });
    });
});
