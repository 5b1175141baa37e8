import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/rate-limits';
import { createDatabaseCounters, createMemoryCounters } from '../../lib/rate-limit-counters';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
const MINUTE_MS = 60 * 1000;
const WRONG_PASSWORD = 'wrong password';
// Above the registrations the throttle tests make from the default address within one minute.
const PER_IP_MAX = 6;
function login(app, email, password, remoteAddress = '10.0.0.1', headers = {}) {
    return injectAs(app, null).post('/api/auth/login', { email, password }, { remoteAddress, headers });
}
let ctx;
let clock = Date.now();
beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(PER_IP_MAX) }, { now: () => new Date(clock) });
});
afterAll(async () => {
    await ctx?.close();
});
describe('per-IP limit without a trusted proxy', () => {
    it('limits login attempts per IP until the minute is over', async () => {
        const attempt = (remoteAddress) => login(ctx.app, 'per-ip@example.com', WRONG_PASSWORD, remoteAddress);
        for (let i = 0; i < PER_IP_MAX; i += 1)
            expect((await attempt('10.0.0.1')).statusCode).toBe(401);
        const limited = await attempt('10.0.0.1');
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toMatch(/rate limit|too many/i);
        expect(limited.json().code).toBe('request.rate_limited');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect((await attempt('10.0.0.2')).statusCode).toBe(401);
        clock += MINUTE_MS;
        expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    });
    it('ignores X-Forwarded-For, so a new header per attempt does not reset the count', async () => {
        const statuses = [];
        for (let i = 0; i < PER_IP_MAX + 3; i += 1) {
            const response = await login(ctx.app, 'xff@example.com', WRONG_PASSWORD, '10.0.0.3', {
                'x-forwarded-for': `198.51.100.${i}`,
            });
            statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([...Array(PER_IP_MAX).fill(401), 429, 429, 429]);
    });
});
describe('per-IP limit behind a trusted proxy', () => {
    let byHops;
    let byAddress;
    beforeAll(async () => {
        byHops = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
        byAddress = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.1.0.0/16, 127.0.0.1' });
    }, 120_000);
    afterAll(async () => {
        await byHops?.close();
        await byAddress?.close();
    });
    const attemptsFrom = async (app, remoteAddress, client, count) => {
        const statuses = [];
        for (let i = 0; i < count; i += 1) {
            const response = await login(app, 'proxied@example.com', WRONG_PASSWORD, remoteAddress, {
                'x-forwarded-for': `192.0.2.77, ${client}`,
            });
            statuses.push(response.statusCode);
        }
        return statuses;
    };
    it('counts per client address (the last hop) with a hop count', async () => {
        expect(await attemptsFrom(byHops.app, '10.9.0.1', '203.0.113.1', 3)).toEqual([401, 401, 429]);
        expect(await attemptsFrom(byHops.app, '10.9.0.1', '203.0.113.2', 1)).toEqual([401]);
    });
    it('honours X-Forwarded-For only from the listed proxies', async () => {
        expect(await attemptsFrom(byAddress.app, '10.1.2.3', '203.0.113.3', 3)).toEqual([401, 401, 429]);
        expect(await attemptsFrom(byAddress.app, '10.1.2.3', '203.0.113.4', 1)).toEqual([401]);
        // Not a listed proxy: its X-Forwarded-For is ignored and its own address is counted.
        expect(await attemptsFrom(byAddress.app, '10.2.0.1', '203.0.113.5', 2)).toEqual([401, 401]);
        expect(await attemptsFrom(byAddress.app, '10.2.0.1', '203.0.113.6', 1)).toEqual([429]);
    });
});
describe('per-account sign-in throttle', () => {
    let ip = 0;
    // A new address per attempt, so only the per-account throttle can refuse.
    const nextIp = () => `10.20.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
    const failTimes = async (email, count) => {
        for (let i = 0; i < count; i += 1)
            expect((await login(ctx.app, email, WRONG_PASSWORD, nextIp())).statusCode).toBe(401);
    };
    it('refuses the account for 15 minutes after 10 failures, even the right password, from any IP', async () => {
        const target = await registerUser(ctx.app, 'worker');
        const bystander = await registerUser(ctx.app, 'employer');
        await failTimes(target.user.email, 10);
        const locked = await login(ctx.app, target.user.email, target.password, nextIp());
        expect(locked.statusCode).toBe(429);
        expect(locked.headers['retry-after']).toBe('900');
        expect(locked.json()).toEqual({
            message: 'Too many failed sign-ins to this account. Please try again in 15 minutes.',
            code: 'auth.too_many_sign_ins',
        });
        expect((await login(ctx.app, bystander.user.email, bystander.password, nextIp())).statusCode).toBe(200);
        clock += 14 * MINUTE_MS;
        const stillLocked = await login(ctx.app, target.user.email, target.password, nextIp());
        expect(stillLocked.statusCode).toBe(429);
        expect(stillLocked.headers['retry-after']).toBe('60');
        clock += MINUTE_MS;
        expect((await login(ctx.app, target.user.email, target.password, nextIp())).statusCode).toBe(200);
    });
    it('forgets the failures after the right password', async () => {
        const { user, password } = await registerUser(ctx.app, 'worker');
        await failTimes(user.email, 9);
        expect((await login(ctx.app, user.email, password, nextIp())).statusCode).toBe(200);
        await failTimes(user.email, 9);
        expect((await login(ctx.app, user.email, password, nextIp())).statusCode).toBe(200);
    });
    it('starts a new window 15 minutes after the first failure', async () => {
        const { user, password } = await registerUser(ctx.app, 'worker');
        await failTimes(user.email, 9);
        clock += 15 * MINUTE_MS;
        await failTimes(user.email, 9);
        expect((await login(ctx.app, user.email, password, nextIp())).statusCode).toBe(200);
    });
    it('throttles an e-mail with no account the same way', async () => {
        await failTimes('nobody-here@example.com', 10);
        expect((await login(ctx.app, 'nobody-here@example.com', WRONG_PASSWORD, nextIp())).statusCode).toBe(429);
    });
    it('lets exactly 10 of 20 parallel guesses reach the password check', async () => {
        const { user } = await registerUser(ctx.app, 'employer');
        const responses = await Promise.all(Array.from({ length: 20 }, () => login(ctx.app, user.email, WRONG_PASSWORD, nextIp())));
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    });
});
describe.each([
    ['in the database', () => createDatabaseCounters(ctx.database.db, () => new Date(clock))],
    ['in memory', () => createMemoryCounters(() => new Date(clock))],
])('counters %s', (label, createCounters) => {
    it('count within a window, stretch it to the block at the limit, and start over after it', async () => {
        const counters = createCounters();
        const key = `test:${label}`;
        const limit = { max: 3, windowMs: MINUTE_MS, blockMs: 10 * MINUTE_MS };
        const start = clock;
        expect(await counters.increment(key, limit)).toEqual({ hits: 1, resetsAt: new Date(start + MINUTE_MS) });
        clock += 1000;
        expect(await counters.increment(key, limit)).toEqual({ hits: 2, resetsAt: new Date(start + MINUTE_MS) });
        expect(await counters.increment(key, limit)).toEqual({ hits: 3, resetsAt: new Date(clock + 10 * MINUTE_MS) });
        expect(await counters.increment(key, limit)).toEqual({ hits: 4, resetsAt: new Date(clock + 10 * MINUTE_MS) });
        clock += 10 * MINUTE_MS;
        expect(await counters.increment(key, limit)).toEqual({ hits: 1, resetsAt: new Date(clock + MINUTE_MS) });
        expect((await counters.increment(key, limit)).hits).toBe(2);
        await counters.remove(key);
        expect((await counters.increment(key, limit)).hits).toBe(1);
    });
});
it('drops database counters whose window is over, and only those', async () => {
    const counters = createDatabaseCounters(ctx.database.db, () => new Date(clock));
    await counters.increment('test:short', { max: 5, windowMs: MINUTE_MS });
    await counters.increment('test:long', { max: 5, windowMs: 10 * MINUTE_MS });
    clock += 2 * MINUTE_MS;
    await counters.removeExpired();
    const keys = (await ctx.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(({ key }) => key);
    expect(keys).toContain('test:long');
    expect(keys).not.toContain('test:short');
});
