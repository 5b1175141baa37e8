import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithTestCard } from '../test/factories';
import { createTestApp, registerUser, type TestContext } from '../test/test-app';
import { subscriptions } from './schema/payments';

/**
 * Migration 0077 marks the plans a refund ended before the fix (period over, cancelled, still set to renew) as not
 * renewing, so the renewal sweep never charges them. The test database is migrated already: the statement runs
 * again over plans written the old way, beside plans it must leave as they are.
 */
const MIGRATION = readFileSync(new URL('./migrations/0077_refunded_plans_not_renewed.sql', import.meta.url), 'utf8');
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function planOf(kind: 'refunded' | 'running' | 'cancelled-running' | 'due') {
  const worker = await registerUser(ctx.app, 'worker');
  await buyWithTestCard(ctx.app, worker.token, 'standard', 1499);
  const past = new Date(Date.now() - DAY_MS);
  const values = {
    refunded: { currentPeriodEnd: past, cancelledAt: past, cancelAtPeriodEnd: false },
    running: null,
    'cancelled-running': { cancelledAt: past, cancelAtPeriodEnd: true },
    // A period over that was never cancelled: the sweep's to renew.
    due: { currentPeriodEnd: past },
  }[kind];
  if (values) await ctx.database.db.update(subscriptions).set(values).where(eq(subscriptions.userId, worker.user.id));
  return worker.user.id;
}

const renewsAtEnd = async (userId: string) =>
  !(await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.cancelAtPeriodEnd;

describe('migration 0077: refunded plans are not renewed', () => {
  it('stops a refunded plan renewing and leaves running, cancelled and due plans as they were', async () => {
    const [refunded, running, cancelled, due] = await Promise.all(
      (['refunded', 'running', 'cancelled-running', 'due'] as const).map((kind) => planOf(kind)),
    );
    expect(await renewsAtEnd(refunded)).toBe(true);

    await ctx.database.db.execute(sql.raw(MIGRATION));

    expect(await renewsAtEnd(refunded)).toBe(false);
    expect(await renewsAtEnd(running)).toBe(true);
    expect(await renewsAtEnd(cancelled)).toBe(false);
    expect(await renewsAtEnd(due)).toBe(true);
  });
});
