import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectAs } from '../../test/api';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
// Each instance remembers sessions briefly; the others must forget them as soon as they change.
describe.skipIf(!process.env.TEST_DATABASE_URL)('sessions across two app instances on one PostgreSQL', () => {
    let instances;
    let appA;
    let appB;
    beforeAll(async () => {
        instances = await createTestAppsSharingDatabase(2);
        [appA, appB] = instances.apps;
    });
    afterAll(async () => {
        await instances?.close();
    });
    const me = (app, token) => injectAs(app, token).get('/api/auth/me');
    it('refuses on instance B a token signed out on instance A', async () => {
        const { token } = await registerUser(appA, 'worker');
        expect((await me(appB, token)).statusCode).toBe(200);
        await injectAs(appA, token).post('/api/auth/logout');
        await vi.waitFor(async () => expect((await me(appB, token)).statusCode).toBe(401), { timeout: 1000 });
    });
    it('shows on instance B the user fields saved on instance A', async () => {
        const { token, user } = await registerUser(appA, 'worker');
        expect((await me(appB, token)).json().user.firstName).toBe('Test');
        const saved = await injectAs(appA, token).put(`/api/users/${user.id}`, { firstName: 'Renamed' });
        expect(saved.statusCode).toBe(200);
        await vi.waitFor(async () => expect((await me(appB, token)).json().user.firstName).toBe('Renamed'), {
            timeout: 1000,
        });
    });
    it('refuses on instance B the sessions of an account deactivated on instance A', async () => {
        const { token } = await registerUser(appA, 'employer');
        expect((await me(appB, token)).statusCode).toBe(200);
        const deactivated = await injectAs(appA, token).put('/api/auth/deactivate');
        expect(deactivated.statusCode).toBe(200);
        await vi.waitFor(async () => expect((await me(appB, token)).statusCode).toBe(401), { timeout: 1000 });
    });
});
