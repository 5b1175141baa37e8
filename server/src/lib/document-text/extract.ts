import type { Worker } from 'node:worker_threads';
import { startServerWorker } from '../ts-worker';
import { DOCUMENT_LIMITS, DOCX_MIME, DocumentLimitError, DocumentUnreadableError, keptText, PDF_MIME, type DocumentLimits } from './limits';
import type { DocumentTextAnswer, DocumentTextJob } from './worker';

/** Each worker may hold its heap and an inflated file at once; two bound what they take together. */
const MAX_WORKERS = 2;
/** Starting one takes a second or two on a busy machine, so a worker is kept a while for the next file. */
const IDLE_MS = 5 * 60_000;
const START_TIMEOUT_MS = 30_000;

/** Idle workers, each with its heap cap and the timer that ends it. */
const idle = new Map<Worker, { maxHeapMb: number; timer: NodeJS.Timeout }>();
let busy = 0;
const waiting: Array<() => void> = [];

async function withWorkerSlot<T>(task: () => Promise<T>): Promise<T> {
  if (busy < MAX_WORKERS) busy++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    // The slot passes straight to the next in line, so `busy` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }
}

type Outcome = { message: unknown } | { failure: Error & { code?: string } } | { timedOut: true };

/** The worker's next message, or its failure, or the timeout, whichever comes first. */
function nextOutcome(worker: Worker, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      resolve(outcome);
    };
    const onMessage = (message: unknown) => done({ message });
    const onError = (failure: Error) => done({ failure });
    const onExit = (code: number) => done({ failure: new Error(`document text worker exited with code ${code}`) });
    const timer = setTimeout(() => done({ timedOut: true }), timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

async function startWorker(maxHeapMb: number): Promise<Worker> {
  const worker = startServerWorker('lib/document-text/worker', { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
  // An idle worker never keeps the process alive, and one that dies idle (no listener of ours) is only forgotten.
  worker.unref();
  worker.on('error', () => {});
  worker.on('exit', () => idle.delete(worker));
  const outcome = await nextOutcome(worker, START_TIMEOUT_MS);
  if ('message' in outcome) return worker;
  await worker.terminate();
  throw 'failure' in outcome ? outcome.failure : new Error(`document text worker did not start within ${START_TIMEOUT_MS} ms`);
}

function takeIdleWorker(maxHeapMb: number): Worker | undefined {
  for (const [worker, kept] of idle) {
    if (kept.maxHeapMb !== maxHeapMb) continue;
    clearTimeout(kept.timer);
    idle.delete(worker);
    return worker;
  }
  return undefined;
}

function keepIdle(worker: Worker, maxHeapMb: number) {
  const timer = setTimeout(() => {
    idle.delete(worker);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idle.set(worker, { maxHeapMb, timer });
}

async function readInWorker(bytes: Buffer, mimeType: string, limits: DocumentLimits): Promise<string> {
  const worker = takeIdleWorker(limits.maxHeapMb) ?? (await startWorker(limits.maxHeapMb));
  const job: DocumentTextJob = { bytes: new Uint8Array(bytes), mimeType, limits };
  worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
  const outcome = await nextOutcome(worker, limits.timeoutMs);
  if ('message' in outcome) {
    keepIdle(worker, limits.maxHeapMb);
    const answer = outcome.message as DocumentTextAnswer;
    if (answer.ok) return answer.text;
    throw answer.overLimit ? new DocumentLimitError(answer.message) : new DocumentUnreadableError(answer.message);
  }
  // Ended before its slot is freed, so the next file never finds two workers' memory in use for one slot.
  await worker.terminate();
  if ('timedOut' in outcome) throw new DocumentLimitError(`no text within ${limits.timeoutMs} ms`);
  if (outcome.failure.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new DocumentLimitError(`over ${limits.maxHeapMb} MB of heap`);
  // Any other failure is the worker's own, not the file's: it stays a server error.
  throw outcome.failure;
}

/**
 * The text of an uploaded PDF, DOCX or TXT file (trimmed, at most `maxChars`), or null for a type
 * with no text we can read. PDFs and DOCX files are parsed in worker threads under `limits`, so a
 * bomb costs the API's event loop nothing and its memory no more than a worker's cap. Throws
 * DocumentLimitError when a limit is hit and DocumentUnreadableError when the parser fails.
 */
export async function extractDocumentText(bytes: Buffer, mimeType: string, limits: Partial<DocumentLimits> = {}): Promise<string | null> {
  const within = { ...DOCUMENT_LIMITS, ...limits };
  if (mimeType === 'text/plain') return keptText(bytes.toString('utf8'), within.maxChars);
  if (mimeType !== PDF_MIME && mimeType !== DOCX_MIME) return null;
  return withWorkerSlot(() => readInWorker(bytes, mimeType, within));
}
