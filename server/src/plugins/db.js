import fp from 'fastify-plugin';
import { createInProcessEventBus } from '../lib/event-bus';
import { createPgEventBus } from '../lib/pg-event-bus';
export const dbPlugin = fp(async (app, opts) => {
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
