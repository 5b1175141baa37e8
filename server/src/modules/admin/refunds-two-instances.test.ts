import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { CONSOLE_MESSAGES } from '@core/admin/console';
import type { App } from '../../app';
import { invoices, paymentRefunds } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { buyWithTestCard } from '../../test/factories';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { createOperator } from './operators';

// Two app instances on one PostgreSQL: invoice numbers and refunds are decided in the database, not in an instance's memory.
describe.skipIf(!process.env.TEST_DATABASE_URL)('invoices and refunds across two app instances on one PostgreSQL', () => {
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

  async function operatorOn(app: App, email: string) {
    const operator = await createOperator(app.db, { email }, new Date());
    const login = await injectAs(app, null).post('/api/auth/login', { email, password: operator.password });
    return login.json().token as string;
  }

  it('numbers charges made at once on both instances in one sequence, without gaps or duplicates', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => registerUser(i % 2 ? appA : appB, 'employer')));
    await Promise.all(buyers.map((buyer, i) => buyWithTestCard(i % 2 ? appB : appA, buyer.token, 'basic', 9900)));
    const rows = await appA.db.select({ number: invoices.number }).from(invoices).where(isNotNull(invoices.number));
    const numbers = rows.map((row) => row.number!).sort((a, b) => a - b);
    expect(numbers).toHaveLength(8);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => numbers[0]! + i));
  });

  it('refunds once when two operators refund the same payment at once on two instances', async () => {
    const buyer = await registerUser(appA, 'employer');
    const { purchaseId } = await buyWithTestCard(appA, buyer.token, 'basic', 9900);
    const [first, second] = [await operatorOn(appA, 'two-a@crewbridge.test'), await operatorOn(appB, 'two-b@crewbridge.test')];
    const answers = await Promise.all([
      injectAs(appA, first).post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'First' }),
      injectAs(appB, second).post(`/api/admin/payments/${purchaseId}/refund`, { reason: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual(errorBody(CONSOLE_MESSAGES.alreadyRefunded));
    const [invoice] = await appA.db.select().from(invoices).where(eq(invoices.purchaseId, purchaseId));
    expect(await appA.db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoice!.id))).toHaveLength(1);

    // Two partial refunds that together are more than was paid: the second to commit is refused.
    const other = await registerUser(appB, 'employer');
    const bought = await buyWithTestCard(appB, other.token, 'basic', 9900);
    const partials = await Promise.all([
      injectAs(appA, first).post(`/api/admin/payments/${bought.purchaseId}/refund`, { reason: 'A', amount: 6000 }),
      injectAs(appB, second).post(`/api/admin/payments/${bought.purchaseId}/refund`, { reason: 'B', amount: 6000 }),
    ]);
    expect(partials.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(partials.find((answer) => answer.statusCode === 400)!.json()).toEqual(errorBody(CONSOLE_MESSAGES.refundTooLarge));
  });
});
