import type { InjectOptions } from 'fastify';
import type { App } from '../app';
import { bearer } from './test-app';

/** Who calls: a signed-up user (anything carrying its token), a bare token, or null for a signed-out visitor. */
export type Caller = { token: string } | string | null | undefined;

type Payload = InjectOptions['payload'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The API as one caller sees it: each call carries the caller's Bearer token, if any. */
export function injectAs(app: App, caller: Caller) {
  const token = typeof caller === 'string' ? caller : caller?.token;
  const headers = token ? bearer(token) : {};
  const send = (method: Method, url: string, payload?: Payload) => app.inject({ method, url, headers, payload });
  return {
    /** For tables of calls: send('PUT', url, body). */
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: Payload) => send('POST', url, payload),
    put: (url: string, payload?: Payload) => send('PUT', url, payload),
    patch: (url: string, payload?: Payload) => send('PATCH', url, payload),
    delete: (url: string, payload?: Payload) => send('DELETE', url, payload),
  };
}
