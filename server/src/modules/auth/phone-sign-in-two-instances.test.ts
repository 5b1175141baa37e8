import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestAppsSharingDatabase } from '../../test/test-app';
import { uniquePhone } from '../channels/test-helpers';

// Separate connections racing each other need a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('phone sign-in codes with two app instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let apps: [App, App];

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    instances = await createTestAppsSharingDatabase(2, { ...twilio.env, PHONE_CODES_PER_IP_PER_HOUR: '12', AUTH_RATE_LIMIT_MAX: '1000' });
    apps = instances.apps as [App, App];
  });
  afterAll(async () => {
    await instances?.close();
    await twilio?.close();
  });

  const requestCode = (app: App, phone: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/phone/code', payload: { phone, channel: 'sms' }, remoteAddress });
  const signIn = (app: App, phone: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/auth/phone/sign-in', payload: { phone, code } });
  const ok = (responses: { statusCode: number }[]) => responses.filter((response) => response.statusCode === 200).length;
  const lastCode = (phone: string) => /\b(\d{6})\b/.exec(twilio.sent.filter((sms) => sms.to === phone).at(-1)!.body)![1]!;

  it('sends five codes to one number asked for twenty times at once on both instances', async () => {
    const phone = uniquePhone();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => requestCode(apps[i % 2]!, phone, `10.55.0.${i + 1}`)));
    expect(ok(responses)).toBe(5);
    expect(twilio.sent.filter((sms) => sms.to === phone)).toHaveLength(5);
  });

  it('sends twelve codes from one address asking for thirty numbers at once on both instances', async () => {
    const phones = Array.from({ length: 30 }, () => uniquePhone());
    const responses = await Promise.all(phones.map((phone, i) => requestCode(apps[i % 2]!, phone, '10.66.0.1')));
    expect(ok(responses)).toBe(12);
    expect(twilio.sent.filter((sms) => phones.includes(sms.to))).toHaveLength(12);
  });

  it('judges five guesses in all across both instances', async () => {
    const phone = uniquePhone();
    await requestCode(apps[0], phone, '10.77.0.1');
    const code = lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(apps[i % 2]!, phone, wrong)));
    expect(answers.filter((answer) => (answer.json() as { code: string }).code === 'channels.code_wrong')).toHaveLength(5);
    expect((await signIn(apps[1], phone, code)).json()).toMatchObject({ code: 'auth.code_too_many_tries' });
  });

  it('makes one account when the right code is sent to both instances at once', async () => {
    const phone = uniquePhone();
    await requestCode(apps[0], phone, '10.88.0.1');
    const code = lastCode(phone);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(apps[i % 2]!, phone, code)));
    const signedIn = answers.filter((answer) => answer.statusCode === 200);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]!.json()).toMatchObject({ created: true });
  });
});
