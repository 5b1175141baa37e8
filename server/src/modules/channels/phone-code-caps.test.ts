import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/applications';
import { injectAs, type Caller } from '../../test/api';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { insertChannelMessages, listUsersByPhone } from './repository';
import { turnOnChannels, uniquePhone } from './test-helpers';
import { callerBucket } from './verification';

// Issue 49, point 5: the caps on phone codes hold under parallel requests, and codes go only where the service serves.
const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.ctx = await createTestApp({ ...t.twilio.env, PHONE_CODES_PER_IP_PER_HOUR: '1000', QUIET_HOURS: 'off' }, { now: () => t.now });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.twilio?.close();
});
beforeEach(() => {
  t.now = new Date(t.now.getTime() + 25 * 60 * 60_000);
});

const sendCode = (caller: Caller, phone: string, remoteAddress = '127.0.0.1') =>
  injectAs(t.ctx.app, caller).post('/api/phone-verification', { phone, channel: 'sms' }, { remoteAddress });
const confirm = (caller: Caller, code: string) => injectAs(t.ctx.app, caller).post('/api/phone-verification/confirm', { code });
const smsTo = (phone: string) => t.twilio.sent.filter((sms) => sms.to === phone);
const lastCode = (phone: string) => /\b(\d{6})\b/.exec(smsTo(phone).at(-1)?.body ?? '')?.[1] ?? '';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const count = (codes: number[], status: number) => codes.filter((code) => code === status).length;

describe('phone codes under parallel requests', () => {
  it('sends five codes to five numbers when one account asks for forty at once', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phones = Array.from({ length: 40 }, () => uniquePhone());
    const codes = statuses(await Promise.all(phones.map((phone) => sendCode(worker, phone))));
    expect(count(codes, 200)).toBe(5);
    expect(count(codes, 429)).toBe(35);
    expect(phones.filter((phone) => smsTo(phone).length > 0)).toHaveLength(5);
  });

  it('sends five codes to one number when eight accounts ask at once', async () => {
    const phone = uniquePhone();
    const workers = await Promise.all(Array.from({ length: 8 }, () => registerUser(t.ctx.app, 'worker')));
    const codes = statuses(await Promise.all(workers.flatMap((worker) => [1, 2, 3].map(() => sendCode(worker, phone)))));
    expect(count(codes, 200)).toBe(5);
    expect(smsTo(phone)).toHaveLength(5);
  });

  it('judges five guesses of a code in all, and refuses the right one after them', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = uniquePhone();
    await sendCode(worker, phone);
    const code = lastCode(phone);
    const answers = await Promise.all(Array.from({ length: 40 }, () => confirm(worker, wrongCode(code))));
    const messages = answers.map((answer) => (answer.json() as { code: string }).code);
    expect(messages.filter((message) => message === 'channels.code_wrong')).toHaveLength(5);
    expect(messages.filter((message) => message === 'channels.code_expired')).toHaveLength(35);
    expect((await confirm(worker, code)).json()).toMatchObject({ code: 'channels.code_expired' });
  });

  it('verifies once when the right code is sent many times at once', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const phone = uniquePhone();
    await sendCode(worker, phone);
    const codes = statuses(await Promise.all(Array.from({ length: 4 }, () => confirm(worker, lastCode(phone)))));
    expect(count(codes, 200)).toBe(1);
    expect(await listUsersByPhone(t.ctx.database.db, phone)).toHaveLength(1);
  });
});

describe('who may be sent a code, and where', () => {
  it('refuses numbers outside the countries served: satellite, premium and foreign ranges, Canada and the Caribbean', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const abroad = ['+88216000000', '+252612345678', '+37120000000', '+233201234567', '+9613123456', '+67570000000', '+14165550100', '+18765550100', '+19005550100']; // prettier-ignore
    for (const phone of abroad) {
      const refused = await sendCode(worker, phone);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'channels.phone_country_not_served',
        message: 'Codes can only be sent to mobile numbers in the countries CrewBridge serves',
      });
    }
    expect(t.twilio.sent.filter((sms) => abroad.includes(sms.to))).toHaveLength(0);
    expect((await sendCode(worker, uniquePhone())).statusCode).toBe(200);
  });

  it('refuses an account whose e-mail is not confirmed', async () => {
    const worker = await registerUser(t.ctx.app, 'worker', {}, { isEmailVerified: false });
    const phone = uniquePhone();
    const refused = await sendCode(worker, phone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'channels.email_not_confirmed' });
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('follows the operator: account age, countries, a cap per address and a daily cap for the service', async () => {
    let now = new Date();
    const ctx = await createTestApp(
      {
        ...t.twilio.env,
        PHONE_CODES_PER_IP_PER_HOUR: '6',
        PHONE_CODES_PER_DAY: '8',
        PHONE_CODE_ACCOUNT_CHECK: 'both',
        PHONE_CODE_MIN_ACCOUNT_AGE_MINUTES: '10',
        PHONE_CODE_COUNTRIES: 'US, +34',
      },
      { now: () => now },
    );
    const send = (caller: Caller, phone: string, remoteAddress: string) =>
      injectAs(ctx.app, caller).post('/api/phone-verification', { phone, channel: 'sms' }, { remoteAddress });
    try {
      const workers = await Promise.all(Array.from({ length: 4 }, () => registerUser(ctx.app, 'worker')));
      const young = await send(workers[0]!, uniquePhone(), '203.0.113.7');
      expect(young.statusCode).toBe(403);
      expect(young.json()).toMatchObject({ code: 'channels.account_too_new', message: 'Your account is new: try again in a few minutes' });

      now = new Date(now.getTime() + 11 * 60_000);
      expect((await send(workers[0]!, '+34612345678', '203.0.113.7')).statusCode).toBe(200);
      const calls = workers.flatMap((worker) => [1, 2, 3].map(() => send(worker, uniquePhone(), '203.0.113.7')));
      const codes = statuses(await Promise.all(calls));
      expect(count(codes, 200)).toBe(5);
      expect(count(codes, 429)).toBe(7);

      // Another address still gets codes until the service's daily cap (8) is reached.
      const elsewhere = statuses(await Promise.all(workers.map((worker) => send(worker, uniquePhone(), '198.51.100.4'))));
      expect(count(elsewhere, 200)).toBe(2);
      const paused = await send(workers[3]!, uniquePhone(), '198.51.100.9');
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toMatchObject({ code: 'channels.codes_paused' });
      now = new Date(now.getTime() + 25 * 60 * 60_000);
      expect((await send(workers[3]!, uniquePhone(), '198.51.100.9')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('a number verified by a second account', () => {
  it('moves to the newest account, and the first one is told by e-mail', async () => {
    const first = await registerUser(t.ctx.app, 'worker');
    const second = await registerUser(t.ctx.app, 'worker');
    const phone = uniquePhone();
    await sendCode(first, phone);
    expect((await confirm(first, lastCode(phone))).statusCode).toBe(200);
    await sendCode(second, phone);
    expect((await confirm(second, lastCode(phone))).statusCode).toBe(200);

    expect((await listUsersByPhone(t.ctx.database.db, phone)).map((owner) => owner.userId)).toEqual([second.user.id]);
    // A text still queued for the first account no longer goes to the number; the second account's does.
    for (const owner of [first, second]) await turnOnChannels(t.ctx.database.db, owner.user.id, 'job_alert', { sms: true });
    const queued = (owner: typeof first, body: string) => ({
      userId: owner.user.id,
      channel: 'sms' as const,
      kind: 'job_alert',
      notificationKey: `${body}-${phone}`,
      body,
      nextAttemptAt: t.now,
      createdAt: t.now,
    });
    await insertChannelMessages(t.ctx.database.db, [queued(first, 'For the first account'), queued(second, 'For the second account')]);
    await t.ctx.app.channelOutbox.deliverDue(t.now);
    expect(smsTo(phone).some((sms) => sms.body.includes('For the second account'))).toBe(true);
    expect(smsTo(phone).some((sms) => sms.body.includes('For the first account'))).toBe(false);
    expect((await injectAs(t.ctx.app, first).get('/api/phone-verification')).json()).toMatchObject({ phone: null, verified: false });
    const notices = await t.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, first.user.id), eq(emailOutbox.kind, 'phone_taken_over')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.toEmail).toBe(first.user.email);
    expect(notices[0]!.body).toContain(phone.slice(-4));
    expect(
      await t.ctx.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipientId, second.user.id), eq(emailOutbox.kind, 'phone_taken_over'))),
    ).toHaveLength(0);
  });
});

describe('the address a code is counted against', () => {
  it('is an IPv4 address, or the /64 of an IPv6 one', () => {
    expect(callerBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(callerBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(callerBucket('2001:db8:0:12:abcd::1')).toBe('2001:db8:0:12::/64');
    expect(callerBucket('2001:0db8:0000:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:12::/64');
    expect(callerBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(callerBucket('::1')).toBe('0:0:0:0::/64');
  });
});
