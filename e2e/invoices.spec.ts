import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createReadyEmployer,
  loginAsEmployer,
  loginAsOperator,
  newPage,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('invoices and refunds (issue 54)', () => {
  it('an operator refunds part of a purchase; the Spanish employer downloads the invoice and the credit note, at 375 px', async () => {
    const employer = await createReadyEmployer();
    const { token } = await signInByApi(employer.email, employer.password);
    await api('PATCH', '/api/auth/me', token, { language: 'es' });
    await buyWithTestCard(token, 'basic');

    // The operator: the dialog says what is left, refuses more than the charge, then refunds $25.50.
    const console = await newPage();
    await loginAsOperator(console.page);
    await console.page.getByRole('tab', { name: 'Payments' }).click();
    await console.page.getByLabel('Search by e-mail, company or item').fill(employer.email);
    const refundButton = console.page.getByRole('button', { name: `Refund Basic Job Post for ${employer.email}` });
    await refundButton.click();
    const dialog = console.page.getByRole('dialog');
    await dialog.getByText('Left to refund: $99.00 of $99.00 paid. Leave empty to refund all that is left.').waitFor();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('One post was not needed');
    await dialog.getByLabel('Amount to refund (US dollars)').fill('120');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await console.page.getByText('Refund larger than the charge').first().waitFor();
    await dialog.getByLabel('Amount to refund (US dollars)').fill('25.50');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await toast(console.page, 'Refund recorded').waitFor();
    await console.page.getByText('Confirmed', { exact: true }).waitFor();
    await console.page.getByText(/Refunded so far: \$25\.50; left: \$73\.50\./).waitFor();
    // Something is left, so it can still be refunded; the invoice's PDF downloads here too.
    await refundButton.waitFor();
    const [invoicePdf] = await Promise.all([
      console.page.waitForEvent('download'),
      console.page.getByRole('button', { name: /^Download PDF of CB-\d{6}$/ }).click(),
    ]);
    expect(invoicePdf.suggestedFilename()).toMatch(/^CB-\d{6}\.pdf$/);
    expect(await scrollWidth(console.page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(console.page)).toEqual([]);
    await console.context.close();

    // The employer, in Spanish on a phone: the invoice and the credit note, each with its number and its PDF.
    const { context, page } = await newPage({ locale: 'es' });
    await loginAsEmployer(page, employer.email, employer.password, 'es');
    await page.goto('/employer-dashboard?tab=billing');
    await page.getByRole('heading', { name: 'Historial de facturación' }).waitFor();
    const invoiceLine = page.getByText(/^Factura CB-\d{6} · /);
    const creditLine = page.getByText(/^Nota de crédito CB-\d{6} · /);
    await invoiceLine.waitFor();
    await creditLine.waitFor();
    await page.getByText('-$25.50', { exact: true }).waitFor();
    const creditNumber = /CB-\d{6}/.exec((await creditLine.textContent()) ?? '')![0];
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Descargar el PDF de ${creditNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${creditNumber}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
