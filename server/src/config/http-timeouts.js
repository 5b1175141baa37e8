// Node looks for requests past their deadline only this often (30 s by default, which would let a
// trickled body live twice the timeout); a quarter of the timeout keeps the overshoot small.
const MAX_CHECK_INTERVAL_MS = 5000;
/**
 * Fastify's options bounding how long a slow client may hold a connection: the whole request
 * (headers and body) within HTTP_REQUEST_TIMEOUT_MS, then 408 and close; a socket silent mid-request
 * for HTTP_CONNECTION_TIMEOUT_MS closes; an idle keep-alive connection after HTTP_KEEP_ALIVE_TIMEOUT_MS.
 * Upgraded sockets (/ws) leave these behind: ws clears the socket timeout and the realtime heartbeat takes over.
 */
export function httpTimeouts(env) {
    const requestTimeout = env.HTTP_REQUEST_TIMEOUT_MS;
    return {
        requestTimeout,
        connectionTimeout: env.HTTP_CONNECTION_TIMEOUT_MS,
        keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        // Node reads these when the server is created; its headers timeout (60 s) may not exceed the request timeout.
        http: {
            requestTimeout,
            headersTimeout: Math.min(requestTimeout, 60_000),
            connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(requestTimeout / 4)),
        },
    };
}
