import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES } from '@core/admin/account-schemas';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { employerWithJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the reports and accounts routes of the console', () => {
  it('answer 401 signed out and 403 to workers and employers, before reading the body', async () => {
    const { user, job } = await employerWithJob(ctx);
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/job/${job.id}/resolve`],
      ['GET', '/api/admin/accounts'],
      ['GET', `/api/admin/accounts/${user.id}`],
      ['POST', `/api/admin/accounts/${user.id}/freeze`],
      ['POST', `/api/admin/accounts/${user.id}/unfreeze`],
      ['POST', `/api/admin/jobs/${job.id}/close`],
    ];
    const worker = await registerUser(ctx.app, 'worker');
    const employer = await registerUser(ctx.app, 'employer');
    for (const [method, url] of routes) {
      const call = (caller: Parameters<typeof injectAs>[1]) =>
        method === 'GET' ? injectAs(ctx.app, caller).get(url) : injectAs(ctx.app, caller).post(url, {});
      expect((await call(null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(worker)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(employer)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuse a reason that is too long and an account that is not frozen', async () => {
    const { user } = await employerWithJob(ctx);
    const operator = await signInOperator(ctx);
    const tooLong = await injectAs(ctx.app, operator.token).post(`/api/admin/accounts/${user.id}/freeze`, { reason: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(errorBody(ACCOUNT_ADMIN_MESSAGES.reasonTooLong));
    const notFrozen = await injectAs(ctx.app, operator.token).post(`/api/admin/accounts/${user.id}/unfreeze`, {});
    expect(notFrozen.statusCode).toBe(409);
    expect(notFrozen.json()).toEqual(errorBody(ACCOUNT_ADMIN_MESSAGES.notFrozen));
    const unknown = await injectAs(ctx.app, operator.token).post(`/api/admin/accounts/${crypto.randomUUID()}/unfreeze`, {});
    expect(unknown.statusCode).toBe(404);
  });
});
