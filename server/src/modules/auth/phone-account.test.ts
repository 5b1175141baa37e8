import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneSignInCodes, users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startFakeWhatsapp } from '../../test/fake-whatsapp';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { givePhone, uniquePhone } from '../channels/test-helpers';

const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.whatsapp = await startFakeWhatsapp();
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

const api = (caller: { token: string } | string | null = null) => injectAs(t.ctx.app, caller);
const texts = (phone: string) => t.twilio.sent.filter((sms) => sms.to === phone);
const lastCode = (phone: string) => /\b(\d{6})\b/.exec(texts(phone).at(-1)?.body ?? '')?.[1] ?? '';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The next text to the number (reset codes are sent after the answer), then its code. */
async function nextCode(phone: string, before: number) {
  await vi.waitFor(() => expect(texts(phone).length).toBeGreaterThan(before));
  return lastCode(phone);
}

/** A worker who joined by phone: no e-mail, no password. */
async function phoneOnlyWorker(language: 'en' | 'es' = 'en') {
  const phone = uniquePhone();
  await api().post('/api/auth/phone/code', { phone, channel: 'sms' });
  const joined = await api().post('/api/auth/phone/sign-in', { phone, code: lastCode(phone), language });
  expect(joined.statusCode).toBe(200);
  const body = joined.json();
  return { phone, token: body.token as string, id: body.user.id as string };
}
const requestDeleteCode = (token: string) => api(token).post('/api/auth/delete-permanently/code', { channel: 'sms' });
const deleteWith = (token: string, body: object) => api(token).delete('/api/auth/delete-permanently', body);
const requestReset = (phone: string, body: object = {}) =>
  api().post('/api/auth/forgot-password/phone', { phone, channel: 'sms', ...body });
const resetWith = (phone: string, code: string, password = 'new-secret-42') =>
  api().post('/api/auth/reset-password/phone', { phone, code, password });
const userRow = async (id: string) => (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('deleting an account that joined by phone', () => {
  it('asks for the texted code, not a password, and deletes the account with it', async () => {
    const worker = await phoneOnlyWorker();
    expect((await api(worker.token).get('/api/auth/me')).json()).toMatchObject({ user: { confirmsWithCode: true, email: '' } });

    const noCode = await deleteWith(worker.token, { confirmPassword: 'anything-at-all' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({
      code: 'phone_account.confirm_code_required',
      message: 'Enter the code we texted you to confirm',
    });
    expect((await deleteWith(worker.token, { code: '123456' })).json()).toMatchObject({ code: 'channels.no_code_pending' });

    const sent = await requestDeleteCode(worker.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Code sent' });
    const code = lastCode(worker.phone);
    const wrong = await deleteWith(worker.token, { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'channels.code_wrong' });
    expect(await userRow(worker.id)).toBeDefined();

    const deleted = await deleteWith(worker.token, { code });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Account permanently deleted.' });
    expect(await userRow(worker.id)).toBeUndefined();
    expect((await api(worker.token).get('/api/auth/me')).statusCode).toBe(401);
  });

  it('texts the code in the account language, over WhatsApp when asked', async () => {
    const worker = await phoneOnlyWorker('es');
    const before = t.whatsapp.sent.length;
    expect((await api(worker.token).post('/api/auth/delete-permanently/code', { channel: 'whatsapp' })).statusCode).toBe(200);
    expect(t.whatsapp.sent.length).toBe(before + 1);
    expect(JSON.stringify(t.whatsapp.sent.at(-1)!.body)).toContain(worker.phone.slice(1));
    await requestDeleteCode(worker.token);
    expect(texts(worker.phone).at(-1)!.body).toMatch(/^CrewBridge: su código es \d{6}\./);
  });

  it('refuses an expired code, a sign-in code, and another account’s code', async () => {
    const worker = await phoneOnlyWorker();
    await requestDeleteCode(worker.token);
    const code = lastCode(worker.phone);
    t.now = new Date(t.now.getTime() + 10 * 60_000 + 1);
    expect((await deleteWith(worker.token, { code })).json()).toMatchObject({ code: 'channels.code_expired' });

    // A sign-in code texted to the same number deletes nothing, and a deletion code signs nobody in.
    t.now = new Date();
    await api().post('/api/auth/phone/code', { phone: worker.phone, channel: 'sms' });
    const signInCode = lastCode(worker.phone);
    await requestDeleteCode(worker.token);
    const deleteCode = lastCode(worker.phone);
    expect((await deleteWith(worker.token, { code: signInCode })).json()).toMatchObject({ code: 'channels.code_wrong' });
    const signIn = await api().post('/api/auth/phone/sign-in', { phone: worker.phone, code: deleteCode });
    expect(signIn.json()).toMatchObject({ code: 'channels.code_wrong' });

    // Another phone-only worker cannot use this worker's code, nor delete this worker's account.
    const other = await phoneOnlyWorker();
    expect((await deleteWith(other.token, { code: deleteCode })).json()).toMatchObject({ code: 'channels.no_code_pending' });
    await requestDeleteCode(other.token);
    expect((await deleteWith(other.token, { code: deleteCode })).json()).toMatchObject({ code: 'channels.code_wrong' });
    expect(await userRow(worker.id)).toBeDefined();
    expect(await userRow(other.id)).toBeDefined();
    expect((await deleteWith(worker.token, { code: deleteCode })).statusCode).toBe(200);
  });

  it('keeps the password for an account that has one, and refuses bad input with clear messages', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    await givePhone(t.ctx.database.db, worker.user.id);
    expect((await api(worker).get('/api/auth/me')).json()).toMatchObject({ user: { confirmsWithCode: false } });
    const refused = await requestDeleteCode(worker.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'phone_account.use_password' });
    expect((await deleteWith(worker.token, { code: '123456' })).json()).toMatchObject({ code: 'account.confirm_password_required' });
    expect((await deleteWith(worker.token, {})).json()).toMatchObject({ code: 'account.confirm_password_required' });
    expect((await deleteWith(worker.token, { code: '12ab' })).json()).toMatchObject({ code: 'channels.code_invalid' });
    expect((await api(worker).post('/api/auth/delete-permanently/code', { channel: 'fax' })).json()).toMatchObject({
      code: 'channels.channel_invalid',
    });
    expect((await api().post('/api/auth/delete-permanently/code', { channel: 'sms' })).statusCode).toBe(401);
    expect((await deleteWith(worker.token, { confirmPassword: worker.password })).statusCode).toBe(200);
  });

  it('tells an account with no verified number that no code can be texted', async () => {
    const worker = await phoneOnlyWorker();
    await t.ctx.database.db.execute(`delete from user_phones where user_id = '${worker.id}'`);
    const refused = await requestDeleteCode(worker.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'phone_account.no_verified_phone' });
  });
});

describe('password reset by text', () => {
  it('answers the same for a member, an unknown number and an employer, and texts only the worker', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    const unknown = uniquePhone();
    const employer = await registerUser(t.ctx.app, 'employer');
    const employerPhone = await givePhone(t.ctx.database.db, employer.user.id);

    const before = texts(phone).length;
    const answers = [await requestReset(phone), await requestReset(unknown), await requestReset(employerPhone)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ message: 'If this number belongs to an account, we texted it a code to reset the password.' });
    const code = await nextCode(phone, before);
    expect(texts(unknown)).toEqual([]);
    expect(texts(employerPhone)).toEqual([]);

    // A guess at the unknown number's code is told exactly what a wrong guess at a member's is.
    const unknownGuess = await resetWith(unknown, '123456');
    const memberGuess = await resetWith(phone, wrongCode(code));
    expect([unknownGuess.statusCode, unknownGuess.json().code]).toEqual([memberGuess.statusCode, memberGuess.json().code]);
    expect(memberGuess.json()).toMatchObject({ code: 'channels.code_wrong' });

    const reset = await resetWith(phone, code);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ user: { id: worker.user.id, confirmsWithCode: false } });
    expect(reset.cookies.some((cookie) => cookie.value.length > 0)).toBe(true);
    // Every earlier session ends; the new password signs in.
    expect((await api(worker).get('/api/auth/me')).statusCode).toBe(401);
    const login = await api().post('/api/auth/login', { email: worker.user.email, password: 'new-secret-42' });
    expect(login.statusCode).toBe(200);
    expect((await resetWith(phone, code)).json()).toMatchObject({ code: 'channels.no_code_pending' });
  });

  it('gives a phone-only worker a password, and refuses codes of other purposes or past their time', async () => {
    const worker = await phoneOnlyWorker('es');
    await api().post('/api/auth/phone/code', { phone: worker.phone, channel: 'sms' });
    expect((await resetWith(worker.phone, lastCode(worker.phone))).json()).toMatchObject({ code: 'channels.no_code_pending' });
    await requestDeleteCode(worker.token);
    expect((await resetWith(worker.phone, lastCode(worker.phone))).json()).toMatchObject({ code: 'channels.no_code_pending' });

    let before = texts(worker.phone).length;
    await requestReset(worker.phone);
    const expired = await nextCode(worker.phone, before);
    expect(texts(worker.phone).at(-1)!.body).toMatch(/^CrewBridge: su código es/);
    t.now = new Date(t.now.getTime() + 10 * 60_000 + 1);
    expect((await resetWith(worker.phone, expired)).json()).toMatchObject({ code: 'channels.code_expired' });

    t.now = new Date();
    before = texts(worker.phone).length;
    await requestReset(worker.phone);
    const code = await nextCode(worker.phone, before);
    // A reset code does not delete the account either.
    expect((await deleteWith(worker.token, { code })).json()).toMatchObject({ code: 'channels.code_wrong' });
    expect((await resetWith(worker.phone, code)).statusCode).toBe(200);
    expect((await userRow(worker.id))!.hasPassword).toBe(true);
  });

  it('refuses bad input with clear messages', async () => {
    const bad = await api().post('/api/auth/forgot-password/phone', { phone: '555-01', channel: 'sms' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'field.phone_invalid' });
    expect((await requestReset(uniquePhone(), { channel: 'pigeon' })).json()).toMatchObject({ code: 'channels.channel_invalid' });
    expect((await resetWith(uniquePhone(), '12ab')).json()).toMatchObject({ code: 'channels.code_invalid' });
    const short = await resetWith(uniquePhone(), '123456', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'auth.password_too_short' });
  });

  it('shares the caps with sign-in codes, counted once under parallel requests', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = await givePhone(t.ctx.database.db, worker.user.id);
    await api().post('/api/auth/phone/code', { phone, channel: 'sms' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => requestReset(phone)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toMatchObject({ code: 'channels.too_many_codes' });
    const rows = await t.ctx.database.db.select().from(phoneSignInCodes).where(eq(phoneSignInCodes.phone, phone));
    expect(rows).toHaveLength(5);
    // An unknown number is capped alike.
    const unknown = uniquePhone();
    const unknownAnswers = await Promise.all(Array.from({ length: 7 }, () => requestReset(unknown)));
    expect(unknownAnswers.filter((answer) => answer.statusCode === 429)).toHaveLength(2);
  });
});

describe('setting a password from the settings', () => {
  it('sets one with a texted code, keeps this session, and then deletion asks for it', async () => {
    const worker = await phoneOnlyWorker();
    expect((await api(worker.token).post('/api/auth/password/code', { channel: 'sms' })).statusCode).toBe(200);
    const code = lastCode(worker.phone);
    const wrong = await api(worker.token).post('/api/auth/password', { code: wrongCode(code), password: 'my-new-pass' });
    expect(wrong.json()).toMatchObject({ code: 'channels.code_wrong' });
    const saved = await api(worker.token).post('/api/auth/password', { code, password: 'my-new-pass' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Your password is saved.' });
    expect((await api(worker.token).get('/api/auth/me')).json()).toMatchObject({ user: { confirmsWithCode: false } });
    expect((await deleteWith(worker.token, { confirmPassword: 'wrong-pass' })).statusCode).toBe(403);
    expect((await deleteWith(worker.token, { confirmPassword: 'my-new-pass' })).statusCode).toBe(200);
  });

  it("cannot use another account's code", async () => {
    const worker = await phoneOnlyWorker();
    const other = await phoneOnlyWorker();
    await api(worker.token).post('/api/auth/password/code', { channel: 'sms' });
    const stolen = await api(other.token).post('/api/auth/password', { code: lastCode(worker.phone), password: 'my-new-pass' });
    expect(stolen.json()).toMatchObject({ code: 'channels.no_code_pending' });
    expect((await userRow(other.id))!.hasPassword).toBe(false);
  });
});
