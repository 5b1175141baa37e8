import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { invoices } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { buyWithTestCard } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from '../admin/test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function pdfText(body: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** Every number given so far, ascending: one sequence with no gap and no duplicate. */
async function allNumbers() {
  const rows = await ctx.database.db.select({ number: invoices.number }).from(invoices).where(isNotNull(invoices.number));
  return rows.map((row) => row.number!).sort((a, b) => a - b);
}

const expectGapFree = (numbers: number[]) => {
  expect(new Set(numbers).size).toBe(numbers.length);
  numbers.forEach((number, index) => expect(number).toBe(numbers[0]! + index));
};

describe('invoices: one gap-free sequence, a PDF each, the receipt e-mailed', () => {
  it('numbers charges made in parallel once each, in one sequence without gaps', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => registerUser(ctx.app, 'employer')));
    await Promise.all(buyers.map((buyer) => buyWithTestCard(ctx.app, buyer.token, 'basic', 9900)));
    const numbers = await allNumbers();
    expect(numbers.length).toBeGreaterThanOrEqual(6);
    expectGapFree(numbers);
  });

  it('lists the buyer’s invoices with their numbers, and downloads the PDF for the owner and an operator only', async () => {
    const buyer = await registerUser(ctx.app, 'employer');
    await buyWithTestCard(ctx.app, buyer.token, 'boosted', 29900);
    const list = await injectAs(ctx.app, buyer).get('/api/payments/invoices');
    expect(list.statusCode).toBe(200);
    const [invoice] = list.json();
    expect(invoice).toMatchObject({
      description: 'Boosted Job Post',
      amount: 29900,
      status: 'paid',
      number: expect.stringMatching(/^CB-\d{6}$/),
    });
    const history = await injectAs(ctx.app, buyer).get(`/api/employer/billing-history/${buyer.user.id}`);
    expect(history.json()[0].number).toBe(invoice.number);

    const pdf = await injectAs(ctx.app, buyer).get(`/api/payments/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('$299.00');
    expect(text).toContain('Boosted Job Post');

    const stranger = await registerUser(ctx.app, 'employer');
    expect((await injectAs(ctx.app, stranger).get(`/api/payments/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, null).get(`/api/payments/invoices/${invoice.id}/pdf`)).statusCode).toBe(401);
    expect((await injectAs(ctx.app, buyer).get('/api/payments/invoices/not-an-id/pdf')).statusCode).toBe(400);
    const operator = await signInOperator(ctx);
    expect((await injectAs(ctx.app, operator).get(`/api/payments/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
    // Another user's list holds none of it.
    expect((await injectAs(ctx.app, stranger).get('/api/payments/invoices')).json()).toEqual([]);
  });

  it('e-mails a Spanish buyer the receipt in Spanish with the PDF attached; user text in the PDF stays text', async () => {
    const buyer = await registerUser(ctx.app, 'employer');
    await ctx.database.db.update(users).set({ language: 'es', timeZone: 'America/Los_Angeles' }).where(eq(users.id, buyer.user.id));
    await buyWithTestCard(ctx.app, buyer.token, 'basic', 9900);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, buyer.user.email), eq(emailOutbox.kind, 'invoice_charge')));
    const [invoice] = (await injectAs(ctx.app, buyer).get('/api/payments/invoices')).json();
    expect(mail!.subject).toBe(`Su recibo de CrewBridge ${invoice.number}`);
    expect(mail!.body).toContain('Recibimos $99.00 por Publicación de empleo básica');
    expect(mail!.body).toContain('/employer-dashboard?tab=billing');
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf', encoding: 'base64' });
    const attached = Buffer.from(attachment!.content, 'base64');
    expect(attached.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(attached)).toContain(`Factura ${invoice.number}`);

    expect(await pdfText(attached)).toContain('Concepto: Publicación de empleo básica');

    // A company name with PDF syntax in it is drawn as text, the document still valid.
    await ctx.database.db.update(invoices).set({ description: 'Basic (Job) Post \\ ) >> endobj %%EOF' }).where(eq(invoices.id, invoice.id));
    const pdf = await injectAs(ctx.app, buyer).get(`/api/payments/invoices/${invoice.id}/pdf`);
    expect(await pdfText(pdf.rawPayload)).toContain('Basic (Job) Post \\ ) >> endobj %%EOF');
  });

  it('names the invoice a credit note credits, in its PDF and its e-mail, in English and in Spanish', async () => {
    const operator = await signInOperator(ctx);
    for (const language of ['en', 'es'] as const) {
      const buyer = await registerUser(ctx.app, 'employer');
      await ctx.database.db.update(users).set({ language }).where(eq(users.id, buyer.user.id));
      await buyWithTestCard(ctx.app, buyer.token, 'basic', 9900);
      const [invoice] = (await injectAs(ctx.app, buyer).get('/api/payments/invoices')).json();
      const refund = await injectAs(ctx.app, operator).post(`/api/admin/payments/${invoice.id}/refund`, {
        reason: 'Posted twice',
        amount: 4000,
      });
      expect(refund.statusCode).toBeLessThan(300);
      const list = (await injectAs(ctx.app, buyer).get('/api/payments/invoices')).json() as {
        id: string;
        number: string;
        status: string;
      }[];
      const note = list.find((row) => row.status === 'refunded')!;
      const pdf = await pdfText((await injectAs(ctx.app, buyer).get(`/api/payments/invoices/${note.id}/pdf`)).rawPayload);
      const [mail] = await ctx.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toEmail, buyer.user.email), eq(emailOutbox.kind, 'invoice_refund')));
      const attached = await pdfText(Buffer.from(mail!.attachments[0]!.content, 'base64'));
      if (language === 'en') {
        expect(pdf).toContain(`Credit note ${note.number} for invoice ${invoice.number}`);
        expect(pdf).toContain('Item: Refund - Basic Job Post');
        expect(mail!.body).toContain(`Credit note ${note.number} for invoice ${invoice.number} is attached`);
      } else {
        expect(pdf).toContain(`Nota de crédito ${note.number} de la factura ${invoice.number}`);
        expect(pdf).toContain('Concepto: Reembolso - Publicación de empleo básica');
        expect(mail!.body).toContain(`La nota de crédito ${note.number} de la factura ${invoice.number} va adjunta`);
        expect(mail!.body).toContain('por Reembolso - Publicación de empleo básica');
      }
      expect(attached).toContain(invoice.number);
      // The invoice itself names no other.
      const charged = await pdfText((await injectAs(ctx.app, buyer).get(`/api/payments/invoices/${invoice.id}/pdf`)).rawPayload);
      expect(charged).not.toContain(note.number);
    }
  });
});
