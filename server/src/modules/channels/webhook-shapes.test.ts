import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelInboundEvents } from '../../db/schema/channels';
import { signWhatsappBody, startFakeWhatsapp, whatsappWebhook } from '../../test/fake-whatsapp';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
let logged = '';

beforeAll(async () => {
  whatsapp = await startFakeWhatsapp();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  ctx = await createTestApp(whatsapp.env, { logger: { level: 'info', stream } });
});
afterAll(async () => {
  await ctx?.close();
  await whatsapp?.close();
});

const post = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsappBody(body) },
    payload: body,
  });
const warnings = () =>
  logged
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string; skipped?: number })
    .filter((line) => line.level === 40 && line.msg.includes('unexpected shape'));

describe('a signed WhatsApp webhook of an unexpected shape', () => {
  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a list', '[]'],
    ['an entry that is an object', JSON.stringify({ entry: { changes: [] } })],
    ['changes that are an object', JSON.stringify({ entry: [{ changes: { value: {} } }] })],
    ['a null change', JSON.stringify({ entry: [{ changes: [null] }] })],
    ['a value that is a string', JSON.stringify({ entry: [{ changes: [{ value: 'x' }] }] })],
    ['messages: [null]', whatsappWebhook({ messages: [null as unknown as object] })],
    ['statuses: [null]', whatsappWebhook({ statuses: [null as unknown as object] })],
    ['messages that are an object', JSON.stringify({ entry: [{ changes: [{ value: { messages: { id: 'x' } } }] }] })],
  ])('answers 200, stores nothing and logs a warning: %s', async (_name, body) => {
    const before = warnings().length;
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(channelInboundEvents)).toEqual([]);
    expect(warnings().length).toBe(before + 1);
  });

  it('still stores the well-formed messages beside a malformed one', async () => {
    const body = whatsappWebhook({
      messages: [
        null as unknown as object,
        { from: '15550001111', id: 'wamid.shapes-1', timestamp: '1', type: 'text', text: { body: 'hi' } },
      ],
    });
    expect((await post(body)).statusCode).toBe(200);
    const stored = await ctx.app.db.select().from(channelInboundEvents);
    expect(stored.map((event) => event.dedupeKey)).toEqual(['message:wamid.shapes-1']);
  });

  it('still refuses an unsigned body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(401);
  });
});
