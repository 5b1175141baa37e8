// Reads uploaded documents off the API's event loop, one at a time, under the heap cap its parent set.
import { parentPort } from 'node:worker_threads';
import { DocumentLimitError, keptText } from './limits';
import { readDocumentText } from './read-text';
async function answer({ bytes, mimeType, limits }) {
    try {
        return { ok: true, text: keptText(await readDocumentText(bytes, mimeType, limits), limits.maxChars) };
    }
    catch (error) {
        return { ok: false, overLimit: error instanceof DocumentLimitError, message: error instanceof Error ? error.message : String(error) };
    }
}
parentPort?.on('message', async (job) => parentPort?.postMessage(await answer(job)));
// The parsers are loaded by now: the parent starts its clock on a job from here.
parentPort?.postMessage('ready');
