import { EventEmitter } from 'node:events';
import pg from 'pg';
const CHANNEL = 'crewbridge_user_events';
/** PostgreSQL rejects NOTIFY payloads of 8000 bytes or more; stay clear of the limit. */
export const MAX_NOTIFY_BYTES = 7900;
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];
/**
 * An oversized event travels as a reference: the payload keeps only its `id` (when it has one)
 * and `partial: true`, so the receiving client fetches the rest over HTTP.
 */
export function encodeEvent(event) {
    const text = JSON.stringify(event);
    if (Buffer.byteLength(text, 'utf8') <= MAX_NOTIFY_BYTES)
        return text;
    const payload = event.payload;
    const id = payload && typeof payload === 'object' && typeof payload.id === 'string' ? payload.id : undefined;
    return JSON.stringify({ userId: event.userId, type: event.type, payload: { id, partial: true } });
}
/**
 * LISTEN/NOTIFY bus for several app instances on one PostgreSQL: publish NOTIFYs through the
 * pool, and one dedicated connection LISTENs (a pooled connection would be handed to queries).
 * Every instance, the publisher included, hears each event exactly once through LISTEN.
 */
export async function createPgEventBus(options) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    let listener = null;
    let isClosed = false;
    let reconnectTimer;
    async function connect() {
        const client = new pg.Client({ connectionString: options.connectionString });
        client.on('notification', (message) => {
            if (message.channel !== CHANNEL || !message.payload)
                return;
            try {
                emitter.emit('event', JSON.parse(message.payload));
            }
            catch (error) {
                options.log.warn({ err: error }, 'ignored a malformed event notification');
            }
        });
        client.on('error', (error) => {
            options.log.warn({ err: error }, 'event listener connection lost; reconnecting');
            scheduleReconnect(0);
        });
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        listener = client;
    }
    function scheduleReconnect(attempt) {
        if (isClosed || reconnectTimer)
            return;
        const old = listener;
        listener = null;
        old?.end().catch(() => undefined);
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
        reconnectTimer = setTimeout(() => {
            reconnectTimer = undefined;
            connect().catch((error) => {
                options.log.warn({ err: error }, 'event listener reconnect failed');
                scheduleReconnect(attempt + 1);
            });
        }, delay);
    }
    await connect();
    return {
        async publish(event) {
            await options.pool.query('select pg_notify($1, $2)', [CHANNEL, encodeEvent(event)]);
        },
        subscribe(handler) {
            emitter.on('event', handler);
            return () => emitter.off('event', handler);
        },
        async close() {
            isClosed = true;
            clearTimeout(reconnectTimer);
            emitter.removeAllListeners();
            await listener?.end();
            listener = null;
        },
    };
}
