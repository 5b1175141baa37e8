import { Worker } from 'node:worker_threads';
/**
 * Starts a worker thread whose entry is a TypeScript file. Node 20 workers do not inherit tsx's
 * loader for their entry file, so a small bootstrap registers it first; this loads the same way
 * under vitest and under `node --import tsx`.
 */
export function startTsWorker(entry, options = {}) {
    const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
    return new Worker(bootstrap, { ...options, eval: true });
}
