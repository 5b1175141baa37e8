import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_CHANGE_MESSAGES } from '@core/auth/email-change-schemas';
import { WORKER_PROFILE_MESSAGES } from '@core/worker-profile/schemas';
import { users } from '../../db/schema/auth';
import { SESSIONS_CHANGED_EVENT } from '../../lib/session-cache';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { PUBLIC_URL, useMailTestApp } from '../../test/mail-test-app';
import { findLink } from '../../test/smtp-inbox';
import { registerUser } from '../../test/test-app';
const t = useMailTestApp();
const HOUR_MS = 60 * 60_000;
const login = (email, password) => injectAs(t.ctx.app, null).post('/api/auth/login', { email, password });
const me = (caller) => injectAs(t.ctx.app, caller).get('/api/auth/me');
const putUser = (caller, userId, body) => injectAs(t.ctx.app, caller).put(`/api/users/${userId}`, body);
const confirm = (caller, token) => injectAs(t.ctx.app, caller).post('/api/auth/confirm-email', { token });
const newAddress = () => `new-${crypto.randomUUID().slice(0, 8)}@test.example.com`;
/** Asks for the change and returns the token from the link e-mailed to the new address. */
async function requestChange(user, email) {
    const response = await putUser(user, user.user.id, { email, currentPassword: user.password, firstName: 'Renamed' });
    expect(response.statusCode).toBe(200);
    await t.ctx.app.outbox.deliverDue();
    const [message] = t.inbox.to(email);
    return { response, token: new URL(findLink(message, `${PUBLIC_URL}/confirm-email?token=`)).searchParams.get('token') };
}
const storedEmail = async (userId) => (await t.ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0].email;
describe('changing the e-mail (PUT /api/users/{userId})', () => {
    it('keeps the old address until the new one confirms, tells the old one, then signs out the other sessions', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const otherDevice = (await login(user.user.email, user.password)).json().token;
        const email = newAddress();
        const { response, token } = await requestChange(user, email);
        expect(response.json()).toMatchObject({ email: user.user.email, pendingEmail: email, firstName: 'Renamed' });
        expect((await me(user)).json().user.email).toBe(user.user.email);
        const [notice] = t.inbox.to(user.user.email);
        expect(notice.subject).toBe('Your CrewBridge e-mail is being changed');
        expect(notice.text).toContain(email);
        expect(t.inbox.to(email)[0].subject).toBe('Confirm your new CrewBridge e-mail');
        const events = [];
        const unsubscribe = t.ctx.app.events.subscribe((event) => events.push(event));
        const confirmed = await confirm(user, token);
        expect(confirmed.statusCode).toBe(200);
        expect(confirmed.json()).toEqual({ message: EMAIL_CHANGE_MESSAGES.confirmed });
        expect(await storedEmail(user.user.id)).toBe(email);
        expect((await me(user)).json().user.email).toBe(email);
        expect((await me(otherDevice)).statusCode).toBe(401);
        // Other instances hear it through the event bus and forget the user's cached sessions.
        await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: SESSIONS_CHANGED_EVENT, userId: user.user.id })));
        unsubscribe();
        expect((await login(email, user.password)).statusCode).toBe(200);
        expect((await login(user.user.email, user.password)).statusCode).toBe(401);
    });
    it("needs the account's own current password, refuses a wrong one or another user, and saves other fields without it", async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const email = newAddress();
        const intruder = await registerUser(t.ctx.app, 'worker');
        const notYours = await putUser(intruder, user.user.id, { email, currentPassword: intruder.password });
        expect(notYours.statusCode).toBe(403);
        expect(notYours.json()).toEqual(errorBody(WORKER_PROFILE_MESSAGES.notYourProfile));
        const missing = await putUser(user, user.user.id, { email });
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual(errorBody(EMAIL_CHANGE_MESSAGES.currentPasswordRequired));
        const wrong = await putUser(user, user.user.id, { email, currentPassword: 'not my password', firstName: 'Nope' });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json()).toEqual(errorBody(EMAIL_CHANGE_MESSAGES.wrongCurrentPassword));
        // The same address (the profile form always sends it) needs no password.
        const same = await putUser(user, user.user.id, { email: user.user.email.toUpperCase(), firstName: 'Kept' });
        expect(same.statusCode).toBe(200);
        expect(same.json()).not.toHaveProperty('pendingEmail');
        await t.ctx.app.outbox.deliverDue();
        expect(t.inbox.to(email)).toHaveLength(0);
        expect(await storedEmail(user.user.id)).toBe(user.user.email);
        const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
        expect(row.pendingEmail).toBeNull();
        expect((await me(user)).json().user.firstName).toBe('Kept');
    });
    it('takes a link once, and not after it expired', async () => {
        const user = await registerUser(t.ctx.app, 'worker');
        const first = newAddress();
        const { token } = await requestChange(user, first);
        expect((await confirm(null, token)).statusCode).toBe(200);
        const reused = await confirm(null, token);
        expect(reused.statusCode).toBe(400);
        expect(reused.json()).toEqual(errorBody(EMAIL_CHANGE_MESSAGES.invalidToken));
        // Confirmed from a signed-out browser: no session is kept.
        expect((await me(user)).statusCode).toBe(401);
        const signedIn = { ...user, token: (await login(first, user.password)).json().token };
        const second = newAddress();
        const { token: late } = await requestChange({ ...signedIn, user: { ...user.user, email: first } }, second);
        t.now = new Date(t.now.getTime() + 25 * HOUR_MS);
        const expired = await confirm(signedIn, late);
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toEqual(errorBody(EMAIL_CHANGE_MESSAGES.invalidToken));
        expect(await storedEmail(user.user.id)).toBe(first);
        expect((await me(signedIn)).statusCode).toBe(200);
    });
});
