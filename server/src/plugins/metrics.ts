import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { REQUEST_MESSAGES } from '@core/shared/messages';
import { AppError } from './errors';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasBearer(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for whoever holds METRICS_TOKEN; without it (or with a
 * wrong one) the route is a 404 like an unknown API route, and nothing is measured. Request rate and
 * latency by route and status, database pool and query time, the event loop's delay (prom-client's
 * default process metrics), the outboxes (e-mail and texts), the job search index and the open live sockets.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.env.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // The same 404 as an unknown API route (the client's not-found handler would answer the app's HTML).
    if (!token || !hasBearer(request, token)) throw new AppError(404, REQUEST_MESSAGES.notFound.coded({ method: 'GET', path: '/metrics' }));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  const registry = new Registry();
  if (!token) return;

  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered', labelNames, registers });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make one series per job.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const { pool } = app.database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (waiting: requests queued for a connection)',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of a pool query, waiting for a connection included (queries inside a transaction are not counted)',
    buckets: QUERY_BUCKETS,
    registers,
  });
  const stopObserving = app.database.onQuery((seconds) => queries.observe(seconds));
  app.addHook('onClose', async () => stopObserving());

  new Gauge({
    name: 'outbox_messages',
    help: 'Messages in the outbox by channel and status (queued: waiting or retrying; failed: given up)',
    labelNames: ['channel', 'status'],
    registers,
    async collect() {
      const result = await app.db.execute<{ channel: string; status: string; count: string }>(
        sql`select 'email' as channel, status, count(*)::text as count from email_outbox where status in ('queued', 'sending', 'failed') group by status
            union all
            select channel, status, count(*)::text from channel_outbox where status in ('queued', 'sending', 'failed') group by channel, status`,
      );
      for (const channel of ['email', 'sms', 'whatsapp', 'push', 'google_indexing']) {
        for (const status of ['queued', 'sending', 'failed']) this.set({ channel, status }, 0);
      }
      for (const row of result.rows) this.set({ channel: row.channel, status: row.status }, Number(row.count));
    },
  });

  new Gauge({
    name: 'search_index_jobs',
    help: 'Open jobs in this instance’s search index',
    registers,
    collect() {
      this.set(app.jobSearch.stats().jobs);
    },
  });
  new Gauge({
    name: 'search_index_loads',
    help: 'Loads of this instance’s whole search index since it started: from the database (full) or from its snapshot file',
    labelNames: ['from'],
    registers,
    collect() {
      const { fullLoads, snapshotLoads } = app.jobSearch.stats();
      this.set({ from: 'full' }, fullLoads);
      this.set({ from: 'snapshot' }, snapshotLoads);
    },
  });
  new Gauge({
    name: 'search_ranked',
    help: 'Searches and counts this instance ranked since it started: by PostgreSQL (while its index loads, and past SEARCH_SQL_FROM_JOBS) or by its index',
    labelNames: ['by'],
    registers,
    collect() {
      const { postgres, index } = app.jobSearch.stats().rankedBy;
      this.set({ by: 'postgres' }, postgres);
      this.set({ by: 'index' }, index);
    },
  });
  new Gauge({
    name: 'search_index_lag_seconds',
    help: 'Seconds since this instance’s search index last knew itself current with the database',
    registers,
    collect() {
      const seconds = app.jobSearch.secondsSinceSync();
      this.set(Number.isFinite(seconds) ? seconds : -1);
    },
  });
  new Gauge({
    name: 'websocket_connections',
    help: 'Live sockets (/ws) open on this instance',
    registers,
    collect() {
      this.set(app.websocketServer.clients.size);
    },
  });
});
