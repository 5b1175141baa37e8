import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@core/auth/password-reset-schemas';
import { injectAs } from '../../test/api';
import { registerUser } from '../../test/test-app';
import { findLink } from '../../test/smtp-inbox';
import { PUBLIC_URL, useMailTestApp } from '../../test/mail-test-app';
const t = useMailTestApp();
const visitor = () => injectAs(t.ctx.app, null);
const forgot = (email) => visitor().post('/api/auth/forgot-password', { email });
const reset = (token, password) => visitor().post('/api/auth/reset-password', { token, password });
const login = (email, password) => visitor().post('/api/auth/login', { email, password });
async function requestLink(email) {
    expect((await forgot(email)).statusCode).toBe(200);
    await t.ctx.app.outbox.deliverDue();
    const [message] = t.inbox.to(email);
    const link = new URL(findLink(message, `${PUBLIC_URL}/reset-password?token=`));
    return link.searchParams.get('token');
}
describe('password reset', () => {
    it('answers the same for known and unknown e-mails, and mails only the account holder', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const known = await forgot(user.user.email);
        const unknown = await forgot('nobody-here@test.example.com');
        expect(known.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkSent });
        expect(unknown.json()).toEqual(known.json());
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(await t.ctx.app.outbox.deliverDue()).toBe(1);
        const [message] = t.inbox.messages;
        expect(message.to).toMatchObject({ text: user.user.email });
        expect(message.subject).toBe('Reset your CrewBridge password');
        expect(message.html).toContain(`${PUBLIC_URL}/reset-password?token=`);
        expect(message.text).toContain('60 minutes');
    });
    it('writes to a user who chose Spanish in Spanish', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        expect((await injectAs(t.ctx.app, user).patch('/api/auth/me', { language: 'es' })).statusCode).toBe(200);
        await forgot(user.user.email);
        await t.ctx.app.outbox.deliverDue();
        const [message] = t.inbox.to(user.user.email);
        expect(message.subject).toBe('Restablezca su contraseña de CrewBridge');
        expect(message.text).toContain('durante 60 minutos');
        expect(message.html).toContain('Elegir una contraseña nueva');
    });
    it('follows the link: sets the new password, ends every old session and signs the user in', async () => {
        const user = await registerUser(t.ctx.app, 'employer');
        const otherDevice = await login(user.user.email, user.password);
        const token = await requestLink(user.user.email);
        const answer = await reset(token, 'a brand new secret');
        expect(answer.statusCode).toBe(200);
        expect(answer.json().user.id).toBe(user.user.id);
        expect(answer.headers['set-cookie']).toBeDefined();
        for (const old of [user.token, otherDevice.json().token]) {
            expect((await injectAs(t.ctx.app, old).get('/api/auth/me')).statusCode).toBe(401);
        }
        const me = await injectAs(t.ctx.app, answer.json().token).get('/api/auth/me');
        expect(me.statusCode).toBe(200);
        expect((await login(user.user.email, user.password)).statusCode).toBe(401);
        expect((await login(user.user.email, 'a brand new secret')).statusCode).toBe(200);
    });
    it('works once', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const token = await requestLink(user.user.email);
        expect((await reset(token, 'first new password')).statusCode).toBe(200);
        const again = await reset(token, 'second new password');
        expect(again.statusCode).toBe(400);
        expect(again.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    });
    it('expires after 60 minutes', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const token = await requestLink(user.user.email);
        t.now = new Date(t.now.getTime() + 61 * 60_000);
        const late = await reset(token, 'too late password');
        expect(late.statusCode).toBe(400);
        expect(late.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    });
    it('ends older links when one is used', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const first = await requestLink(user.user.email);
        t.inbox.clear();
        const second = await requestLink(user.user.email);
        expect((await reset(second, 'the newest password')).statusCode).toBe(200);
        expect((await reset(first, 'an older link password')).statusCode).toBe(400);
    });
    it('keeps the sign-up password rules and rejects made-up tokens', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const token = await requestLink(user.user.email);
        const short = await reset(token, 'short');
        expect(short.statusCode).toBe(400);
        expect(short.json().message).toBe('Password must be at least 8 characters');
        expect((await reset('made-up-token', 'long enough password')).statusCode).toBe(400);
        const badEmail = await forgot('not-an-email');
        expect(badEmail.statusCode).toBe(400);
        expect(badEmail.json().message).toBe('Please enter a valid email address');
    });
    it('sends at most three links an hour to one account', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        for (let i = 0; i < 5; i += 1)
            expect((await forgot(user.user.email)).statusCode).toBe(200);
        await t.ctx.app.outbox.deliverDue();
        expect(t.inbox.to(user.user.email)).toHaveLength(3);
    });
});
