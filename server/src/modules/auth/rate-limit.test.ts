import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await ctx?.close();
});

it('limits login attempts per IP', async () => {
  const attempt = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: 'someone@example.com', password: 'wrong password' },
    });
  for (let i = 0; i < 3; i += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
  const limited = await attempt('10.0.0.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toMatch(/rate limit|too many/i);
  expect((await attempt('10.0.0.2')).statusCode).toBe(401);
});
