import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { createInProcessEventBus, type EventBus } from '../lib/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    database: DatabaseHandle;
    env: Env;
    events: EventBus;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle; env: Env }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('env', opts.env);
    const events = createInProcessEventBus();
    app.decorate('events', events);
    app.addHook('onClose', () => events.close());
  },
);
