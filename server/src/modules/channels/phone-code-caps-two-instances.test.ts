import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { injectAs, type Caller } from '../../test/api';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { uniquePhone } from './test-helpers';

// Separate connections racing each other need a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('phone code caps with two app instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let apps: [App, App];

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    instances = await createTestAppsSharingDatabase(2, { ...twilio.env, PHONE_CODES_PER_IP_PER_HOUR: '1000' });
    apps = instances.apps as [App, App];
  });
  afterAll(async () => {
    await instances?.close();
    await twilio?.close();
  });

  const sendCode = (app: App, caller: Caller, phone: string) =>
    injectAs(app, caller).post('/api/phone-verification', { phone, channel: 'sms' });
  const confirm = (app: App, caller: Caller, code: string) => injectAs(app, caller).post('/api/phone-verification/confirm', { code });
  const ok = (responses: { statusCode: number }[]) => responses.filter((response) => response.statusCode === 200).length;

  it('sends five codes in all when one account asks both instances for twenty at once', async () => {
    const worker = await registerUser(apps[0], 'worker');
    const phones = Array.from({ length: 20 }, () => uniquePhone());
    const responses = await Promise.all(phones.map((phone, i) => sendCode(apps[i % 2]!, worker, phone)));
    expect(ok(responses)).toBe(5);
    expect(twilio.sent.filter((sms) => phones.includes(sms.to))).toHaveLength(5);
  });

  it('sends five codes to one number asked for by eight accounts on both instances', async () => {
    const phone = uniquePhone();
    const workers = await Promise.all(Array.from({ length: 8 }, () => registerUser(apps[0], 'worker')));
    const responses = await Promise.all(workers.flatMap((worker, i) => [0, 1, 2].map((j) => sendCode(apps[(i + j) % 2]!, worker, phone))));
    expect(ok(responses)).toBe(5);
    expect(twilio.sent.filter((sms) => sms.to === phone)).toHaveLength(5);
  });

  it('judges five guesses in all across both instances', async () => {
    const worker = await registerUser(apps[0], 'worker');
    const phone = uniquePhone();
    await sendCode(apps[0], worker, phone);
    const code = /\b(\d{6})\b/.exec(twilio.sent.filter((sms) => sms.to === phone).at(-1)!.body)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => confirm(apps[i % 2]!, worker, wrong)));
    const judged = answers.filter((answer) => (answer.json() as { code: string }).code === 'channels.code_wrong');
    expect(judged).toHaveLength(5);
    expect((await confirm(apps[1], worker, code)).json()).toMatchObject({ code: 'channels.code_expired' });
  });
});
