import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionCache } from './session-cache';
afterEach(() => vi.useRealTimers());
function user(id, firstName = 'Dana') {
    const email = `${id}@example.com`;
    return {
        id,
        userType: 'worker',
        email,
        firstName,
        lastName: null,
        phone: null,
        location: null,
        avatarUrl: null,
        language: 'en',
        timeZone: null,
    };
}
const inOneDay = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
/** A fake session table the cache loads from, counting its queries. */
function sessionTable(rows) {
    const load = vi.fn(async (tokenHash) => rows[tokenHash] ?? null);
    return { rows, load };
}
describe('createSessionCache', () => {
    it('answers repeated and concurrent lookups of a live session with one query until the TTL ends', async () => {
        vi.useFakeTimers();
        const table = sessionTable({ a: { user: user('u1'), expiresAt: inOneDay() } });
        const cache = createSessionCache({ ttlMs: 1000, maxEntries: 10, load: table.load });
        expect(await Promise.all([cache.findUser('a'), cache.findUser('a')])).toEqual([user('u1'), user('u1')]);
        vi.advanceTimersByTime(999);
        expect(await cache.findUser('a')).toEqual(user('u1'));
        expect(table.load).toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(1);
        await cache.findUser('a');
        expect(table.load).toHaveBeenCalledTimes(2);
    });
    it('never keeps an unknown token, and stops at the session expiry when it comes before the TTL', async () => {
        vi.useFakeTimers();
        const table = sessionTable({ soon: { user: user('u1'), expiresAt: new Date(Date.now() + 100) } });
        const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10, load: table.load });
        expect(await cache.findUser('nope')).toBeNull();
        expect(await cache.findUser('nope')).toBeNull();
        expect(table.load).toHaveBeenCalledTimes(2);
        expect(await cache.findUser('soon')).toEqual(user('u1'));
        delete table.rows.soon;
        vi.advanceTimersByTime(100);
        expect(await cache.findUser('soon')).toBeNull();
    });
    it('forgets every session of one user at once and keeps the others', async () => {
        const table = sessionTable({
            a1: { user: user('u1'), expiresAt: inOneDay() },
            a2: { user: user('u1'), expiresAt: inOneDay() },
            b: { user: user('u2'), expiresAt: inOneDay() },
        });
        const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10, load: table.load });
        await Promise.all(['a1', 'a2', 'b'].map((token) => cache.findUser(token)));
        delete table.rows.a1;
        table.rows.a2 = { user: user('u1', 'Renamed'), expiresAt: inOneDay() };
        cache.forgetUser('u1');
        expect(await cache.findUser('a1')).toBeNull();
        expect((await cache.findUser('a2'))?.firstName).toBe('Renamed');
        expect(await cache.findUser('b')).toEqual(user('u2'));
        expect(table.load).toHaveBeenCalledTimes(5);
    });
    it('does not keep a load that was under way when the user was forgotten', async () => {
        let finishLoad;
        const load = vi
            .fn()
            .mockImplementationOnce(() => new Promise((resolve) => (finishLoad = resolve)))
            .mockResolvedValue(null);
        const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10, load });
        const before = cache.findUser('a');
        cache.forgetUser('u1');
        // A lookup after the forget must not join the old load.
        const after = cache.findUser('a');
        finishLoad({ user: user('u1'), expiresAt: inOneDay() });
        expect(await before).toEqual(user('u1'));
        expect(await after).toBeNull();
        expect(await cache.findUser('a')).toBeNull();
        expect(load).toHaveBeenCalledTimes(3);
    });
    it('evicts the oldest session when full', async () => {
        const table = sessionTable({
            a: { user: user('u1'), expiresAt: inOneDay() },
            b: { user: user('u2'), expiresAt: inOneDay() },
            c: { user: user('u3'), expiresAt: inOneDay() },
        });
        const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 2, load: table.load });
        for (const token of ['a', 'b', 'c', 'b', 'c'])
            await cache.findUser(token);
        expect(table.load).toHaveBeenCalledTimes(3);
        await cache.findUser('a');
        expect(table.load).toHaveBeenCalledTimes(4);
    });
});
