import type { QueryFunction } from '@tanstack/react-query';
import { codeForStatus, codeOf, type MessageParams } from '@core/shared/messages';
import { takeBootResponse } from './boot-requests';
import { translateMessage } from './i18n';

export const TOKEN_KEY = 'token';
export const USER_DATA_KEY = 'userData';

function authHeaders(token = localStorage.getItem(TOKEN_KEY)): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A GET, answered by the boot script's request for the same URL when it made one (client/src/lib/boot-requests.ts). */
async function fetchGet(url: string): Promise<Response> {
  const token = localStorage.getItem(TOKEN_KEY);
  const early = await takeBootResponse(url, token);
  return early ?? fetch(url, { headers: authHeaders(token), credentials: 'include' });
}

/** A non-OK answer: its status, the code of the server's rule, the server's message and its values (a message with parameters). */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

const isMessageParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/** The server's `{ message, code, params? }` of a non-OK answer; an answer that is not ours (a proxy's page) keeps its text. */
export function parseApiError(status: number, body: string, statusText = ''): ApiError {
  try {
    const { message, code, params } = JSON.parse(body) as { message?: unknown; code?: unknown; params?: unknown };
    if (typeof message === 'string' && typeof code === 'string') {
      return new ApiError(status, code, message, isMessageParams(params) ? params : undefined);
    }
  } catch {
    // Not JSON: read below.
  }
  return new ApiError(status, codeForStatus(status), body || statusText);
}

async function throwIfNotOk(response: Response) {
  if (!response.ok) throw parseApiError(response.status, await response.text(), response.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response =
    method === 'GET'
      ? await fetchGet(url)
      : await fetch(url, {
          method,
          headers: { ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}), ...authHeaders() },
          body: data !== undefined ? JSON.stringify(data) : undefined,
          credentials: 'include',
        });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default query: the key's segments joined by "/" are the URL. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetchGet(queryKey.join('/'));
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The message to show for a failed request: the server's (in the active language, by its code), or `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return translateMessage(error.message, error.code, error.params) || fallback;
  return (error instanceof Error && error.message) || fallback;
}

/** Whether `error` is the server refusing under the rule of `message` (compared by code, never by text). */
export function isApiErrorFor(error: unknown, message: string | { code: string }): boolean {
  const code = typeof message === 'string' ? codeOf(message) : message.code;
  return error instanceof ApiError && code !== undefined && error.code === code;
}
