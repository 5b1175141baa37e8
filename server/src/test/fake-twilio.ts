import { randomUUID } from 'node:crypto';
import { startFakeHttpService } from './fake-http-service';

export const TWILIO_TEST_ENV = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_AUTH_TOKEN: 'twilio-test-auth-token',
  TWILIO_FROM: '+15005550006',
};

/**
 * Twilio's Messages API as the test's model of it: POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, Basic auth with the account SID and auth token, a JSON answer with the message's sid.
 */
export async function startFakeTwilio() {
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID}:${TWILIO_TEST_ENV.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
  const sent: { sid: string; to: string; from: string | null; body: string; statusCallback: string | null; receivedAt: number }[] = [];
  let failures: number[] = [];
  const service = await startFakeHttpService((request) => {
    if (request.path !== `/2010-04-01/Accounts/${TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID}/Messages.json` || request.method !== 'POST') {
      return { status: 404, body: { code: 20404, message: 'The requested resource was not found' } };
    }
    if (request.headers.authorization !== expectedAuth) return { status: 401, body: { code: 20003, message: 'Authenticate' } };
    const failure = failures.shift();
    if (failure) return { status: failure, body: { code: 20500, message: 'Internal Server Error' } };
    const form = new URLSearchParams(request.body.toString('utf8'));
    const to = form.get('To');
    const body = form.get('Body');
    if (!to || !body) return { status: 400, body: { code: 21604, message: "A 'To' phone number is required." } };
    const sid = `SM${randomUUID().replaceAll('-', '')}`;
    sent.push({ sid, to, from: form.get('From'), body, statusCallback: form.get('StatusCallback'), receivedAt: Date.now() });
    return { status: 201, body: { sid, status: 'queued', to, body } };
  });
  return {
    ...service,
    env: { ...TWILIO_TEST_ENV, TWILIO_API_BASE: service.url },
    sent,
    /** The next requests fail with these statuses, in order. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
  };
}
