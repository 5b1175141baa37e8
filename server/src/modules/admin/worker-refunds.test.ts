import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONSOLE_MESSAGES } from '@core/admin/console';
import { RESUME_MESSAGES } from '@core/resumes/plans';
import { invoices, paymentRefunds } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { buyWithTestCard } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const PRICES = { standard: 1499, flex: 2499 } as const;
type Worker = Awaited<ReturnType<typeof registerUser>>;

async function buyResumePlan(worker: Worker, plan: keyof typeof PRICES) {
  return (await buyWithTestCard(ctx.app, worker.token, plan, PRICES[plan])).purchaseId;
}

function generate(worker: Worker) {
  return injectAs(ctx.app, worker.token).post('/api/generate-resume', {
    customTitle: 'Pipeline Welder',
    customDescription: 'Weld and inspect pipeline joints on a midstream project.',
  });
}

async function resumePlan(worker: Worker) {
  return (await injectAs(ctx.app, worker.token).get('/api/resume-subscription')).json();
}

async function refund(purchaseId: string, reason = 'Bought by mistake') {
  const operator = await signInOperator(ctx);
  return injectAs(ctx.app, operator).post(`/api/admin/payments/${purchaseId}/refund`, { reason });
}

describe("refunding a worker's resume plan", () => {
  it('ends the plan now, refuses generation as without a plan, and shows the refund line in the purchase history', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const purchaseId = await buyResumePlan(worker, 'standard');
    expect(await resumePlan(worker)).toMatchObject({ plan: 'standard', isActive: true });
    expect((await generate(worker)).statusCode).toBe(201);

    const response = await refund(purchaseId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ purchaseId, kind: 'purchase', company: null, refund: { amount: PRICES.standard } });

    expect(await resumePlan(worker)).toMatchObject({ plan: 'standard', isActive: false });
    const refused = await generate(worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(RESUME_MESSAGES.planEnded.coded({ planName: 'Standard' }));

    const billing = (await injectAs(ctx.app, worker.token).get(`/api/worker/subscription/${worker.user.id}`)).json();
    expect(billing).toMatchObject({ planName: 'Free Plan', isActive: false });
    const refunded = { amount: -PRICES.standard, refundedAt: expect.any(String) };
    expect(billing.purchases).toEqual([expect.objectContaining({ id: purchaseId, amount: PRICES.standard, refund: refunded })]);
    const purchases = (await injectAs(ctx.app, worker.token).get('/api/payments/purchases')).json();
    expect(purchases).toEqual([expect.objectContaining({ id: purchaseId, refund: refunded })]);
    const lines = await ctx.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, worker.user.id), eq(invoices.status, 'refunded')));
    expect(lines).toEqual([expect.objectContaining({ description: 'Refund - Standard Resume Plan', amountCents: -PRICES.standard })]);

    const again = await refund(purchaseId, 'Again');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(CONSOLE_MESSAGES.alreadyRefunded));
  });

  it('gives back the free trial still running, with every resume made since it began counted', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    expect((await injectAs(ctx.app, worker.token).post('/api/resume-subscription/free-trial')).statusCode).toBe(201);
    expect((await generate(worker)).statusCode).toBe(201);
    const purchaseId = await buyResumePlan(worker, 'standard');
    expect((await generate(worker)).statusCode).toBe(201);

    expect((await refund(purchaseId)).statusCode).toBe(200);
    expect(await resumePlan(worker)).toMatchObject({ plan: 'free_trial', isActive: true, generationsUsed: 2, limit: 2 });
    const refused = await generate(worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(RESUME_MESSAGES.limitReached.coded({ planName: 'Free Trial', limit: 2 }));
  });

  it('keeps an earlier paid plan still running when the newer one is refunded, and a newer plan when the older one is', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    await buyResumePlan(worker, 'standard');
    expect((await generate(worker)).statusCode).toBe(201);
    const flex = await buyResumePlan(worker, 'flex');

    expect((await refund(flex)).statusCode).toBe(200);
    expect(await resumePlan(worker)).toMatchObject({ plan: 'standard', isActive: true, generationsUsed: 1, limit: 15 });
    expect((await generate(worker)).statusCode).toBe(201);
    const billing = (await injectAs(ctx.app, worker.token).get(`/api/worker/subscription/${worker.user.id}`)).json();
    expect(billing).toMatchObject({ plan: 'standard', isActive: true });

    const other = await registerUser(ctx.app, 'worker');
    const older = await buyResumePlan(other, 'standard');
    await buyResumePlan(other, 'flex');
    expect((await refund(older)).statusCode).toBe(200);
    expect(await resumePlan(other)).toMatchObject({ plan: 'flex', isActive: true });
  });

  it('answers 403 to a worker or an employer calling the refund route, and refunds once when two arrive together', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const purchaseId = await buyResumePlan(worker, 'flex');
    for (const caller of [worker, await registerUser(ctx.app, 'employer')]) {
      const response = await injectAs(ctx.app, caller).post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'x' });
      expect(response.statusCode).toBe(403);
    }
    expect(await resumePlan(worker)).toMatchObject({ plan: 'flex', isActive: true });

    const [a, b] = await Promise.all([refund(purchaseId, 'First'), refund(purchaseId, 'Second')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const db = ctx.database.db;
    const [invoice] = await db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId));
    expect(await db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoice!.id))).toHaveLength(1);
    expect(await resumePlan(worker)).toMatchObject({ plan: 'flex', isActive: false });
  });
});
