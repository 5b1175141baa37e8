import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessEventBus } from './event-bus';
import { createUserScopedStore } from './user-scoped-cache';
afterEach(() => vi.useRealTimers());
const EVENT = 'test.changed';
/** Values the store loads from, counting its reads; `set` changes one as a write would. */
function valueTable(initial) {
    const rows = { ...initial };
    const load = vi.fn(async (userId) => rows[userId] ?? 0);
    return { load, set: (userId, value) => (rows[userId] = value) };
}
describe('createUserScopedStore', () => {
    it('answers repeated and concurrent reads with one load until the TTL ends', async () => {
        vi.useFakeTimers();
        const table = valueTable({ u1: 7 });
        const store = createUserScopedStore(createInProcessEventBus(), { eventType: EVENT, ttlMs: 1000, maxEntries: 10, load: table.load });
        expect(await Promise.all([store.get('u1'), store.get('u1')])).toEqual([7, 7]);
        vi.advanceTimersByTime(999);
        expect(await store.get('u1')).toBe(7);
        expect(table.load).toHaveBeenCalledTimes(1);
        expect(store.stats()).toEqual({ hits: 2, misses: 1 });
        vi.advanceTimersByTime(1);
        await store.get('u1');
        expect(table.load).toHaveBeenCalledTimes(2);
    });
    it('forgets a user on this instance and on every other instance sharing the bus', async () => {
        const bus = createInProcessEventBus();
        const table = valueTable({ u1: 1, u2: 2 });
        const options = { eventType: EVENT, ttlMs: 60_000, maxEntries: 10, load: table.load };
        const here = createUserScopedStore(bus, options);
        const there = createUserScopedStore(bus, options);
        await Promise.all([here.get('u1'), there.get('u1'), here.get('u2')]);
        table.set('u1', 10);
        await here.forget('u1');
        expect(await here.get('u1')).toBe(10);
        expect(await there.get('u1')).toBe(10);
        expect(await here.get('u2')).toBe(2);
        expect(table.load).toHaveBeenCalledTimes(5);
    });
    it('does not keep a value loaded before a change it raced with', async () => {
        const table = valueTable({ u1: 1 });
        let release;
        const gate = new Promise((resolve) => (release = resolve));
        const load = vi.fn(async (userId) => {
            const value = await table.load(userId);
            await gate;
            return value;
        });
        const store = createUserScopedStore(createInProcessEventBus(), { eventType: EVENT, ttlMs: 60_000, maxEntries: 10, load });
        const stale = store.get('u1');
        table.set('u1', 2);
        await store.forget('u1');
        release();
        expect(await stale).toBe(1);
        expect(await store.get('u1')).toBe(2);
    });
    it('drops the oldest user when full, and stops listening once closed', async () => {
        const bus = createInProcessEventBus();
        const table = valueTable({ a: 1, b: 2, c: 3 });
        const store = createUserScopedStore(bus, { eventType: EVENT, ttlMs: 60_000, maxEntries: 2, load: table.load });
        for (const id of ['a', 'b', 'c', 'b', 'c'])
            await store.get(id);
        expect(table.load).toHaveBeenCalledTimes(3);
        await store.get('a');
        expect(table.load).toHaveBeenCalledTimes(4);
        store.close();
        table.set('a', 9);
        await bus.publish({ userId: 'a', type: EVENT, payload: null });
        expect(await store.get('a')).toBe(1);
    });
});
