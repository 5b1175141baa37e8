import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestAppsSharingDatabase } from '../../test/test-app';
import { uniquePhone } from '../channels/test-helpers';

// Separate connections racing each other need a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('reset and deletion codes with two app instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let apps: [App, App];

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    instances = await createTestAppsSharingDatabase(2, { ...twilio.env, PHONE_CODES_PER_IP_PER_HOUR: '1000', AUTH_RATE_LIMIT_MAX: '1000' });
    apps = instances.apps as [App, App];
  });
  afterAll(async () => {
    await instances?.close();
    await twilio?.close();
  });

  const post = (app: App, url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const lastCode = (phone: string) => /\b(\d{6})\b/.exec(twilio.sent.filter((sms) => sms.to === phone).at(-1)!.body)![1]!;

  async function phoneOnlyWorker() {
    const phone = uniquePhone();
    await post(apps[0], '/api/auth/phone/code', { phone, channel: 'sms' });
    const joined = await post(apps[1], '/api/auth/phone/sign-in', { phone, code: lastCode(phone) });
    return { phone, token: joined.json().token as string };
  }

  it('writes five reset codes in all for one number, sign-in codes counted with them, asked twenty times on both', async () => {
    const worker = await phoneOnlyWorker();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(apps[i % 2]!, '/api/auth/forgot-password/phone', { phone: worker.phone, channel: 'sms' })),
    );
    // The sign-up's code is one of the number's five this hour.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(16);
  });

  it('deletes the account once when its code is sent to both instances at once', async () => {
    const worker = await phoneOnlyWorker();
    await post(apps[0], '/api/auth/delete-permanently/code', { channel: 'sms' }, worker.token);
    const code = lastCode(worker.phone);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'DELETE',
          url: '/api/auth/delete-permanently',
          payload: { code },
          headers: { authorization: `Bearer ${worker.token}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });
});
