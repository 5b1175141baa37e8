// The server's page renderer (server/src/modules/public-pages/page-renderer.ts runs this file, built
// by client/build/prerender.ts, in a worker thread): React's rendering stays off the server's event
// loop, and the browser globals the app reads exist here only, as a first-time visitor's browser has
// them. The app's API calls are asked of the server through the thread's port.
import { parentPort } from 'node:worker_threads';
import type { Language } from '@core/shared/options';

type FromServer =
  | { type: 'render'; id: number; url: string; language: Language }
  | { type: 'answer'; id: number; status: number; contentType: string; body: string };

const port = parentPort!;
const asked = new Map<number, (answer: Extract<FromServer, { type: 'answer' }>) => void>();
let lastAsk = 0;
/** The page being rendered (one at a time): its API calls are asked on its visitor's behalf. */
let rendering = 0;

const visitorGlobals = {
  localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  navigator: { languages: ['en-US'], language: 'en-US', onLine: true },
  document: { documentElement: {} },
  fetch: (input: string | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') !== 'GET') return Promise.reject(new Error('a server render only reads'));
    const id = ++lastAsk;
    port.postMessage({ type: 'fetch', id, renderId: rendering, path: String(input) });
    return new Promise<Response>((resolve) => {
      asked.set(id, (answer) =>
        resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } })),
      );
    });
  },
};
for (const [name, value] of Object.entries(visitorGlobals))
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });

// After the globals: the app's modules read them when they load.
const { renderRoute } = await import('./entry-server');

let queue: Promise<unknown> = Promise.resolve();
port.on('message', (message: FromServer) => {
  if (message.type === 'answer') {
    asked.get(message.id)?.(message);
    asked.delete(message.id);
    return;
  }
  const url = new URL(message.url);
  queue = queue
    .then(() => {
      rendering = message.id;
      Object.defineProperty(globalThis, 'location', { value: url, configurable: true, writable: true });
      return renderRoute(url, message.language);
    })
    .then(
      (rendered) => port.postMessage({ type: 'rendered', id: message.id, rendered }),
      (error: unknown) =>
        port.postMessage({ type: 'rendered', id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
port.postMessage({ type: 'ready' });
