import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
export const DEFAULT_MAIL_FROM = 'CrewBridge <no-reply@crewbridge.local>';
/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under
 * `<dataDir>/mail` (openable in any mail program), logged with its subject.
 */
export function createMailer(options) {
    const from = options.from ?? DEFAULT_MAIL_FROM;
    const toMail = (message) => ({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        ...(message.replyTo && { replyTo: message.replyTo }),
        headers: message.headers,
        attachments: message.attachments,
    });
    if (options.smtpUrl) {
        // Pooled: a batch from the outbox reuses a few open connections instead of one handshake per message.
        const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true });
        return {
            async send(message) {
                await transport.sendMail(toMail(message));
            },
            close: () => transport.close(),
        };
    }
    const mailDir = path.join(options.dataDir, 'mail');
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
        async send(message) {
            const info = await transport.sendMail(toMail(message));
            await mkdir(mailDir, { recursive: true });
            // Time first, so the newest message sorts last in a file listing.
            const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
            await writeFile(file, info.message);
            options.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written');
        },
        close: () => transport.close(),
    };
}
