import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
const login = (app, email, password, remoteAddress) => injectAs(app, null).post('/api/auth/login', { email, password }, { remoteAddress });
// Behind a load balancer an attacker's attempts spread over instances; the limits must add up.
describe.skipIf(!process.env.TEST_DATABASE_URL)('sign-in limits across two app instances on one PostgreSQL', () => {
    let instances;
    let apps;
    beforeAll(async () => {
        instances = await createTestAppsSharingDatabase(2, { AUTH_RATE_LIMIT_MAX: '4' });
        apps = instances.apps;
    });
    afterAll(async () => {
        await instances?.close();
    });
    it('counts one IP over both instances', async () => {
        const statuses = [];
        for (let i = 0; i < 6; i += 1) {
            statuses.push((await login(apps[i % 2], 'spread@example.com', 'wrong password', '10.30.0.1')).statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });
    it('refuses an account on both instances after 10 failures spread over them', async () => {
        const target = await registerUser(apps[0], 'worker');
        const bystander = await registerUser(apps[1], 'worker');
        const guesses = Array.from({ length: 10 }, (_, i) => login(apps[i % 2], target.user.email, 'wrong password', `10.31.0.${i + 1}`));
        expect((await Promise.all(guesses)).map((response) => response.statusCode)).toEqual(Array(10).fill(401));
        for (const app of apps) {
            const locked = await login(app, target.user.email, target.password, '10.32.0.1');
            expect(locked.statusCode).toBe(429);
            // The 15-minute lock started at the 10th failure; a slow machine may take seconds to get here.
            expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(870);
            expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
        }
        expect((await login(apps[0], bystander.user.email, bystander.password, '10.32.0.2')).statusCode).toBe(200);
    });
});
