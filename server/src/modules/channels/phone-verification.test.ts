import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_WORDS } from '@core/channels/schemas';
import { FIELD_MESSAGES } from '@core/shared/messages';
import { injectAs, type Caller } from '../../test/api';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startFakeWhatsapp } from '../../test/fake-whatsapp';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { listConsents } from './service';

const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.whatsapp = await startFakeWhatsapp();
  // Every call comes from 127.0.0.1: the per-address cap is phone-code-caps.test.ts's.
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

let phoneCounter = 0;
const newPhone = () => `+1555${String(2_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;
const sendCode = (caller: Caller, body: object) => injectAs(t.ctx.app, caller).post('/api/phone-verification', body);
const confirm = (caller: Caller, code: string) => injectAs(t.ctx.app, caller).post('/api/phone-verification/confirm', { code });
/** The code in the last SMS the fake Twilio took for `phone`. */
const lastSmsCode = (phone: string) => /\b(\d{6})\b/.exec(t.twilio.sent.filter((sms) => sms.to === phone).at(-1)?.body ?? '')?.[1] ?? '';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('sends a 6-digit code by SMS and verifies the number with it', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = newPhone();
    const sent = await sendCode(worker, {
      // As people write a US number, with no country code (issue 55).
      phone: `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`,
      channel: 'sms',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Code sent' });
    const sms = t.twilio.sent.filter((message) => message.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.from).toBe('+15005550006');
    expect(sms[0]!.body).toMatch(/^CrewBridge: your code is \d{6}\./);

    const pending = await injectAs(t.ctx.app, worker).get('/api/phone-verification');
    expect(pending.json()).toMatchObject({ phone: null, verified: false, pendingPhone: phone });

    const confirmed = await confirm(worker, lastSmsCode(phone));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Phone number verified' });
    const status = await injectAs(t.ctx.app, worker).get('/api/phone-verification');
    expect(status.json()).toMatchObject({ phone, verified: true, pendingPhone: null, smsOptedOut: false, whatsappOptedOut: false });
    // A code works once.
    expect((await confirm(worker, lastSmsCode(phone))).statusCode).toBe(400);
  });

  it('sends the code on WhatsApp as the approved authentication template, in the user language', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language: 'es' });
    const phone = newPhone();
    expect((await sendCode(worker, { phone, channel: 'whatsapp' })).statusCode).toBe(200);
    const message = t.whatsapp.sent.find((sent) => sent.body.to === phone.slice(1))!;
    expect(message.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: { name: 'crewbridge_verification', language: { code: 'es_MX' } },
    });
    const template = message.body.template as { components: { type: string; parameters: { text: string }[] }[] };
    const code = template.components[0]!.parameters[0]!.text;
    expect(code).toMatch(/^\d{6}$/);
    expect((await confirm(worker, code)).statusCode).toBe(200);
  });

  it('refuses a wrong code, then every code after five wrong tries', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = newPhone();
    await sendCode(worker, { phone, channel: 'sms' });
    const code = lastSmsCode(phone);
    const wrong = await confirm(worker, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'That code is not right', code: 'channels.code_wrong' });
    for (let i = 0; i < 4; i += 1) await confirm(worker, wrongCode(code));
    const locked = await confirm(worker, code);
    expect(locked.json()).toMatchObject({ code: 'channels.code_expired' });
  });

  it('refuses an expired code', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = newPhone();
    await sendCode(worker, { phone, channel: 'sms' });
    t.now = new Date(t.now.getTime() + 11 * 60_000);
    const expired = await confirm(worker, lastSmsCode(phone));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: 'This code has expired. Send a new one.' });
  });

  it("never confirms another user's code, and asks who is calling", async () => {
    const owner = await registerUser(t.ctx.app, 'worker');
    const stranger = await registerUser(t.ctx.app, 'worker');
    const phone = newPhone();
    await sendCode(owner, { phone, channel: 'sms' });
    const stolen = await confirm(stranger, lastSmsCode(phone));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'channels.no_code_pending' });
    expect((await injectAs(t.ctx.app, stranger).get('/api/phone-verification')).json()).toMatchObject({
      verified: false,
      pendingPhone: null,
    });
    expect((await sendCode(null, { phone, channel: 'sms' })).statusCode).toBe(401);
    expect((await confirm(null, '123456')).statusCode).toBe(401);
    // The owner's code still works.
    expect((await confirm(owner, lastSmsCode(phone))).statusCode).toBe(200);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const cases: [object, string][] = [
      [{ phone: '555-0100', channel: 'sms' }, FIELD_MESSAGES.phoneInvalid],
      [{ phone: '+1555', channel: 'sms' }, FIELD_MESSAGES.phoneInvalid],
      [{ phone: '(555) 155-0100', channel: 'sms' }, FIELD_MESSAGES.phoneInvalid],
      [{ phone: newPhone(), channel: 'fax' }, 'Choose SMS or WhatsApp'],
      [{ channel: 'sms' }, FIELD_MESSAGES.phoneInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await sendCode(worker, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const badCode = await confirm(worker, '12ab56');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ message: 'Enter the 6-digit code' });
  });

  it('sends at most five codes an hour to a user and to a number', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    for (let i = 0; i < 5; i += 1) expect((await sendCode(worker, { phone: newPhone(), channel: 'sms' })).statusCode).toBe(200);
    const refused = await sendCode(worker, { phone: newPhone(), channel: 'sms' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many codes sent. Try again in an hour.' });

    const target = newPhone();
    for (let i = 0; i < 5; i += 1) await sendCode(await registerUser(t.ctx.app, 'worker'), { phone: target, channel: 'sms' });
    expect((await sendCode(await registerUser(t.ctx.app, 'worker'), { phone: target, channel: 'sms' })).statusCode).toBe(429);
    t.now = new Date(t.now.getTime() + 61 * 60_000);
    expect((await sendCode(worker, { phone: newPhone(), channel: 'sms' })).statusCode).toBe(200);
  });
});

describe('notification preferences with channels', () => {
  const preferencesOf = (caller: Caller) => injectAs(t.ctx.app, caller).get('/api/notification-preferences');
  const setPreferences = (caller: Caller, preferences: object[]) =>
    injectAs(t.ctx.app, caller).put('/api/notification-preferences', { preferences });
  const channels = (overrides: object) => ({ email: true, sms: false, whatsapp: false, push: false, ...overrides });

  it('lists e-mail on and the other channels off by default', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const body = (await preferencesOf(worker)).json() as { preferences: { type: string; channels: object }[] };
    expect(body.preferences.length).toBeGreaterThan(0);
    for (const preference of body.preferences) expect(preference.channels).toEqual(channels({}));
  });

  it('refuses texts before the number is verified, then keeps the choice and the consent words', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const wantsSms = [{ type: 'job_alert', enabled: true, frequency: 'instant', channels: channels({ sms: true, whatsapp: true }) }];
    const refused = await setPreferences(worker, wantsSms);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Verify your mobile number before turning on texts' });

    const phone = newPhone();
    await sendCode(worker, { phone, channel: 'sms' });
    await confirm(worker, lastSmsCode(phone));
    const saved = await setPreferences(worker, wantsSms);
    expect(saved.statusCode).toBe(200);
    const alert = (saved.json() as { preferences: { type: string; channels: object }[] }).preferences.find((p) => p.type === 'job_alert');
    expect(alert!.channels).toEqual(channels({ sms: true, whatsapp: true }));
    // A change without `channels` (an older client) keeps them.
    await setPreferences(worker, [{ type: 'job_alert', enabled: true, frequency: 'instant' }]);
    const reread = (await preferencesOf(worker)).json() as { preferences: { type: string; channels: object }[] };
    expect(reread.preferences.find((p) => p.type === 'job_alert')!.channels).toEqual(channels({ sms: true, whatsapp: true }));

    const consents = await listConsents(t.ctx.database.db, worker.user.id);
    expect(
      consents.map(({ channel, type, granted, source, phone: number }) => ({ channel, type, granted, source, phone: number })),
    ).toEqual([
      { channel: 'sms', type: 'job_alert', granted: true, source: 'app', phone },
      { channel: 'whatsapp', type: 'job_alert', granted: true, source: 'app', phone },
    ]);
    expect(consents[0]!.words).toBe(CONSENT_WORDS.en.sms);
    expect(consents[0]!.createdAt.getTime()).toBe(t.now.getTime());

    // Turning one off is recorded too, and takes effect for the next read.
    await setPreferences(worker, [{ type: 'job_alert', enabled: true, frequency: 'instant', channels: channels({ whatsapp: true }) }]);
    const after = await listConsents(t.ctx.database.db, worker.user.id);
    expect(after.at(-1)).toMatchObject({ channel: 'sms', granted: false });
  });

  it('answers a malformed channels object with 400', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const response = await setPreferences(worker, [{ type: 'job_alert', enabled: true, frequency: 'instant', channels: { email: 'yes' } }]);
    expect(response.statusCode).toBe(400);
  });
});
