import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { TOKEN_KEY } from './api-client';

/**
 * Sent to subscribers each time the socket is ready, so they can fetch what they missed: events
 * while it was down, or, on the first connect, between the page's first fetch and the socket.
 */
export const REALTIME_READY = 'realtime.ready';

type Listener = (payload: unknown) => void;
interface Frame {
  type: string;
  payload: unknown;
}

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
/** The server's "not signed in" close code: retrying would not help. */
const CLOSE_UNAUTHORIZED = 4401;
/**
 * The server closed this socket for a newer one of the same user (too many tabs): reconnecting at once
 * would close another tab's, so this tab reconnects when it is looked at again.
 */
const CLOSE_SUPERSEDED = 4008;
/** The instance is restarting: another one answers at once, so reconnect soon, spread over a second so a whole instance's sockets do not arrive together. */
const CLOSE_SERVICE_RESTART = 1012;
const RESTART_SPREAD_MS = 1000;

const listeners = new Map<string, Set<Listener>>();
let socket: WebSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
let stopWaitingForVisibility: (() => void) | undefined;

function subscriberCount() {
  let total = 0;
  for (const set of listeners.values()) total += set.size;
  return total;
}

function emit(type: string, payload: unknown) {
  for (const listener of listeners.get(type) ?? []) listener(payload);
}

function reconnectWhenVisible() {
  const onVisibilityChange = () => {
    if (document.visibilityState !== 'visible') return;
    if (subscriberCount() > 0) connect();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  stopWaitingForVisibility = () => document.removeEventListener('visibilitychange', onVisibilityChange);
}

function connect() {
  stopWaitingForVisibility?.();
  stopWaitingForVisibility = undefined;
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token || socket) return;
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const current = new WebSocket(`${protocol}//${window.location.host}/ws`);
  socket = current;
  // The token travels in the first message rather than the URL, which proxies tend to log.
  current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
  current.onmessage = (event) => {
    let frame: Frame;
    try {
      frame = JSON.parse(String(event.data)) as Frame;
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      attempt = 0;
      emit(REALTIME_READY, null);
      return;
    }
    emit(frame.type, frame.payload);
  };
  current.onclose = (event) => {
    if (socket !== current) return;
    socket = null;
    if (event.code === CLOSE_UNAUTHORIZED || subscriberCount() === 0) return;
    if (event.code === CLOSE_SUPERSEDED) return reconnectWhenVisible();
    if (event.code === CLOSE_SERVICE_RESTART) {
      retryTimer = setTimeout(connect, Math.random() * RESTART_SPREAD_MS);
      return;
    }
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(connect, delay * (0.75 + Math.random() * 0.5));
  };
}

function disconnect() {
  clearTimeout(retryTimer);
  stopWaitingForVisibility?.();
  stopWaitingForVisibility = undefined;
  const current = socket;
  socket = null;
  attempt = 0;
  current?.close();
}

/**
 * Listens for server events of `type` (e.g. 'message.created') for the signed-in user. The
 * shared socket opens with the first subscriber and closes after the last one leaves.
 */
export function subscribeRealtime(type: string, listener: Listener): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(type, set);
  connect();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(type);
    if (subscriberCount() === 0) disconnect();
  };
}

/**
 * Fetches the queries again after a live event or a socket becoming ready. A plain invalidation
 * would reuse a first fetch still under way (TanStack Query cancels only fetches of queries that
 * already have data), and that fetch may have been answered before the change the event tells of.
 */
export async function refetchAfterEvent(queryClient: QueryClient, filters: InvalidateQueryFilters) {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

/** React form of subscribeRealtime; `enabled` false (e.g. signed out) keeps the socket closed. */
export function useRealtimeEvent(type: string, listener: Listener, enabled = true) {
  const latest = React.useRef(listener);
  React.useEffect(() => {
    latest.current = listener;
  });
  React.useEffect(() => {
    if (!enabled) return;
    return subscribeRealtime(type, (payload) => latest.current(payload));
  }, [type, enabled]);
}
