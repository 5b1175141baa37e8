import { createHmac, randomUUID } from 'node:crypto';
import { startFakeHttpService } from './fake-http-service';

export const WHATSAPP_TEST_ENV = {
  WHATSAPP_TOKEN: 'whatsapp-test-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'whatsapp-test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'whatsapp-test-verify-token',
};

/** The Graph API's messages endpoint as the test's model of it: Bearer token, JSON in, `messages[0].id` out. */
export async function startFakeWhatsapp() {
  const sent: { id: string; body: Record<string, unknown>; receivedAt: number }[] = [];
  const service = await startFakeHttpService((request) => {
    if (request.path !== `/${WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID}/messages` || request.method !== 'POST') {
      return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
    }
    if (request.headers.authorization !== `Bearer ${WHATSAPP_TEST_ENV.WHATSAPP_TOKEN}`) {
      return { status: 401, body: { error: { message: 'Invalid OAuth access token', code: 190 } } };
    }
    const body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    const id = `wamid.${randomUUID().replaceAll('-', '')}`;
    sent.push({ id, body, receivedAt: Date.now() });
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
  });
  return { ...service, env: { ...WHATSAPP_TEST_ENV, WHATSAPP_API_BASE: service.url }, sent };
}

/** Signs a webhook body as Meta does: X-Hub-Signature-256 = sha256=HMAC(app secret, raw body). */
export function signWhatsappBody(body: string, secret = WHATSAPP_TEST_ENV.WHATSAPP_APP_SECRET) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** A Cloud API webhook payload around some messages and statuses. */
export function whatsappWebhook(value: { messages?: object[]; statuses?: object[] }) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA_ID',
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', metadata: { phone_number_id: WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID }, ...value },
          },
        ],
      },
    ],
  });
}
