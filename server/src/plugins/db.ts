import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { createInProcessEventBus, type EventBus } from '../lib/event-bus';
import { createPgEventBus } from '../lib/pg-event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    database: DatabaseHandle;
    env: Env;
    events: EventBus;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, opts: { database: DatabaseHandle; env: Env }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('env', opts.env);
  // One embedded server needs no fan-out; instances sharing PostgreSQL meet through LISTEN/NOTIFY.
  const events = opts.database.isEmbedded
    ? createInProcessEventBus()
    : await createPgEventBus({ connectionString: opts.database.url, pool: opts.database.pool, log: app.log });
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
});
