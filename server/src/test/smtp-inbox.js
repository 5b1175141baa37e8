import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
/**
 * A real SMTP server inside the test process: the app's mailer connects to it over TCP, and
 * every accepted message is parsed (headers, text, HTML, attachments) for assertions.
 */
export async function startSmtpInbox() {
    const messages = [];
    let failuresLeft = 0;
    const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        disableReverseLookup: true,
        onData(stream, _session, callback) {
            if (failuresLeft > 0) {
                failuresLeft -= 1;
                stream.resume();
                stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
                return;
            }
            simpleParser(stream).then((parsed) => {
                messages.push(parsed);
                callback();
            }, (error) => callback(error));
        },
    });
    // A sender that dies mid-message (the cluster test kills one) resets its connection: not the inbox's failure.
    server.on('error', () => undefined);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address();
    return {
        url: `smtp://127.0.0.1:${port}`,
        messages,
        /** The next `count` messages are refused with a temporary error. */
        refuseNext(count) {
            failuresLeft = count;
        },
        to(address) {
            return messages.filter((message) => message.to && !Array.isArray(message.to) && message.to.text === address);
        },
        clear() {
            messages.length = 0;
        },
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
/** The first link in a message's text part that starts with `prefix`. */
export function findLink(message, prefix) {
    const link = (message.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
    if (!link)
        throw new Error(`no link starting with ${prefix} in: ${message.text}`);
    return link;
}
