import { bearer } from './test-app';
/** The API as one caller sees it: each call carries the caller's Bearer token, if any. */
export function injectAs(app, caller) {
    const token = typeof caller === 'string' ? caller : caller?.token;
    const send = (method, url, payload, extras = {}) => app.inject({ method, url, payload, ...extras, headers: { ...(token ? bearer(token) : {}), ...extras.headers } });
    return {
        /** For tables of calls: send('PUT', url, body). */
        send,
        get: (url, extras) => send('GET', url, undefined, extras),
        post: (url, payload, extras) => send('POST', url, payload, extras),
        put: (url, payload, extras) => send('PUT', url, payload, extras),
        patch: (url, payload, extras) => send('PATCH', url, payload, extras),
        delete: (url, payload, extras) => send('DELETE', url, payload, extras),
    };
}
