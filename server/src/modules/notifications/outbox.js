import * as repo from './repository';
const BATCH_SIZE = 20;
// A claimed message not finished within this is assumed lost with its sender and is sent again.
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** 30 s, 1 min, 2 min, ... up to an hour between attempts. */
export function retryDelayMs(attempts) {
    return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
}
export function createOutboxSender(options) {
    const { db, mailer, log, maxAttempts, clock } = options;
    async function deliver(message) {
        try {
            await mailer.send({
                to: message.toEmail,
                subject: message.subject,
                text: message.body,
                html: message.html,
                replyTo: message.replyTo,
                headers: message.headers,
                attachments: message.attachments,
            });
            await repo.markMessageSent(db, message.id, clock());
            return true;
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            if (message.attempts >= maxAttempts) {
                await repo.markMessageFailed(db, message.id, reason);
                log.error({ outboxId: message.id, kind: message.kind, attempts: message.attempts, err: reason }, 'e-mail failed for good');
            }
            else {
                await repo.markMessageForRetry(db, message.id, new Date(clock().getTime() + retryDelayMs(message.attempts)), reason);
                log.warn({ outboxId: message.id, kind: message.kind, attempts: message.attempts, err: reason }, 'e-mail failed, will retry');
            }
            return false;
        }
    }
    return {
        async deliverDue(now = clock()) {
            let sent = 0;
            for (;;) {
                const batch = await repo.claimDueMessages(db, now, BATCH_SIZE, LEASE_MS);
                // The batch is claimed as a whole; its messages go out side by side over the mailer's pool.
                const results = await Promise.all(batch.map(deliver));
                sent += results.filter(Boolean).length;
                if (batch.length < BATCH_SIZE)
                    return sent;
            }
        },
    };
}
