import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { PermanentSendError } from './provider';
import * as repo from './repository';

// Every channel outbox row (texts, WhatsApp, push, Google Indexing) backs off the same way: 30 s, then doubling, at most an hour.
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/**
 * A send that threw: the row fails for good on a permanent refusal or its last attempt, else goes back to the queue
 * after its back-off. `what` names the message in the log ("text", "Google Indexing API notification").
 */
export async function recordSendFailure(
  deps: { db: Executor; log: FastifyBaseLogger; clock: () => Date; maxAttempts: number },
  row: { id: string; attempts: number },
  error: unknown,
  { what, context }: { what: string; context: Record<string, unknown> },
) {
  const reason = error instanceof Error ? error.message : String(error);
  const logged = { ...context, channelOutboxId: row.id, attempts: row.attempts, err: reason };
  if (error instanceof PermanentSendError || row.attempts >= deps.maxAttempts) {
    await repo.finishChannelMessage(deps.db, row.id, { status: 'failed', lastError: reason });
    deps.log.error(logged, `${what} failed for good`);
  } else {
    const delay = Math.min(FIRST_RETRY_MS * 2 ** (row.attempts - 1), MAX_RETRY_MS);
    await repo.finishChannelMessage(deps.db, row.id, {
      status: 'queued',
      nextAttemptAt: new Date(deps.clock().getTime() + delay),
      lastError: reason,
    });
    deps.log.warn(logged, `${what} failed, will retry`);
  }
}
