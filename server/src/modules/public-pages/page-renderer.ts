import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { serverBuildDirFor } from '@core/shared/boot-script';
import type { Language } from '@core/shared/options';

/** A page the app rendered: its HTML and the data its queries start with (a TanStack Query dehydrated state). */
export interface RenderedPage {
  html: string;
  state: unknown;
}

/** An API answer the render asked for (GET only): what the browser's fetch would have received. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PageRenderer {
  /**
   * The page at `url` as the app draws it for a signed-out visitor in `language`, its API calls
   * answered by `askApi`; null when it could not be had in time.
   */
  render(url: string, language: Language, askApi: (path: string) => Promise<ApiAnswer>): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

type FromWorker =
  | { type: 'ready' }
  | { type: 'fetch'; id: number; renderId: number; path: string }
  | { type: 'rendered'; id: number; rendered?: RenderedPage | null; error?: string };

/**
 * A first render loads the page's code and texts; later ones take milliseconds. Past this the plain
 * page is sent, and the worker is restarted: a render that never ends must not hold the ones queued behind it.
 */
const RENDER_TIMEOUT_MS = 5000;

/**
 * The app's own renderer (client/src/render-worker.ts, built to dist/client-server), in a worker thread
 * started on first use and again after a crash. Null when the build has none (tests with a bare
 * template, a build from before): the pages then go out as the server writes them.
 */
export function createPageRenderer(
  clientRoot: string,
  log: FastifyBaseLogger,
  { timeoutMs = RENDER_TIMEOUT_MS }: { timeoutMs?: number } = {},
): PageRenderer | null {
  const workerFile = path.join(serverBuildDirFor(clientRoot), 'render-worker.mjs');
  if (!existsSync(workerFile)) return null;
  let worker: Worker | null = null;
  let isClosing = false;
  let lastRender = 0;
  const waiting = new Map<number, { worker: Worker; finish: (page: RenderedPage | null) => void }>();
  const askers = new Map<number, (path: string) => Promise<ApiAnswer>>();

  function start(): Worker {
    const started = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    started.unref();
    started.on('message', (message: FromWorker) => {
      if (message.type === 'fetch') {
        const askApi = askers.get(message.renderId) ?? (() => Promise.reject(new Error('no such render')));
        askApi(message.path).then(
          (answer) => started.postMessage({ type: 'answer', id: message.id, ...answer }),
          () => started.postMessage({ type: 'answer', id: message.id, status: 502, contentType: 'text/plain', body: '' }),
        );
      } else if (message.type === 'rendered') {
        if (message.error) log.warn({ error: message.error }, 'a page could not be rendered: the plain page was sent');
        waiting.get(message.id)?.finish(message.rendered ?? null);
      }
    });
    const stop = (reason: unknown) => {
      if (worker === started) worker = null;
      if (!isClosing)
        log.warn(
          { reason: reason instanceof Error ? reason.message : reason },
          'the page renderer stopped; it restarts with the next page',
        );
      // Only this thread's pages: a restarted one may already have others under way.
      for (const entry of [...waiting.values()]) if (entry.worker === started) entry.finish(null);
    };
    started.on('error', stop);
    started.on('exit', (code) => code !== 0 && stop(`exit code ${code}`));
    return started;
  }

  return {
    render(url, language, askApi) {
      const renderer = (worker ??= start());
      const id = ++lastRender;
      askers.set(id, askApi);
      renderer.postMessage({ type: 'render', id, url, language });
      return new Promise((resolve) => {
        const finish = (page: RenderedPage | null) => {
          clearTimeout(timer);
          waiting.delete(id);
          askers.delete(id);
          resolve(page);
        };
        const timer = setTimeout(() => {
          finish(null);
          if (worker === renderer) worker = null;
          void renderer.terminate();
        }, timeoutMs);
        waiting.set(id, { worker: renderer, finish });
      });
    },
    async close() {
      isClosing = true;
      await worker?.terminate();
      worker = null;
    },
  };
}
