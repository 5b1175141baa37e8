import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
/**
 * A channel without keys: each text becomes a JSON file under `<dataDir>/messages` and a log
 * line, as e-mail's .eml files do, so a developer sees what would go out and nothing fails.
 */
export function createFileSender(options) {
    const folder = path.join(options.dataDir, 'messages');
    return {
        async send(message) {
            await mkdir(folder, { recursive: true });
            const id = `file-${randomUUID()}`;
            // Time first, so the newest message sorts last in a file listing.
            const file = path.join(folder, `${options.clock().toISOString().replace(/[:.]/g, '-')}-${message.channel}-${id.slice(5, 13)}.json`);
            await writeFile(file, `${JSON.stringify({ id, ...message }, null, 2)}\n`);
            options.log.info({ channel: message.channel, to: message.to, file }, 'text written (no provider keys)');
            return { providerMessageId: id };
        },
    };
}
