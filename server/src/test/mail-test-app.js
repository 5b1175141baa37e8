import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp } from './test-app';
import { startSmtpInbox } from './smtp-inbox';
export const PUBLIC_URL = 'https://crewbridge.test';
/**
 * Registers the hooks for a test file whose app sends real mail: one app wired to an in-process SMTP
 * inbox and to a test clock (`now`, reset before each test along with the inbox). Fields are filled in
 * by `beforeAll`, so read them inside tests and hooks only.
 */
export function useMailTestApp(envOverrides = {}) {
    const t = { ctx: undefined, inbox: undefined, now: new Date() };
    beforeAll(async () => {
        t.inbox = await startSmtpInbox();
        t.ctx = await createTestApp({ SMTP_URL: t.inbox.url, PUBLIC_URL, ...envOverrides }, { now: () => t.now });
    });
    afterAll(async () => {
        await t.ctx?.close();
        await t.inbox?.close();
    });
    beforeEach(() => {
        t.now = new Date();
        t.inbox.clear();
    });
    return t;
}
