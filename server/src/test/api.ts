import type { InjectOptions } from 'fastify';
import type { App } from '../app';
import { bearer } from './test-app';

/** Who calls: a signed-up user (anything carrying its token), a bare token, or null for a signed-out visitor. */
export type Caller = { token: string } | string | null | undefined;

type Payload = InjectOptions['payload'];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a request carries beyond the caller's token: Origin, cookies, a content type for a raw body, an address, a query. */
export type RequestExtras = Pick<InjectOptions, 'headers' | 'cookies' | 'remoteAddress' | 'query'>;

/** The API as one caller sees it: each call carries the caller's Bearer token, if any. */
export function injectAs(app: App, caller: Caller) {
  const token = typeof caller === 'string' ? caller : caller?.token;
  const send = (method: Method, url: string, payload?: Payload, extras: RequestExtras = {}) =>
    app.inject({ method, url, payload, ...extras, headers: { ...(token ? bearer(token) : {}), ...extras.headers } });
  return {
    /** For tables of calls: send('PUT', url, body). */
    send,
    get: (url: string, extras?: RequestExtras) => send('GET', url, undefined, extras),
    post: (url: string, payload?: Payload, extras?: RequestExtras) => send('POST', url, payload, extras),
    put: (url: string, payload?: Payload, extras?: RequestExtras) => send('PUT', url, payload, extras),
    patch: (url: string, payload?: Payload, extras?: RequestExtras) => send('PATCH', url, payload, extras),
    delete: (url: string, payload?: Payload, extras?: RequestExtras) => send('DELETE', url, payload, extras),
  };
}
