// Runs PGlite on its own thread: its WebAssembly would otherwise block the API's event loop.
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, loadFrom } = workerData as { dataDir: string; loadFrom?: string };

// pg_trgm: migration 0015 creates the extension and a trigram index on job locations (0027 dropped the
// index; job search now matches such a location in memory), so a new database needs it to migrate.
// `loadFrom`: a data directory dumped by `dump` (the tests' migrated database), instead of initdb.
const db = await PGlite.create(dataDir, {
  extensions: { pg_trgm },
  ...(loadFrom && { loadDataDir: new Blob([await readFile(loadFrom)]) }),
});
// PGlite is single-session, so the API's pool keeps one client. A few sockets are still accepted:
// when that client is dropped, its replacement connects before the old socket has finished closing,
// and a server full at that moment would fail whichever request was waiting for it.
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
server.addEventListener('listening', (event) => {
  const { port } = (event as CustomEvent<{ port: number }>).detail;
  parentPort?.postMessage({ type: 'listening', port });
});
await server.start();

parentPort?.on('message', async (message: { type: string; path?: string }) => {
  if (message.type === 'dump' && message.path) {
    const dump = await db.dumpDataDir('none');
    await writeFile(message.path, Buffer.from(await dump.arrayBuffer()));
    parentPort?.postMessage({ type: 'dumped' });
    return;
  }
  if (message.type !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort?.postMessage({ type: 'stopped' });
});
