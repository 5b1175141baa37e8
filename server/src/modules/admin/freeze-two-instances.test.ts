import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { injectAs } from '../../test/api';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { createOperator } from './operators';

// Instance B remembered the session for a few seconds; a freeze on instance A must end it there at once too.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a freeze across two app instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  let appA: App;
  let appB: App;

  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2);
    [appA, appB] = instances.apps as [App, App];
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('refuses on instance B the session of an account frozen on instance A', async () => {
    const employer = await registerUser(appA, 'employer');
    const operator = await createOperator(appA.db, { email: 'freeze-op@crewbridge.test' }, new Date());
    const login = await injectAs(appA, null).post('/api/auth/login', { email: 'freeze-op@crewbridge.test', password: operator.password });
    expect((await injectAs(appB, employer).get('/api/auth/me')).statusCode).toBe(200);
    const frozen = await injectAs(appA, login.json().token).post(`/api/admin/accounts/${employer.user.id}/freeze`, { reason: 'Scam' });
    expect(frozen.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await injectAs(appB, employer).get('/api/auth/me')).statusCode).toBe(401), { timeout: 1000 });
  });
});
