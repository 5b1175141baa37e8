import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '@core/auth/email-verification-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { PUBLIC_URL, useMailTestApp } from '../../test/mail-test-app';
import { findLink } from '../../test/smtp-inbox';
import { registerUser } from '../../test/test-app';

const t = useMailTestApp();

const HOUR_MS = 60 * 60_000;
const me = (caller: Caller) => injectAs(t.ctx.app, caller).get('/api/auth/me');
const verify = (caller: Caller, body: object) => injectAs(t.ctx.app, caller).post('/api/auth/verify-email', body);
const resend = (caller: Caller) => injectAs(t.ctx.app, caller).post('/api/auth/verify-email/resend');
const isVerified = async (caller: Caller) => (await me(caller)).json().user.emailVerified as boolean;

const signUp = (userType: 'worker' | 'employer' = 'worker', overrides: object = {}) =>
  registerUser(t.ctx.app, userType, overrides, { isEmailVerified: false });

/** Delivers the outbox and returns the token of the newest verification link sent to `email`. */
async function latestToken(email: string) {
  await t.ctx.app.outbox.deliverDue();
  const message = t.inbox.to(email).at(-1);
  return new URL(findLink(message!, `${PUBLIC_URL}/verify-email?token=`)).searchParams.get('token')!;
}

describe('registration', () => {
  it('signs the user in unverified and e-mails a one-use verification link', async () => {
    const user = await signUp();
    expect(user.user.emailVerified).toBe(false);
    expect(await isVerified(user)).toBe(false);

    expect(await t.ctx.app.outbox.deliverDue()).toBe(1);
    const [message] = t.inbox.to(user.user.email);
    expect(message!.subject).toBe('Confirm your CrewBridge e-mail');
    expect(message!.text).toContain('48 hours');
    expect(message!.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(message!.html).toContain('Confirm my e-mail');
  });

  it('writes in the language the visitor signed up in', async () => {
    const user = await signUp('employer', { language: 'es' });
    await t.ctx.app.outbox.deliverDue();
    const [message] = t.inbox.to(user.user.email);
    expect(message!.subject).toBe('Confirme su correo de CrewBridge');
    expect(message!.text).toContain('durante 48 horas');
    expect(message!.html).toContain('Confirmar mi correo');
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the address behind a live token once; a used token is refused', async () => {
    const user = await signUp();
    const token = await latestToken(user.user.email);

    const answer = await verify(user, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.verified });
    expect(await isVerified(user)).toBe(true);

    const again = await verify(user, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(errorBody(EMAIL_VERIFICATION_MESSAGES.invalidToken));
  });

  it('works without a session: the link may open in another browser', async () => {
    const user = await signUp();
    expect((await verify(null, { token: await latestToken(user.user.email) })).statusCode).toBe(200);
    expect(await isVerified(user)).toBe(true);
  });

  it('refuses an unknown token, a missing one and one past its 48 hours', async () => {
    const unknown = await verify(null, { token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(errorBody(EMAIL_VERIFICATION_MESSAGES.invalidToken));
    expect((await verify(null, {})).json()).toMatchObject({ message: EMAIL_VERIFICATION_MESSAGES.tokenRequired });
    expect((await verify(null, { token: '' })).statusCode).toBe(400);
    expect((await verify(null, { token: 'x'.repeat(201) })).statusCode).toBe(400);

    const user = await signUp();
    const token = await latestToken(user.user.email);
    t.now = new Date(t.now.getTime() + 48 * HOUR_MS + 1000);
    const expired = await verify(user, { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(errorBody(EMAIL_VERIFICATION_MESSAGES.invalidToken));
    expect(await isVerified(user)).toBe(false);
  });

  it("verifies only the token's owner when another signed-in user sends it", async () => {
    const owner = await signUp();
    const other = await signUp();
    const token = await latestToken(owner.user.email);

    expect((await verify(other, { token })).statusCode).toBe(200);
    expect(await isVerified(owner)).toBe(true);
    expect(await isVerified(other)).toBe(false);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('needs a session', async () => {
    const answer = await resend(null);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(errorBody(AUTH_MESSAGES.notSignedIn));
  });

  it('sends a new link that replaces the last one', async () => {
    const user = await signUp();
    const first = await latestToken(user.user.email);
    const answer = await resend(user);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.linkSent });
    const second = await latestToken(user.user.email);
    expect(second).not.toBe(first);

    expect((await verify(user, { token: first })).statusCode).toBe(400);
    expect((await verify(user, { token: second })).statusCode).toBe(200);
  });

  it('refuses an address that is already verified, and sends it nothing', async () => {
    const user = await registerUser(t.ctx.app, 'worker');
    const answer = await resend(user);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(errorBody(EMAIL_VERIFICATION_MESSAGES.alreadyVerified));
    expect(await t.ctx.app.outbox.deliverDue()).toBe(0);
  });

  it('sends at most 3 links an hour, even to parallel requests, and again after the hour', async () => {
    const user = await signUp();
    const other = await signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => resend(user)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toContain(EMAIL_VERIFICATION_MESSAGES.tooManyLinks);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The sign-up link and the three new ones.
    await t.ctx.app.outbox.deliverDue();
    expect(t.inbox.to(user.user.email)).toHaveLength(4);
    // The limit is the account's own.
    expect((await resend(other)).statusCode).toBe(200);

    t.now = new Date(t.now.getTime() + HOUR_MS + 1000);
    expect((await resend(user)).statusCode).toBe(200);
  });
});

describe('other links that reach the address', () => {
  it('a confirmed e-mail change verifies the new address; the old link stops working', async () => {
    const user = await signUp();
    const oldLink = await latestToken(user.user.email);
    const email = `moved-${crypto.randomUUID().slice(0, 8)}@test.example.com`;
    const change = await injectAs(t.ctx.app, user).put(`/api/users/${user.user.id}`, { email, currentPassword: user.password });
    expect(change.statusCode).toBe(200);
    // Asking is not proving: the account stays unverified until the new address confirms.
    expect(await isVerified(user)).toBe(false);
    await t.ctx.app.outbox.deliverDue();
    const confirmLink = new URL(findLink(t.inbox.to(email).at(-1)!, `${PUBLIC_URL}/confirm-email?token=`));
    const confirmed = await injectAs(t.ctx.app, user).post('/api/auth/confirm-email', { token: confirmLink.searchParams.get('token') });
    expect(confirmed.statusCode).toBe(200);

    expect(await isVerified(user)).toBe(true);
    expect((await verify(null, { token: oldLink })).statusCode).toBe(400);
  });

  it('a password reset through the e-mailed link verifies the address', async () => {
    const user = await signUp();
    await injectAs(t.ctx.app, null).post('/api/auth/forgot-password', { email: user.user.email });
    await t.ctx.app.outbox.deliverDue();
    const mail = t.inbox.to(user.user.email).find((message) => message.subject === 'Reset your CrewBridge password');
    const link = new URL(findLink(mail!, `${PUBLIC_URL}/reset-password?token=`));
    const reset = await injectAs(t.ctx.app, null).post('/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      password: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.emailVerified).toBe(true);
    expect(await isVerified(reset.json().token as string)).toBe(true);
  });
});
