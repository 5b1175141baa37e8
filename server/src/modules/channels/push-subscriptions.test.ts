import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '@core/channels/push';
import type { App } from '../../app';
import { pushSubscriptions } from '../../db/schema/channels';
import { injectAs, type Caller } from '../../test/api';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';

const VAPID = {
  VAPID_PUBLIC_KEY: 'BCsaDGS6t6xVRrMOgeFrcO9NrKxCZMKXO-toaPGbvD09FqIcp_Ord_OqWaUB8JIIUhADZt0oojcFn1L8YGdwXaw',
  VAPID_PRIVATE_KEY: 'ZM7nx5p1Ei9s3LUPJWx4MsOceSONiM9m3MOQwcDMac8',
};
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;

const subscribe = (app: App, caller: Caller, endpoint: string, deviceKeys = keys) =>
  injectAs(app, caller).post('/api/push-subscriptions', { endpoint, keys: deviceKeys });
const endpointsOf = async (app: App, userId: string) =>
  (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint).sort();

describe('push subscriptions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(VAPID);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each([
    'http://127.0.0.1:9/push/x',
    'https://127.0.0.1:8443/push/x',
    'https://[::1]/push/x',
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.attacker.example/fcm/send/x',
    'https://localhost/push/x',
  ])('refuses an endpoint that is no browser push service, and stores nothing: %s', async (endpoint) => {
    const worker = await registerUser(ctx.app, 'worker');
    const response = await subscribe(ctx.app, worker, endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'channels.push_endpoint_not_allowed' });
    expect(await endpointsOf(ctx.app, worker.user.id)).toEqual([]);
  });

  it('accepts the browsers’ push services: FCM, Mozilla, Apple and Windows', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const endpoints = [
      fcm('a'),
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx4',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ];
    for (const endpoint of endpoints) expect((await subscribe(ctx.app, worker, endpoint)).statusCode).toBe(204);
    expect(await endpointsOf(ctx.app, worker.user.id)).toEqual([...endpoints].sort());
  });

  it(`keeps ${PUSH_SUBSCRIPTIONS_PER_USER} devices per account, the newest, even when they come all at once`, async () => {
    const worker = await registerUser(ctx.app, 'worker');
    for (let i = 0; i < 12; i += 1) expect((await subscribe(ctx.app, worker, fcm(`cap-${worker.user.id}-${i}`))).statusCode).toBe(204);
    const kept = await endpointsOf(ctx.app, worker.user.id);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    // The two oldest gave way.
    expect(kept).not.toContain(fcm(`cap-${worker.user.id}-0`));
    expect(kept).not.toContain(fcm(`cap-${worker.user.id}-1`));

    const other = await registerUser(ctx.app, 'worker');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => subscribe(ctx.app, other, fcm(`burst-${other.user.id}-${i}`))));
    expect(answers.every((answer) => answer.statusCode === 204)).toBe(true);
    expect(await endpointsOf(ctx.app, other.user.id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
  });

  it('keeps a device on the account that subscribed it: another account posting its endpoint is refused and takes nothing', async () => {
    const owner = await registerUser(ctx.app, 'worker');
    const intruder = await registerUser(ctx.app, 'employer');
    const endpoint = fcm(`taken-${owner.user.id}`);
    expect((await subscribe(ctx.app, owner, endpoint)).statusCode).toBe(204);

    const taken = await subscribe(ctx.app, intruder, endpoint, { ...keys, auth: 'attackerAuthSecret00000' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'channels.push_device_taken' });
    const [row] = await ctx.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ userId: owner.user.id, auth: keys.auth });

    // Nor can the other account remove it; the owner subscribing again just refreshes its keys.
    expect((await injectAs(ctx.app, intruder).delete('/api/push-subscriptions', { endpoint })).statusCode).toBe(204);
    expect(await endpointsOf(ctx.app, owner.user.id)).toEqual([endpoint]);
    expect((await subscribe(ctx.app, owner, endpoint, { ...keys, auth: 'refreshedAuthSecret0000' })).statusCode).toBe(204);

    // Once the owner turns the device off, the other account may have it.
    expect((await injectAs(ctx.app, owner).delete('/api/push-subscriptions', { endpoint })).statusCode).toBe(204);
    expect((await subscribe(ctx.app, intruder, endpoint)).statusCode).toBe(204);
    expect(await endpointsOf(ctx.app, intruder.user.id)).toEqual([endpoint]);
  });

  it('refuses a signed-out caller', async () => {
    expect((await subscribe(ctx.app, null, fcm('signed-out'))).statusCode).toBe(401);
  });
});

// The cap is counted under a lock on the account's row; two instances on one PostgreSQL must still stop at it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the push device cap with two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, VAPID);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it(`keeps ${PUSH_SUBSCRIPTIONS_PER_USER} devices when 60 subscribe at once through both`, async () => {
    const [appA, appB] = instances.apps as [App, App];
    const worker = await registerUser(appA, 'worker');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => subscribe(i % 2 === 0 ? appA : appB, worker, fcm(`two-${worker.user.id}-${i}`))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 204));
    expect(await endpointsOf(appA, worker.user.id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
  });
});
