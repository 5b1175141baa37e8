import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    database: DatabaseHandle;
    env: Env;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle; env: Env }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('env', opts.env);
  },
);
