import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONSOLE_MESSAGES } from '@core/admin/console';
import { auditLog } from '../../db/schema/admin';
import { applications } from '../../db/schema/applications';
import { invoices, jobPostGrants, paymentRefunds, purchases, subscriptions } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { buyWithTestCard, completeEmployerProfile, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** An employer with a company who bought `planId` in test mode; the purchase's id and its invoice. */
async function employerWithPurchase(planId = 'basic', amount = 9900, company = `Refund Co ${Math.random().toString(36).slice(2, 8)}`) {
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, company);
  const { purchaseId } = await buyWithTestCard(ctx.app, employer.token, planId, amount);
  const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId));
  return { ...employer, company, purchaseId, invoiceId: invoice!.id };
}

/** A pay-per-hire fee invoice for a hire made `daysAgo` days ago. */
async function payPerHireFee(daysAgo: number, status: 'pending' | 'paid' | 'void' = 'pending') {
  const employer = await registerUser(ctx.app, 'employer');
  const worker = await registerUser(ctx.app, 'worker');
  const job = await insertJob(ctx, employer.user.id, { title: 'Lead Welder' });
  const [application] = await ctx.database.db
    .insert(applications)
    .values({ jobId: job.id, workerId: worker.user.id, employerId: employer.user.id, jobTitle: job.title, status: 'accepted' })
    .returning();
  const [invoice] = await ctx.database.db
    .insert(invoices)
    .values({
      userId: employer.user.id,
      applicationId: application!.id,
      description: 'Pay-Per-Hire Success Fee - Lead Welder',
      amountCents: 100000,
      status,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })
    .returning();
  return { employer, invoice: invoice! };
}

// Days on the UTC calendar: the fee tests' operators read in UTC, so "today" is the same day at any hour.
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('operators only', () => {
  it('answers 401 signed out and 403 to workers and employers', async () => {
    const { purchaseId } = await employerWithPurchase();
    for (const caller of [null, await registerUser(ctx.app, 'worker'), await registerUser(ctx.app, 'employer')]) {
      const expected = caller ? 403 : 401;
      expect((await injectAs(ctx.app, caller).get('/api/admin/payments')).statusCode).toBe(expected);
      expect((await injectAs(ctx.app, caller).post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'x' })).statusCode).toBe(expected);
    }
  });
});

describe('GET /api/admin/payments', () => {
  it('lists purchases and fees with company, e-mail, item, amount, status and date; q searches', async () => {
    const operator = await signInOperator(ctx);
    const buyer = await employerWithPurchase('boosted', 29900, 'Searchable Rigging');
    const api = injectAs(ctx.app, operator);
    const found = (await api.get('/api/admin/payments?q=searchable')).json().payments;
    expect(found).toEqual([
      {
        id: buyer.invoiceId,
        purchaseId: buyer.purchaseId,
        kind: 'purchase',
        company: 'Searchable Rigging',
        email: buyer.user.email,
        item: 'Boosted Job Post',
        amount: 29900,
        status: 'paid',
        provider: 'test',
        date: expect.any(String),
        refund: null,
        number: expect.stringMatching(/^CB-\d{6}$/),
        refundedAmount: 0,
        refundableAmount: 29900,
      },
    ]);
    expect((await api.get(`/api/admin/payments?q=${encodeURIComponent(buyer.user.email)}`)).json().payments).toHaveLength(1);
    // The search is text, never a pattern: % matches only a literal %.
    expect((await api.get('/api/admin/payments?q=%25')).json().payments).toEqual([]);
    const tooLong = await api.get(`/api/admin/payments?q=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(errorBody(CONSOLE_MESSAGES.searchTooLong));
  });
});

describe('POST /api/admin/payments/{id}/refund: a test-mode purchase', () => {
  it('refuses a missing reason, a bad id and an unknown payment', async () => {
    const operator = await signInOperator(ctx);
    const { purchaseId } = await employerWithPurchase();
    const api = injectAs(ctx.app, operator);
    const noReason = await api.post(`/api/admin/payments/${purchaseId}/refund`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual(errorBody(CONSOLE_MESSAGES.reasonRequired));
    expect((await api.post('/api/admin/payments/nope/refund', { reason: 'x' })).statusCode).toBe(400);
    const unknown = await api.post('/api/admin/payments/00000000-0000-4000-8000-000000000000/refund', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(CONSOLE_MESSAGES.paymentNotFound));
  });

  it('records the refund once, takes back unused posts, keeps used ones, shows it in billing history and audits it', async () => {
    const operator = await signInOperator(ctx);
    const buyer = await employerWithPurchase('subscription', 99900);
    const db = ctx.database.db;
    const grants = await db.select().from(jobPostGrants).where(eq(jobPostGrants.purchaseId, buyer.purchaseId));
    const current = grants.find((grant) => grant.startsAt.getTime() <= Date.now())!;
    await insertJob(ctx, buyer.user.id, { postGrantId: current.id });
    const postsBought = grants.reduce((total, grant) => total + grant.posts, 0);

    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${buyer.purchaseId}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: buyer.invoiceId,
      status: 'paid',
      refund: {
        amount: 99900,
        reason: 'Bought by mistake',
        postsKept: 1,
        postsRevoked: postsBought - 1,
        isStripe: false,
        hireLeftOn: null,
      },
    });
    const after = await db.select().from(jobPostGrants).where(eq(jobPostGrants.purchaseId, buyer.purchaseId));
    expect(after.reduce((total, grant) => total + grant.posts, 0)).toBe(1);
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.purchaseId, buyer.purchaseId));
    expect(subscription!.currentPeriodEnd.getTime()).toBeLessThanOrEqual(Date.now());

    const history = (await injectAs(ctx.app, buyer.token).get(`/api/employer/billing-history/${buyer.user.id}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({ description: 'Refund - Subscription Bundle', amount: -99900, status: 'refunded' }),
    );
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, buyer.invoiceId)));
    expect(audit).toEqual([expect.objectContaining({ operatorId: operator.id, reason: 'Bought by mistake' })]);

    const again = await injectAs(ctx.app, operator).post(`/api/admin/payments/${buyer.invoiceId}/refund`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(CONSOLE_MESSAGES.alreadyRefunded));
  });

  it('refunds once when two refunds arrive at the same moment', async () => {
    const operator = await signInOperator(ctx);
    const other = await signInOperator(ctx);
    const buyer = await employerWithPurchase();
    const [a, b] = await Promise.all([
      injectAs(ctx.app, operator).post(`/api/admin/payments/${buyer.purchaseId}/refund`, { reason: 'First' }),
      injectAs(ctx.app, other).post(`/api/admin/payments/${buyer.purchaseId}/refund`, { reason: 'Second' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const db = ctx.database.db;
    expect(await db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, buyer.invoiceId))).toHaveLength(1);
    const lines = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, buyer.user.id), eq(invoices.status, 'refunded')));
    expect(lines).toHaveLength(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, buyer.invoiceId))).toHaveLength(1);
  });
});

describe('POST /api/admin/payments/{id}/refund: the pay-per-hire fee', () => {
  it('needs the day the hire left, and refuses a stay past 90 days or a future day', async () => {
    const operator = await signInOperator(ctx, { timeZone: 'UTC' });
    const { invoice } = await payPerHireFee(120);
    const api = injectAs(ctx.app, operator);
    const missing = await api.post(`/api/admin/payments/${invoice.id}/refund`, { reason: 'Left' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(errorBody(CONSOLE_MESSAGES.hireLeftOnRequired));
    const badDate = await api.post(`/api/admin/payments/${invoice.id}/refund`, { reason: 'Left', hireLeftOn: '2026-02-30x' });
    expect(badDate.statusCode).toBe(400);
    const late = await api.post(`/api/admin/payments/${invoice.id}/refund`, { reason: 'Left', hireLeftOn: isoDay(-1) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(errorBody(CONSOLE_MESSAGES.hireStayedTooLong));
    const future = await api.post(`/api/admin/payments/${invoice.id}/refund`, { reason: 'Left', hireLeftOn: isoDay(3) });
    expect(future.json()).toEqual(errorBody(CONSOLE_MESSAGES.hireLeftInFuture));
    const before = await api.post(`/api/admin/payments/${invoice.id}/refund`, { reason: 'Left', hireLeftOn: isoDay(-130) });
    expect(before.json()).toEqual(errorBody(CONSOLE_MESSAGES.hireLeftBeforeHire));
  });

  it('voids a fee never charged, and pays back a paid one, when the hire left within 90 days', async () => {
    const operator = await signInOperator(ctx, { timeZone: 'UTC' });
    const api = injectAs(ctx.app, operator);
    const pending = await payPerHireFee(60);
    const voided = await api.post(`/api/admin/payments/${pending.invoice.id}/refund`, { reason: 'Quit', hireLeftOn: isoDay(-5) });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ kind: 'pay_per_hire', status: 'void', refund: { amount: 100000, hireLeftOn: isoDay(-5) } });

    const paid = await payPerHireFee(30, 'paid');
    const refunded = await api.post(`/api/admin/payments/${paid.invoice.id}/refund`, { reason: 'Quit', hireLeftOn: isoDay(0) });
    expect(refunded.json()).toMatchObject({ status: 'paid', refund: { amount: 100000 } });
    const history = (await injectAs(ctx.app, paid.employer.token).get(`/api/employer/billing-history/${paid.employer.user.id}`)).json();
    expect(history).toContainEqual(
      expect.objectContaining({ description: 'Refund - Pay-Per-Hire Success Fee - Lead Welder', amount: -100000, status: 'refunded' }),
    );
  });

  it('refuses a fee whose hire was undone', async () => {
    const operator = await signInOperator(ctx, { timeZone: 'UTC' });
    const { invoice } = await payPerHireFee(10, 'void');
    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${invoice.id}/refund`, {
      reason: 'x',
      hireLeftOn: isoDay(0),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(CONSOLE_MESSAGES.feeVoid));
  });
});

describe('POST /api/admin/payments/{id}/refund: a purchase this server cannot refund', () => {
  it('is refunded in PayPal, not here', async () => {
    const operator = await signInOperator(ctx);
    const buyer = await employerWithPurchase();
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, buyer.purchaseId));
    await ctx.database.db.execute(`update payments set provider = 'paypal' where id = '${purchase!.paymentId}'`);
    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${buyer.purchaseId}/refund`, { reason: 'x' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(CONSOLE_MESSAGES.payPalRefund));
  });

  it('refuses a Stripe purchase where Stripe is not configured, and records nothing', async () => {
    const operator = await signInOperator(ctx);
    const buyer = await employerWithPurchase();
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, buyer.purchaseId));
    await ctx.database.db.execute(`update payments set provider = 'stripe' where id = '${purchase!.paymentId}'`);
    const response = await injectAs(ctx.app, operator).post(`/api/admin/payments/${buyer.purchaseId}/refund`, { reason: 'x' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(CONSOLE_MESSAGES.stripeNotConfigured));
    expect(await ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, buyer.invoiceId))).toEqual([]);
    const grants = await ctx.database.db.select().from(jobPostGrants).where(eq(jobPostGrants.purchaseId, buyer.purchaseId));
    expect(grants.map((grant) => grant.posts)).toEqual([1]);
  });
});
