import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { createDatabaseCounters, createMemoryCounters } from '../lib/rate-limit-counters';
import { codeForStatus, codeOf } from '@core/shared/messages';
import { AppError } from './errors';
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
function createThrottle(counters, now, rule) {
    const counterKey = (key) => `${rule.name}:${key}`;
    return {
        async consume(key) {
            const { hits, resetsAt } = await counters.increment(counterKey(key), rule);
            if (hits <= rule.max)
                return;
            const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now().getTime()) / 1000));
            const minutes = Math.ceil(retryAfterSeconds / 60);
            throw new AppError(429, `${rule.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
                code: codeOf(rule.message) ?? codeForStatus(429),
                headers: { 'retry-after': String(retryAfterSeconds) },
            });
        },
        reset: (key) => counters.remove(counterKey(key)),
    };
}
/** @fastify/rate-limit's store interface over the shared counters: per-route, per-IP keys. */
function counterStoreClass(counters, now) {
    return class CounterStore {
        prefix = 'ip:';
        incr(key, callback, timeWindow, max) {
            counters.increment(this.prefix + key, { max, windowMs: timeWindow }).then(({ hits, resetsAt }) => callback(null, { current: hits, ttl: resetsAt.getTime() - now().getTime() }), (error) => callback(error));
        }
        child(options) {
            // The plugin passes its merged route options, routeInfo included (its typings omit it).
            const { method = '', url = '' } = options.routeInfo;
            const store = new CounterStore();
            store.prefix = `${this.prefix}${String(method)}${url}:`;
            return store;
        }
    };
}
/**
 * Rate limits (per-IP route limits through `config.rateLimit`, per-key throttles through
 * `app.createThrottle`), counted in PostgreSQL when DATABASE_URL is set, so several instances
 * enforce one limit, and in memory on the embedded database.
 */
export const rateLimitPlugin = fp(async (app, opts) => {
    // Instances sharing PostgreSQL count together there; the embedded database serves one instance.
    const counters = app.database.isEmbedded ? createMemoryCounters(opts.now) : createDatabaseCounters(app.db, opts.now);
    await app.register(rateLimit, { global: false, store: counterStoreClass(counters, opts.now) });
    app.decorate('createThrottle', (rule) => createThrottle(counters, opts.now, rule));
    const sweep = setInterval(() => {
        counters.removeExpired().catch((error) => app.log.warn({ err: error }, 'rate limit sweep failed'));
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
});
