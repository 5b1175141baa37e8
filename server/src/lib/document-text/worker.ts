// Reads uploaded documents off the API's event loop, one at a time, under the heap cap its parent set.
import { parentPort } from 'node:worker_threads';
import { DocumentLimitError, keptText, type DocumentLimits } from './limits';
import { readDocumentText } from './read-text';

export interface DocumentTextJob {
  bytes: Uint8Array;
  mimeType: string;
  limits: DocumentLimits;
}

export type DocumentTextAnswer = { ok: true; text: string } | { ok: false; overLimit: boolean; message: string };

async function answer({ bytes, mimeType, limits }: DocumentTextJob): Promise<DocumentTextAnswer> {
  try {
    return { ok: true, text: keptText(await readDocumentText(bytes, mimeType, limits), limits.maxChars) };
  } catch (error) {
    return { ok: false, overLimit: error instanceof DocumentLimitError, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', async (job: DocumentTextJob) => parentPort?.postMessage(await answer(job)));
// The parsers are loaded by now: the parent starts its clock on a job from here.
parentPort?.postMessage('ready');
