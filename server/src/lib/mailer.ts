import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** 'base64' for binary content (a PDF); plain text otherwise. */
  encoding?: 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); throws otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'CrewBridge <no-reply@crewbridge.local>';

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under
 * `<dataDir>/mail` (openable in any mail program), logged with its subject.
 */
export function createMailer(options: { smtpUrl?: string; from?: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const toMail = (message: MailMessage) => ({
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
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written');
    },
    close: () => transport.close(),
  };
}
