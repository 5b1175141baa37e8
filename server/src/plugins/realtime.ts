import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { UserEvent } from '../lib/event-bus';
import { SESSIONS_CHANGED_EVENT } from '../lib/session-cache';
import { SESSION_COOKIE } from './auth';
import { comesFromThisSite, publicOriginOf } from './csrf';

const AUTH_TIMEOUT_MS = 5000;
const HEARTBEAT_MS = 30_000;
/** Close codes in the private 4000-4999 range; the client stops retrying on 4401. */
const CLOSE_UNAUTHORIZED = 4401;

/**
 * The session token from the `token` query parameter (browsers cannot set headers), or from the
 * cookie when the page opening the socket is this site's: another site's page must not ride on it.
 */
function tokenFromUpgrade(request: FastifyRequest, publicOrigin: string | null): string | null {
  const query = request.query as { token?: unknown };
  if (typeof query.token === 'string' && query.token) return query.token;
  if (!comesFromThisSite(request, publicOrigin)) return null;
  return request.cookies?.[SESSION_COOKIE] || null;
}

/** A first message `{ "type": "auth", "token": "..." }`, for clients that keep the token out of URLs. */
function tokenFromMessage(data: unknown): string | null {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return message.type === 'auth' && typeof message.token === 'string' ? message.token : null;
  } catch {
    return null;
  }
}

/**
 * GET /ws: a signed-in user's live feed. The server subscribes once to the event bus and
 * forwards each event to the open sockets of event.userId as `{ type, payload }`. When the
 * user's sessions change (logout, deactivation, deletion), sockets whose session ended close.
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const sessionTokens = new WeakMap<WebSocket, string>();
  const publicOrigin = publicOriginOf(app.env.PUBLIC_URL);

  function attach(userId: string, socket: WebSocket, token: string) {
    sessionTokens.set(socket, token);
    const sockets = socketsByUser.get(userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    socketsByUser.set(userId, sockets);
    socket.send(JSON.stringify({ type: 'ready', payload: { userId } }));
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) socketsByUser.delete(userId);
    });
  }

  async function closeEndedSessions(sockets: Iterable<WebSocket>) {
    for (const socket of [...sockets]) {
      const token = sessionTokens.get(socket);
      if (!token || !(await app.sessions.findUser(token))) socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue');
    }
  }

  const unsubscribe = app.events.subscribe((event: UserEvent) => {
    const sockets = socketsByUser.get(event.userId);
    if (!sockets) return;
    if (event.type === SESSIONS_CHANGED_EVENT) {
      closeEndedSessions(sockets).catch((error: unknown) => app.log.warn({ err: error }, 'could not recheck live sessions'));
      return;
    }
    const frame = JSON.stringify({ type: event.type, payload: event.payload });
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send(frame);
    }
  });

  // Pings find sockets whose peer vanished without a close frame (sleeping laptops, dropped Wi-Fi).
  const alive = new WeakSet<WebSocket>();
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
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    const upgradeToken = tokenFromUpgrade(request, publicOrigin);
    if (upgradeToken) {
      const user = await app.sessions.findUser(upgradeToken);
      if (!user) return socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue');
      return attach(user.id, socket, upgradeToken);
    }
    const timer = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue'), AUTH_TIMEOUT_MS);
    socket.once('message', async (data) => {
      clearTimeout(timer);
      const token = tokenFromMessage(data);
      const user = token ? await app.sessions.findUser(token) : null;
      if (!user || !token) return socket.close(CLOSE_UNAUTHORIZED, 'Please sign in to continue');
      attach(user.id, socket, token);
    });
  });
});
