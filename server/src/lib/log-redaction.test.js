import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
const SECRET = 'S3cr3tT0kenValue';
let ctx;
let logged = '';
beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => (logged += chunk.toString()));
    // The level `npm start` logs at (LOG_LEVEL=info), through a Pino logger writing to the stream.
    ctx = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(async () => {
    await ctx?.close();
});
describe('request logs', () => {
    it.each([
        `/ws?token=${SECRET}`,
        `/api/notifications/unsubscribe?token=${SECRET}`,
        `/reset-password?token=${SECRET}&lang=es`,
        `/objects/uploads/a.pdf?expires=1&signature=${SECRET}`,
        `/api/jobs?keyword=welder&api_key=${SECRET}&X-Amz-Signature=${SECRET}&sig=${SECRET}&code=${SECRET}&Secret=${SECRET}`,
        `/api/jobs?%74oken=${SECRET}`,
    ])('leave the secrets of %s out', async (url) => {
        logged = '';
        await ctx.app.inject({ method: 'GET', url });
        const urls = logged
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line))
            .filter((line) => line.msg === 'request completed')
            .map((line) => line.url)
            .filter(Boolean);
        expect(urls).toHaveLength(1);
        expect(urls[0]).toBe(url.split('?')[0] + '?' + url.split('?')[1].replaceAll(SECRET, '[redacted]'));
        expect(logged).not.toContain(SECRET);
    });
});
