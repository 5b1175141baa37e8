import { Worker, type WorkerOptions } from 'node:worker_threads';
import { isBuiltServer, serverFilesRoot } from './run-time-paths';

/** The server's worker threads, by their entry under server/src; the server build bundles each on its own. */
export const SERVER_WORKERS = ['db/embedded/worker', 'lib/document-text/worker'] as const;
export type ServerWorker = (typeof SERVER_WORKERS)[number];

/** A worker's bundle in dist/server: its entry with `-` for `/`, so every bundle sits in one folder. */
export function builtWorkerName(entry: ServerWorker): string {
  return entry.replaceAll('/', '-');
}

/**
 * Starts one of the server's worker threads. From the build it runs the worker's bundle. From the
 * sources its entry is a TypeScript file, and Node 20 workers do not inherit tsx's loader for their
 * entry file, so a small bootstrap registers it first; this loads the same way under vitest and under
 * `node --import tsx`.
 */
export function startServerWorker(entry: ServerWorker, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (isBuiltServer) return new Worker(new URL(`${builtWorkerName(entry)}.mjs`, serverFilesRoot), options);
  const source = new URL(`${entry}.ts`, serverFilesRoot);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
