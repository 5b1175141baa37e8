import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CREATED_EVENT, MESSAGING_MESSAGES } from '@core/messaging/schemas';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { startOrContinueConversation } from './service';
let ctx;
let worker;
let employer;
let otherWorker;
let otherEmployer;
const events = [];
beforeAll(async () => {
    ctx = await createTestApp();
    ctx.app.events.subscribe((event) => events.push(event));
    worker = await registerUser(ctx.app, 'worker', { firstName: 'Wanda', lastName: 'Welder' });
    employer = await registerUser(ctx.app, 'employer', { firstName: 'Erin', lastName: 'Boss' });
    otherWorker = await registerUser(ctx.app, 'worker');
    otherEmployer = await registerUser(ctx.app, 'employer');
    await ctx.app.db.insert(applications).values({ workerId: worker.user.id, employerId: employer.user.id, jobTitle: 'Lineman' });
});
afterAll(async () => {
    await ctx?.close();
});
async function start(from, otherUserId) {
    return injectAs(ctx.app, from).post('/api/conversations', { otherUserId });
}
async function send(from, conversationId, payload) {
    return injectAs(ctx.app, from).post(`/api/conversations/${conversationId}/messages`, payload);
}
async function list(account) {
    return injectAs(ctx.app, account).get('/api/conversations');
}
async function read(account, conversationId, query = '') {
    return injectAs(ctx.app, account).get(`/api/conversations/${conversationId}/messages${query}`);
}
async function waitForEvents(count) {
    for (let i = 0; i < 100 && events.length < count; i += 1)
        await new Promise((r) => setTimeout(r, 20));
}
let conversationId;
describe('starting a conversation', () => {
    it('lets an employer open one with a worker who applied, and reuses it', async () => {
        const first = await start(employer, worker.user.id);
        expect(first.statusCode).toBe(200);
        conversationId = first.json().conversationId;
        const again = await start(worker, employer.user.id);
        expect(again.statusCode).toBe(200);
        expect(again.json().conversationId).toBe(conversationId);
    });
    it.each([
        ['a worker with an employer they never applied to', () => [worker, otherEmployer.user.id]],
        ['an employer with a worker who never applied', () => [employer, otherWorker.user.id]],
        ['a worker with another worker', () => [worker, otherWorker.user.id]],
        ['anyone with an unknown user', () => [employer, '00000000-0000-4000-8000-000000000000']],
    ])('refuses %s', async (_label, pick) => {
        const [from, otherUserId] = pick();
        const response = await start(from, otherUserId);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(MESSAGING_MESSAGES.notAllowed);
    });
    it('refuses yourself, bad ids and signed-out callers', async () => {
        expect((await start(worker, worker.user.id)).statusCode).toBe(400);
        expect((await start(worker, 'nope')).statusCode).toBe(400);
        const signedOut = await injectAs(ctx.app, null).post('/api/conversations', { otherUserId: employer.user.id });
        expect(signedOut.statusCode).toBe(401);
    });
});
describe('sending and reading', () => {
    it('stores a trimmed message, publishes it to both participants and counts it unread for the receiver only', async () => {
        events.length = 0;
        const response = await send(employer, conversationId, {
            content: '  Hello Wanda, can you start Monday?  ',
            platform: 'internal',
            messageType: 'text',
            receiverId: worker.user.id,
        });
        expect(response.statusCode).toBe(201);
        const message = response.json();
        expect(message).toMatchObject({
            conversationId,
            senderId: employer.user.id,
            receiverId: worker.user.id,
            content: 'Hello Wanda, can you start Monday?',
            platform: 'internal',
            messageType: 'text',
            readAt: null,
        });
        await waitForEvents(2);
        expect(events.map((event) => [event.userId, event.type]).sort()).toEqual([
            [employer.user.id, MESSAGE_CREATED_EVENT],
            [worker.user.id, MESSAGE_CREATED_EVENT],
        ].sort());
        expect(events[0].payload).toMatchObject({ id: message.id, content: message.content });
        const workerList = (await list(worker)).json();
        expect(workerList).toEqual([
            {
                id: conversationId,
                otherUser: {
                    id: employer.user.id,
                    firstName: 'Erin',
                    lastName: 'Boss',
                    companyName: null,
                    avatarUrl: null,
                    userType: 'employer',
                    location: null,
                },
                unreadCount: 1,
                lastMessage: { content: 'Hello Wanda, can you start Monday?', sentAt: message.sentAt, platform: 'internal' },
            },
        ]);
        const employerList = (await list(employer)).json();
        expect(employerList[0]).toMatchObject({ unreadCount: 0, otherUser: { id: worker.user.id, userType: 'worker' } });
    });
    it('marks messages read when the receiver opens the thread, and only for them', async () => {
        await send(worker, conversationId, { content: 'Yes!', platform: 'internal', receiverId: employer.user.id });
        const thread = await read(worker, conversationId);
        expect(thread.statusCode).toBe(200);
        expect(thread.json().map((m) => m.content)).toEqual(['Hello Wanda, can you start Monday?', 'Yes!']);
        expect(thread.json()[0].readAt).not.toBeNull();
        expect(thread.json()[1].readAt).toBeNull();
        expect((await list(worker)).json()[0].unreadCount).toBe(0);
        expect((await list(employer)).json()[0].unreadCount).toBe(1);
        expect((await list(employer)).json()[0].lastMessage.content).toBe('Yes!');
    });
    it("shows workers the employer's company name, logo and headquarters, and employers the worker as a person", async () => {
        await ctx.app.db
            .insert(employerProfiles)
            .values({ userId: employer.user.id, companyName: 'Boss Electric LLC', logo: '/objects/logo-boss', headquarters: 'Denver, CO' })
            .onConflictDoUpdate({
            target: employerProfiles.userId,
            set: { companyName: 'Boss Electric LLC', logo: '/objects/logo-boss', headquarters: 'Denver, CO' },
        });
        await ctx.app.db.update(users).set({ avatarUrl: '/objects/worker-face' }).where(eq(users.id, worker.user.id));
        expect((await list(worker)).json()[0].otherUser).toMatchObject({
            id: employer.user.id,
            companyName: 'Boss Electric LLC',
            avatarUrl: '/objects/logo-boss',
            location: 'Denver, CO',
        });
        expect((await list(employer)).json()[0].otherUser).toMatchObject({
            id: worker.user.id,
            companyName: null,
            avatarUrl: '/objects/worker-face',
        });
        // Another worker sees no company of anyone they have no conversation with.
        expect((await list(otherWorker)).json()).toEqual([]);
    });
    it('returns only later messages with ?after (a message id or a time)', async () => {
        const all = (await read(employer, conversationId)).json();
        const byId = await read(employer, conversationId, `?after=${all[0].id}`);
        expect(byId.json().map((m) => m.id)).toEqual([all[1].id]);
        const byTime = await read(employer, conversationId, `?after=${encodeURIComponent(all[1].sentAt)}`);
        expect(byTime.json().every((m) => m.id !== all[0].id)).toBe(true);
        expect((await read(employer, conversationId, '?after=yesterday')).statusCode).toBe(400);
        const foreignId = await read(employer, conversationId, '?after=00000000-0000-4000-8000-000000000000');
        expect(foreignId.statusCode).toBe(400);
    });
    it('rejects blank and oversized content with the shared messages', async () => {
        for (const content of ['', '   \n ']) {
            const response = await send(worker, conversationId, { content, platform: 'internal', receiverId: employer.user.id });
            expect(response.statusCode).toBe(400);
            expect(response.json().message).toBe(MESSAGING_MESSAGES.contentRequired);
        }
        const long = await send(worker, conversationId, {
            content: 'x'.repeat(2001),
            platform: 'internal',
            receiverId: employer.user.id,
        });
        expect(long.statusCode).toBe(400);
        expect(long.json().message).toBe(MESSAGING_MESSAGES.contentTooLong);
    });
    it('keeps outsiders out: 404 to read, send or link, 403 for a wrong receiver', async () => {
        for (const outsider of [otherWorker, otherEmployer]) {
            expect((await read(outsider, conversationId)).statusCode).toBe(404);
            const sent = await send(outsider, conversationId, {
                content: 'hi',
                platform: 'internal',
                receiverId: worker.user.id,
            });
            expect(sent.statusCode).toBe(404);
            const link = await injectAs(ctx.app, outsider).post(`/api/conversations/${conversationId}/whatsapp-link`);
            expect(link.statusCode).toBe(404);
            expect((await list(outsider)).json()).toEqual([]);
        }
        expect((await read(worker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
        expect((await read(worker, 'not-a-uuid')).statusCode).toBe(400);
        for (const receiverId of [worker.user.id, otherWorker.user.id]) {
            const response = await send(worker, conversationId, { content: 'hi', platform: 'internal', receiverId });
            expect(response.statusCode).toBe(403);
            expect(response.json().message).toBe(MESSAGING_MESSAGES.receiverMismatch);
        }
        const signedOut = await injectAs(ctx.app, null).get(`/api/conversations/${conversationId}/messages`);
        expect(signedOut.statusCode).toBe(401);
    });
});
describe('whatsapp-link', () => {
    async function link(from) {
        return injectAs(ctx.app, from).post(`/api/conversations/${conversationId}/whatsapp-link`);
    }
    it('answers 400 with a clear message when the other person has no phone on file', async () => {
        const response = await link(employer);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MESSAGING_MESSAGES.noPhone);
    });
    it("links to the worker's phone, prefilled, and logs the hand-off in the thread", async () => {
        await ctx.app.db.update(users).set({ phone: '+1 (555) 010-2030' }).where(eq(users.id, worker.user.id));
        const response = await link(employer);
        expect(response.statusCode).toBe(200);
        const { whatsappUrl, message } = response.json();
        expect(whatsappUrl).toMatch(/^https:\/\/wa\.me\/15550102030\?text=/);
        const text = decodeURIComponent(whatsappUrl.split('?text=')[1]);
        expect(text).toContain('Hi Wanda Welder, this is Erin Boss from CrewBridge');
        expect(text).toContain('Yes!');
        expect(message).toMatchObject({ messageType: 'whatsapp_link', platform: 'whatsapp', senderId: employer.user.id });
        const thread = (await read(worker, conversationId)).json();
        expect(thread.at(-1)).toMatchObject({ id: message.id, messageType: 'whatsapp_link' });
    });
    it("prefers the employer's company phone over the account phone", async () => {
        await ctx.app.db.update(users).set({ phone: '+44 20 7946 0000' }).where(eq(users.id, employer.user.id));
        expect((await link(worker)).json().whatsappUrl).toMatch(/^https:\/\/wa\.me\/442079460000\?/);
        await ctx.app.db.update(employerProfiles).set({ phoneNumber: '+61 2 9876 5432' }).where(eq(employerProfiles.userId, employer.user.id));
        expect((await link(worker)).json().whatsappUrl).toMatch(/^https:\/\/wa\.me\/61298765432\?/);
    });
});
describe('startOrContinueConversation (contract for the applications module)', () => {
    it('continues the existing conversation and publishes the message', async () => {
        events.length = 0;
        const result = await startOrContinueConversation(ctx.app.db, ctx.app.events, {
            fromUserId: employer.user.id,
            toUserId: worker.user.id,
            content: ' Interview at 9? ',
        });
        expect(result.conversationId).toBe(conversationId);
        // On PostgreSQL the bus delivers asynchronously, so earlier tests' events may still arrive.
        await vi.waitFor(() => expect(events.some((event) => event.userId === worker.user.id && event.payload.content === 'Interview at 9?')).toBe(true));
        expect((await list(employer)).json()[0].lastMessage.content).toBe('Interview at 9?');
    });
    it('creates a new conversation for a new pair, listed newest first', async () => {
        const { conversationId: fresh } = await startOrContinueConversation(ctx.app.db, ctx.app.events, {
            fromUserId: otherEmployer.user.id,
            toUserId: worker.user.id,
            content: 'We saw your application',
        });
        expect(fresh).not.toBe(conversationId);
        const workerList = (await list(worker)).json();
        expect(workerList.map((c) => c.id)).toEqual([fresh, conversationId]);
        expect(workerList[0].unreadCount).toBe(1);
    });
});
