import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { SESSIONS_CHANGED_EVENT } from '../lib/session-cache';
import { SESSION_COOKIE } from './auth';
import { comesFromThisSite, publicOriginOf } from './csrf';
const AUTH_TIMEOUT_MS = 5000;
const HEARTBEAT_MS = 30_000;
/** Close codes in the private 4000-4999 range; the client stops retrying on 4401. */
const CLOSE_UNAUTHORIZED = 4401;
/** A user's oldest socket, closed for a newer one past WS_MAX_PER_USER; the client waits to be looked at before reconnecting. */
const CLOSE_TOO_MANY_FOR_USER = 4008;
/** A socket refused because its address already holds WS_MAX_PER_IP (as HTTP's 429). */
const CLOSE_TOO_MANY_FROM_ADDRESS = 4029;
const TOO_MANY_REASON = 'Too many connections';
/** The instance is shutting down (WebSocket's "Service Restart"): the client reconnects at once, to another instance. */
export const CLOSE_SERVICE_RESTART = 1012;
/** ws waits 30 s for the peer's close frame; a flood's peers need not answer, so a refused socket goes sooner. */
const CLOSE_GRACE_MS = 1000;
/** Closes with a code the client can read, and drops the connection if the peer does not answer in time. */
function closeWithin(socket, code, reason) {
    socket.close(code, reason);
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}
/**
 * The session token from the `token` query parameter (browsers cannot set headers), or from the
 * cookie when the page opening the socket is this site's: another site's page must not ride on it.
 */
function tokenFromUpgrade(request, publicOrigin) {
    const query = request.query;
    if (typeof query.token === 'string' && query.token)
        return query.token;
    if (!comesFromThisSite(request, publicOrigin))
        return null;
    return request.cookies?.[SESSION_COOKIE] || null;
}
/** A first message `{ "type": "auth", "token": "..." }`, for clients that keep the token out of URLs. */
function tokenFromMessage(data) {
    try {
        const message = JSON.parse(String(data));
        return message.type === 'auth' && typeof message.token === 'string' ? message.token : null;
    }
    catch {
        return null;
    }
}
/**
 * GET /ws: a signed-in user's live feed. The server subscribes once to the event bus and
 * forwards each event to the open sockets of event.userId as `{ type, payload }`. When the
 * user's sessions change (logout, deactivation, deletion), sockets whose session ended close.
 */
export const realtimePlugin = fp(async (app) => {
    await app.register(websocket, {
        options: { maxPayload: 16 * 1024 },
        // On close (SIGTERM), every socket is told to reconnect elsewhere before the server stops.
        preClose(done) {
            for (const socket of app.websocketServer.clients)
                closeWithin(socket, CLOSE_SERVICE_RESTART, 'Server restarting');
            app.websocketServer.close(() => done());
        },
    });
    const socketsByUser = new Map();
    const sessionTokens = new WeakMap();
    const socketsByAddress = new Map();
    const publicOrigin = publicOriginOf(app.env.PUBLIC_URL);
    const { WS_MAX_PER_USER: maxPerUser, WS_MAX_PER_IP: maxPerAddress } = app.env;
    /**
     * Counts every socket against its client address (request.ip, so behind TRUST_PROXY the real client),
     * those still waiting for their auth message too: a flood needs no valid session to exhaust open files.
     */
    function admit(socket, address) {
        const open = socketsByAddress.get(address) ?? 0;
        if (open >= maxPerAddress) {
            app.log.warn({ ip: address, open }, 'live socket refused: too many from this address');
            closeWithin(socket, CLOSE_TOO_MANY_FROM_ADDRESS, TOO_MANY_REASON);
            return false;
        }
        socketsByAddress.set(address, open + 1);
        socket.on('close', () => {
            const left = (socketsByAddress.get(address) ?? 1) - 1;
            if (left > 0)
                socketsByAddress.set(address, left);
            else
                socketsByAddress.delete(address);
        });
        return true;
    }
    function attach(userId, socket, token) {
        // Closed while its session was looked up: its close event has passed, so it would never leave the set.
        if (socket.readyState !== socket.OPEN)
            return;
        sessionTokens.set(socket, token);
        const sockets = socketsByUser.get(userId) ?? new Set();
        // A user past the cap most likely opened another tab: the oldest socket (a set keeps insertion order) gives way.
        for (const oldest of sockets) {
            if (sockets.size < maxPerUser)
                break;
            sockets.delete(oldest);
            app.log.warn({ userId, open: sockets.size + 1 }, "live socket limit reached: closing the user's oldest");
            closeWithin(oldest, CLOSE_TOO_MANY_FOR_USER, TOO_MANY_REASON);
        }
        sockets.add(socket);
        socketsByUser.set(userId, sockets);
        socket.send(JSON.stringify({ type: 'ready', payload: { userId } }));
        socket.on('close', () => {
            sockets.delete(socket);
            if (sockets.size === 0 && socketsByUser.get(userId) === sockets)
                socketsByUser.delete(userId);
        });
    }
    async function closeEndedSessions(sockets) {
        for (const socket of [...sockets]) {
            const token = sessionTokens.get(socket);
            if (!token || !(await app.sessions.findUser(token)))
                socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue');
        }
    }
    const unsubscribe = app.events.subscribe((event) => {
        const sockets = socketsByUser.get(event.userId);
        if (!sockets)
            return;
        if (event.type === SESSIONS_CHANGED_EVENT) {
            closeEndedSessions(sockets).catch((error) => app.log.warn({ err: error }, 'could not recheck live sessions'));
            return;
        }
        const frame = JSON.stringify({ type: event.type, payload: event.payload });
        for (const socket of sockets) {
            if (socket.readyState === socket.OPEN)
                socket.send(frame);
        }
    });
    // Pings find sockets whose peer vanished without a close frame (sleeping laptops, dropped Wi-Fi).
    const alive = new WeakSet();
    const heartbeat = setInterval(() => {
        for (const socket of app.websocketServer.clients) {
            if (!alive.has(socket)) {
                socket.terminate();
                continue;
            }
            alive.delete(socket);
            socket.ping();
        }
    }, HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => {
        clearInterval(heartbeat);
        unsubscribe();
    });
    app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
        if (!admit(socket, request.ip))
            return;
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        const upgradeToken = tokenFromUpgrade(request, publicOrigin);
        if (upgradeToken) {
            const user = await app.sessions.findUser(upgradeToken);
            if (!user)
                return socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue');
            return attach(user.id, socket, upgradeToken);
        }
        const timer = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue'), AUTH_TIMEOUT_MS);
        socket.once('message', async (data) => {
            clearTimeout(timer);
            const token = tokenFromMessage(data);
            const user = token ? await app.sessions.findUser(token) : null;
            if (!user || !token)
                return socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue');
            attach(user.id, socket, token);
        });
    });
});
