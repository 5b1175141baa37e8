import { mkdirSync } from 'node:fs';
import { startTsWorker } from '../../lib/ts-worker';
/** Starts PGlite in a worker thread behind a Postgres wire-protocol socket. `memory://` keeps nothing. */
export async function startEmbeddedDatabase(dataDir) {
    if (!dataDir.startsWith('memory://'))
        mkdirSync(dataDir, { recursive: true });
    const worker = startTsWorker(new URL('./worker.ts', import.meta.url), { workerData: { dataDir } });
    const port = await new Promise((resolve, reject) => {
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`Embedded database exited with code ${code}`)));
        worker.on('message', (message) => {
            if (message.type === 'listening' && message.port)
                resolve(message.port);
        });
    });
    return {
        url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
        async stop() {
            const stopped = new Promise((resolve) => {
                worker.on('message', (message) => {
                    if (message.type === 'stopped')
                        resolve();
                });
                worker.once('exit', () => resolve());
            });
            worker.postMessage({ type: 'stop' });
            await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
            await worker.terminate();
        },
    };
}
