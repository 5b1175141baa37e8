import { mkdirSync } from 'node:fs';
import { startServerWorker } from '../../lib/ts-worker';

export interface EmbeddedDatabase {
  url: string;
  /** Writes the whole data directory to `path` (a tar file), for `loadFrom` to start from. */
  dumpTo(path: string): Promise<void>;
  stop(): Promise<void>;
  /** Lets the process exit while the database still runs (a test worker's database, kept for the worker's life). */
  unref(): void;
}

/**
 * Starts PGlite in a worker thread behind a Postgres wire-protocol socket. `memory://` keeps nothing.
 * `loadFrom` starts from a dumped data directory instead of an empty one (the test suite's migrated database).
 */
export async function startEmbeddedDatabase(dataDir: string, { loadFrom }: { loadFrom?: string } = {}): Promise<EmbeddedDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const worker = startServerWorker('db/embedded/worker', { workerData: { dataDir, loadFrom } });

  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Embedded database exited with code ${code}`)));
    worker.on('message', (message: { type: string; port?: number }) => {
      if (message.type === 'listening' && message.port) resolve(message.port);
    });
  });
  const reply = (type: string) =>
    new Promise<void>((resolve) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
    });

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async dumpTo(path) {
      const dumped = reply('dumped');
      worker.postMessage({ type: 'dump', path });
      await dumped;
    },
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        void reply('stopped').then(resolve);
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' });
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
    },
    unref() {
      worker.unref();
    },
  };
}
