import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseCounters, createMemoryCounters, type RateLimitCounters } from '../lib/rate-limit-counters';
import { codeForStatus, codeOf } from '@core/shared/messages';
import { AppError } from './errors';

export interface ThrottleRule {
  /** Keeps this throttle's keys apart from every other limit's. */
  name: string;
  max: number;
  windowMs: number;
  /** How long a key that reached `max` is refused, counted from the attempt that reached it. */
  blockMs: number;
  /** First sentence of the 429 answer; the wait is appended. */
  message: string;
}

export interface Throttle {
  /** Counts one attempt for `key`; throws 429 (with Retry-After) once `key` is past `max`. */
  consume(key: string): Promise<void>;
  /** Forgets `key`'s attempts (after the right password, for example). */
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A named per-key limit (an e-mail, an account) that holds across instances sharing the database. */
    createThrottle(rule: ThrottleRule): Throttle;
  }
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

function createThrottle(counters: RateLimitCounters, now: () => Date, rule: ThrottleRule): Throttle {
  const counterKey = (key: string) => `${rule.name}:${key}`;
  return {
    async consume(key) {
      const { hits, resetsAt } = await counters.increment(counterKey(key), rule);
      if (hits <= rule.max) return;
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
function counterStoreClass(counters: RateLimitCounters, now: () => Date) {
  return class CounterStore implements FastifyRateLimitStore {
    prefix = 'ip:';

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number) {
      counters.increment(this.prefix + key, { max, windowMs: timeWindow }).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: resetsAt.getTime() - now().getTime() }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes its merged route options, routeInfo included (its typings omit it).
      const { method = '', url = '' } = (options as unknown as { routeInfo: { method?: unknown; url?: string } }).routeInfo;
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
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { now: () => Date }) => {
  // Instances sharing PostgreSQL count together there; the embedded database serves one instance.
  const counters = app.database.isEmbedded ? createMemoryCounters(opts.now) : createDatabaseCounters(app.db, opts.now);
  await app.register(rateLimit, { global: false, store: counterStoreClass(counters, opts.now) });
  app.decorate('createThrottle', (rule: ThrottleRule) => createThrottle(counters, opts.now, rule));

  const sweep = setInterval(() => {
    counters.removeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
