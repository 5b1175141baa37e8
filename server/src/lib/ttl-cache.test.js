import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';
afterEach(() => vi.useRealTimers());
describe('createTtlCache', () => {
    it('shares one load between concurrent callers and reloads after the TTL', async () => {
        vi.useFakeTimers();
        const cache = createTtlCache({ ttlMs: 1000, maxEntries: 10 });
        const load = vi.fn(async () => load.mock.calls.length);
        expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 1]);
        vi.advanceTimersByTime(999);
        expect(await cache.getOrLoad('a', load)).toBe(1);
        vi.advanceTimersByTime(1);
        expect(await cache.getOrLoad('a', load)).toBe(2);
    });
    it('forgets failed loads, evicts the oldest entry when full, and clears', async () => {
        const cache = createTtlCache({ ttlMs: 60_000, maxEntries: 2 });
        await expect(cache.getOrLoad('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(await cache.getOrLoad('x', async () => 'ok')).toBe('ok');
        await cache.getOrLoad('y', async () => 'y1');
        await cache.getOrLoad('z', async () => 'z1');
        expect(await cache.getOrLoad('x', async () => 'reloaded')).toBe('reloaded');
        cache.clear();
        expect(await cache.getOrLoad('y', async () => 'y2')).toBe('y2');
    });
});
