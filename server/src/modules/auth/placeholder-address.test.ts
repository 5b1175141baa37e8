import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_EMAIL_DOMAIN } from '@core/auth/phone-sign-in-schemas';
import { injectAs } from '../../test/api';
import { extractText, getDocumentProxy } from 'unpdf';
import { buyWithTestCard, completeWorkerProfile, employerWithJob } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertApplication, signInOperator } from '../admin/test-helpers';
import { uniquePhone } from '../channels/test-helpers';
import { createCrew } from '../crews/test-helpers';

// Issue 55: users.email stays NOT NULL, and an account that joined by phone stores a placeholder there. No screen
// may show it: the operators' crews, reports, accounts and audit log name such an account by its name or number.
let ctx: TestContext;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp({ ...twilio.env, PHONE_CODES_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => {
  await ctx?.close();
  await twilio?.close();
});

async function phoneOnlyWorker(firstName?: string) {
  const phone = uniquePhone();
  await injectAs(ctx.app, null).post('/api/auth/phone/code', { phone, channel: 'sms' });
  const code = /\b(\d{6})\b/.exec(twilio.sent.filter((sms) => sms.to === phone).at(-1)!.body)![1];
  const joined = (await injectAs(ctx.app, null).post('/api/auth/phone/sign-in', { phone, code, firstName })).json();
  return { phone, token: joined.token as string, id: joined.user.id as string };
}

describe('the placeholder address of a phone-only account', () => {
  it("is in no operator's view: crews, reports, account, audit log", async () => {
    const foreman = await phoneOnlyWorker('Ramiro');
    const nameless = await phoneOnlyWorker();
    await completeWorkerProfile(ctx.database.db, foreman.id);
    const crew = await createCrew(ctx.app, foreman, { name: 'Phone Crew', isLookingForWork: false });
    const employer = await employerWithJob(ctx);
    for (const target of [foreman, nameless]) {
      await insertApplication(ctx, { workerId: target.id, employerId: employer.user.id, jobId: employer.job.id });
      const reported = await injectAs(ctx.app, employer).post('/api/reports', {
        targetType: 'worker',
        targetId: target.id,
        reason: 'harassment',
      });
      expect(reported.statusCode).toBe(201);
    }
    const operator = await signInOperator(ctx);
    const asOperator = injectAs(ctx.app, operator.token);
    const frozen = await asOperator.post(`/api/admin/accounts/${nameless.id}/freeze`, { reason: 'Fee scam' });
    expect(frozen.statusCode).toBe(200);

    const views = {
      crews: await asOperator.get('/api/admin/crews'),
      crew: await asOperator.get(`/api/admin/crews/${crew.id}`),
      reports: await asOperator.get('/api/admin/reports'),
      account: await asOperator.get(`/api/admin/accounts/${nameless.id}`),
      audit: await asOperator.get('/api/admin/audit'),
      applicants: await injectAs(ctx.app, employer).get('/api/employer/applications'),
    };
    for (const [name, view] of Object.entries(views)) {
      expect(view.statusCode, name).toBe(200);
      expect(view.body, name).not.toContain(NO_EMAIL_DOMAIN);
    }
    expect(views.crews.body).toContain('Ramiro');
    // The nameless account is named by its number in the audit log.
    const digits = nameless.phone.slice(2);
    const shown = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    expect(views.audit.body).toContain(shown);
  });

  it('is not on the invoice of a service a phone-only worker bought: the PDF bills the name, or the number', async () => {
    for (const firstName of ['Lucía', undefined]) {
      const worker = await phoneOnlyWorker(firstName);
      await buyWithTestCard(ctx.app, worker.token, 'resume-service', 4900);
      const [invoice] = (await injectAs(ctx.app, worker.token).get('/api/payments/invoices')).json();
      const pdf = await injectAs(ctx.app, worker.token).get(`/api/payments/invoices/${invoice.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
      expect(text).not.toContain(NO_EMAIL_DOMAIN);
      const digits = worker.phone.slice(2);
      expect(text).toContain(`Billed to: ${firstName ?? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`}`);
    }
  });

  it("is not in the operator's payments console: a phone-only buyer is shown by his name, or his number", async () => {
    const named = await phoneOnlyWorker('Beatriz');
    const nameless = await phoneOnlyWorker();
    for (const worker of [named, nameless]) await buyWithTestCard(ctx.app, worker.token, 'resume-service', 4900);
    const operator = await signInOperator(ctx);
    const listed = await injectAs(ctx.app, operator.token).get('/api/admin/payments');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(NO_EMAIL_DOMAIN);
    const payments: { id: string; email: string }[] = listed.json().payments;
    const digits = nameless.phone.slice(2);
    const contacts = payments.map((payment) => payment.email);
    expect(contacts).toContain('Beatriz');
    expect(contacts).toContain(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    // A refund answers the same row.
    const [bought] = payments.filter((payment) => payment.email === 'Beatriz');
    const refunded = await injectAs(ctx.app, operator.token).post(`/api/admin/payments/${bought!.id}/refund`, {
      amount: 100,
      reason: 'Goodwill',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().email).toBe('Beatriz');
  });
});
