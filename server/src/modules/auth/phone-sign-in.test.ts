import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { completeWorkerProfile, employerWithJob } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startFakeWhatsapp } from '../../test/fake-whatsapp';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from '../admin/test-helpers';
import { STATUS_EMAIL_HOLD_MS } from '../notifications/notifier';
import { givePhone, turnOnChannels, uniquePhone } from '../channels/test-helpers';

const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.whatsapp = await startFakeWhatsapp();
  // Every call comes from 127.0.0.1: the per-address cap has its own test below, with its own address.
  t.ctx = await createTestApp({ ...t.twilio.env, ...t.whatsapp.env, PHONE_CODES_PER_IP_PER_HOUR: '1000' }, { now: () => t.now });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.twilio?.close();
  await t.whatsapp?.close();
});
beforeEach(() => {
  t.now = new Date();
});

const api = () => injectAs(t.ctx.app, null);
/** "(555) 301-0001" for "+15553010001": as people write a US number. */
const asTyped = (phone: string) => `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
const requestCode = (phone: string, body: object = {}) =>
  api().post('/api/auth/phone/code', { phone: asTyped(phone), channel: 'sms', ...body });
const signIn = (phone: string, code: string, body: object = {}) =>
  api().post('/api/auth/phone/sign-in', { phone: asTyped(phone), code, ...body });
const lastCode = (phone: string) => /\b(\d{6})\b/.exec(t.twilio.sent.filter((sms) => sms.to === phone).at(-1)?.body ?? '')?.[1] ?? '';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up and sign-in by phone', () => {
  it('makes a worker account without an e-mail, then signs the same worker in again', async () => {
    const phone = uniquePhone();
    const sent = await requestCode(phone, { language: 'es' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Code sent' });
    expect(t.twilio.sent.filter((sms) => sms.to === phone).at(-1)!.body).toMatch(/^CrewBridge: su código es \d{6}\./);

    const joined = await signIn(phone, lastCode(phone), { firstName: 'Rosa', language: 'es' });
    expect(joined.statusCode).toBe(200);
    const body = joined.json();
    expect(body).toMatchObject({
      created: true,
      user: { userType: 'worker', email: '', firstName: 'Rosa', lastName: null, phone, language: 'es' },
    });
    expect(joined.cookies.some((cookie) => cookie.name.length > 0)).toBe(true);
    const me = await injectAs(t.ctx.app, body.token).get('/api/auth/me');
    expect(me.json()).toMatchObject({ user: { id: body.user.id, email: '' } });
    const status = await injectAs(t.ctx.app, body.token).get('/api/phone-verification');
    expect(status.json()).toMatchObject({ phone, verified: true });
    // No mailbox: no verification e-mail, nothing in the e-mail outbox.
    expect(await t.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, body.user.id))).toEqual([]);

    await requestCode(phone, { channel: 'whatsapp' });
    expect(t.whatsapp.sent.filter((message) => message.body.to === phone.slice(1))).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(JSON.stringify(t.whatsapp.sent.at(-1)!.body))![1]!;
    const again = await signIn(phone, code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, user: { id: body.user.id, firstName: 'Rosa' } });
    expect(again.json().token).not.toBe(body.token);
  });

  it('keeps an e-mail given at sign-up, unverified, and sends it the confirmation link', async () => {
    const phone = uniquePhone();
    await requestCode(phone);
    const email = `phone-${phone.slice(1)}@example.com`;
    const joined = await signIn(phone, lastCode(phone), { email: email.toUpperCase(), lastName: 'Díaz' });
    expect(joined.json()).toMatchObject({ created: true, user: { email, emailVerified: false, lastName: 'Díaz' } });
    const mails = await t.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(mails.map((mail) => mail.kind)).toEqual(['email_verification']);

    const otherPhone = uniquePhone();
    await requestCode(otherPhone);
    const taken = await signIn(otherPhone, lastCode(otherPhone), { email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'auth.email_taken' });
  });

  it('signs in a worker who signed up by e-mail and verified the number in the profile', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    await requestCode(phone);
    const signedIn = await signIn(phone, lastCode(phone));
    expect(signedIn.json()).toMatchObject({ created: false, user: { id: worker.user.id, email: worker.user.email } });
  });

  it("refuses an employer's number: employers sign in by e-mail", async () => {
    const employer = await registerUser(t.ctx.app, 'employer');
    const phone = await givePhone(t.ctx.database.db, employer.user.id);
    await requestCode(phone);
    const refused = await signIn(phone, lastCode(phone));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.phone_not_for_employers' });
  });

  it('refuses a wrong code, an expired code, a used code, and a sixth guess', async () => {
    const phone = uniquePhone();
    expect((await signIn(phone, '123456')).json()).toMatchObject({ code: 'channels.no_code_pending' });
    await requestCode(phone);
    const code = lastCode(phone);
    const wrong = await signIn(phone, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'channels.code_wrong', message: 'That code is not right' });
    t.now = new Date(t.now.getTime() + 10 * 60_000 + 1);
    expect((await signIn(phone, code)).json()).toMatchObject({ code: 'channels.code_expired' });

    t.now = new Date();
    await requestCode(phone);
    const fresh = lastCode(phone);
    for (let i = 0; i < 4; i += 1) expect((await signIn(phone, wrongCode(fresh))).json()).toMatchObject({ code: 'channels.code_wrong' });
    // The fifth guess is right and still counts; then the code is used.
    expect((await signIn(phone, fresh)).statusCode).toBe(200);
    expect((await signIn(phone, fresh)).json()).toMatchObject({ code: 'channels.no_code_pending' });

    await requestCode(phone);
    const locked = lastCode(phone);
    for (let i = 0; i < 5; i += 1) await signIn(phone, wrongCode(locked));
    expect((await signIn(phone, locked)).json()).toMatchObject({
      code: 'auth.code_too_many_tries',
      message: 'Too many wrong tries. Send a new code.',
    });
  });

  it('refuses a number that is not one, a channel that is not offered, and a code that is not 6 digits', async () => {
    const bad = await api().post('/api/auth/phone/code', { phone: '555-01', channel: 'sms' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'field.phone_invalid' });
    expect((await api().post('/api/auth/phone/code', { phone: '(832) 555-0147', channel: 'fax' })).json()).toMatchObject({
      code: 'channels.channel_invalid',
    });
    expect((await api().post('/api/auth/phone/sign-in', { phone: '(832) 555-0147', code: '12ab' })).json()).toMatchObject({
      code: 'channels.code_invalid',
    });
  });

  it('caps codes to one number at five an hour, shared with the profile codes', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) expect((await requestCode(phone)).statusCode).toBe(200);
    const capped = await requestCode(phone);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'channels.too_many_codes' });
    t.now = new Date(t.now.getTime() + 60 * 60_000 + 1);
    expect((await requestCode(phone)).statusCode).toBe(200);
  });

  it('lets a worker without an e-mail save the profile with none, then add one with no password to give', async () => {
    const phone = uniquePhone();
    await requestCode(phone);
    const joined = (await signIn(phone, lastCode(phone))).json();
    const saved = await injectAs(t.ctx.app, joined.token).put(`/api/users/${joined.user.id}`, { firstName: 'Ana', email: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Ana', email: '' });
    const email = `added-${phone.slice(1)}@example.com`;
    const added = await injectAs(t.ctx.app, joined.token).put(`/api/users/${joined.user.id}`, { email });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ email: '', pendingEmail: email });
    const mails = await t.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, joined.user.id));
    expect(mails.map((mail) => [mail.kind, mail.toEmail])).toEqual([['email_change', email]]);

    // An account that has an address cannot clear it.
    const worker = await registerUser(t.ctx.app, 'worker');
    const cleared = await injectAs(t.ctx.app, worker).put(`/api/users/${worker.user.id}`, { email: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ code: 'field.email_required' });
  });

  it("names a worker without an e-mail by the number in the operators' console, found by its digits", async () => {
    const phone = uniquePhone();
    await requestCode(phone);
    const joined = (await signIn(phone, lastCode(phone))).json();
    const operator = await signInOperator(t.ctx);
    const found = await injectAs(t.ctx.app, operator.token).get(`/api/admin/accounts?q=${phone.slice(2)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().accounts).toEqual([expect.objectContaining({ id: joined.user.id, email: asTyped(phone) })]);
  });

  it('lets a worker without an e-mail apply, and tells them by text, never by e-mail', async () => {
    const phone = uniquePhone();
    await requestCode(phone);
    const joined = (await signIn(phone, lastCode(phone), { firstName: 'Luis' })).json();
    await completeWorkerProfile(t.ctx.database.db, joined.user.id);
    await turnOnChannels(t.ctx.database.db, joined.user.id, 'application_status', { email: true, sms: true });
    const employer = await employerWithJob(t.ctx);
    const applied = await injectAs(t.ctx.app, joined.token).post('/api/applications', { jobId: employer.job.id, coverLetter: 'I weld.' });
    expect(applied.statusCode).toBe(201);
    const seen = await injectAs(t.ctx.app, employer).get('/api/employer/applications');
    const card = JSON.stringify(seen.json());
    expect(card).toContain(joined.user.id);
    expect(card).not.toContain('crewbridge.invalid');
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${applied.json().id}/status`, { status: 'reviewed' });
    t.now = new Date(t.now.getTime() + STATUS_EMAIL_HOLD_MS);
    await t.ctx.app.channelOutbox.deliverDue(t.now);
    // The outbox's own loop may have claimed the text first: wait for it to arrive.
    await vi.waitFor(() => expect(t.twilio.sent.filter((sms) => sms.to === phone && /was reviewed/.test(sms.body))).toHaveLength(1));
    const [stored] = await t.ctx.database.db.select().from(users).where(eq(users.id, joined.user.id));
    expect(await t.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, stored!.email))).toEqual([]);
  });
});
