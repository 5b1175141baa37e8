import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts PGlite in a worker thread behind a Postgres wire-protocol socket. `memory://` keeps nothing. */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Node 20 workers do not inherit tsx's loader for their entry file, so register it first.
  const workerUrl = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { dataDir } });

  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Embedded database exited with code ${code}`)));
    worker.on('message', (message: { type: string; port?: number }) => {
      if (message.type === 'listening' && message.port) resolve(message.port);
    });
  });

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: { type: string }) => {
          if (message.type === 'stopped') resolve();
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' });
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
    },
  };
}
