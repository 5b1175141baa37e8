import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  calculateEstimate,
  createCompleteWorker,
  createReadyEmployer,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  type Session,
  signInByApi,
  toast,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

async function saveTestCard(page: Page, cardNumber: string) {
  await page.getByRole('heading', { name: 'Add Payment Method' }).waitFor();
  await page.getByText('Test mode - no real charge').waitFor();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save Card' }).click();
}

const paymentMethod = (page: Page, label: string) => page.locator('li', { hasText: label });

describe('employer billing', () => {
  it('says what one Basic Job Post bought: a one-time purchase with its end date, nothing to cancel', async () => {
    const employer = await createReadyEmployer();
    const { token } = await signInByApi(employer.email, employer.password);
    await buyWithTestCard(token, 'basic');

    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=billing');
    await page.getByRole('heading', { name: 'Current Plan' }).waitFor();
    await page.getByText('One-time purchase', { exact: true }).waitFor();
    await page.getByText(/^1 job post, valid until \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    expect(await page.getByText('Monthly billing', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    // The journeys run in test mode, where the demo upgrade is offered.
    await page.getByRole('button', { name: 'Upgrade to Boosted (demo)' }).waitFor();
    await context.close();
  });

  it('lists a pay-per-hire fee as void once its hire is undone, on a phone', async () => {
    const employer = await createReadyEmployer();
    const { token, user } = await signInByApi(employer.email, employer.password);
    await api('PATCH', `/api/employer-profile/${user.id}`, token, { payPerHireEnabled: true });
    const title = `Journeyman Lineman, Overhead Distribution and Storm Restoration ${Date.now().toString(36)}`;
    const job = await api<{ id: string }>('POST', '/api/jobs', token, {
      title,
      description: 'Overhead distribution work.',
      industry: 'energy',
      location: 'Denver, CO',
      jobType: 'full-time',
      salaryMin: 80000,
      salaryMax: 95000,
    });
    const worker = await createCompleteWorker();
    const application = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId: job.id });
    await api('PATCH', `/api/applications/${application.id}/status`, token, { status: 'accepted' });
    await api('PATCH', `/api/applications/${application.id}/status`, token, { status: 'interview' });

    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=billing');
    const invoice = page.locator('li', { hasText: `Pay-Per-Hire Success Fee - ${title}` });
    await invoice.getByText('void', { exact: true }).waitFor();
    await invoice.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Never charged: the amount is struck through, in the list and in the invoice's details.
    const amount = invoice.getByText('$1,900', { exact: true });
    expect(await amount.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
    expect(await seriousViolations(page)).toEqual([]);
    await invoice.getByRole('button', { name: /^View / }).click();
    const details = page.getByRole('dialog', { name: 'Invoice details' });
    await details.getByText('void', { exact: true }).waitFor();
    expect(await details.getByText('$1,900', { exact: true }).evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
      'line-through',
    );
    await context.close();
  });

  it('adds cards through /checkout?plan=update-payment, makes one default and removes one', async () => {
    const employer = await createReadyEmployer();
    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=billing');
    await page.getByText('No payment methods saved').waitFor();

    await page.getByRole('link', { name: 'Add Payment Method' }).click();
    await page.waitForURL('**/checkout?plan=update-payment');
    await saveTestCard(page, '4000 0000 0000 0002');
    await toast(page, 'Your card was declined.').waitFor();
    expect(page.url()).toContain('/checkout?plan=update-payment');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await page.waitForURL('**/employer-dashboard?tab=billing');
    await toast(page, 'Visa ending in 4242 was added.').waitFor();
    await paymentMethod(page, 'Visa •••• 4242').getByText('Default', { exact: true }).waitFor();
    await paymentMethod(page, 'Visa •••• 4242').getByText('Expires 12/2034').waitFor();

    await page.getByRole('link', { name: 'Add Payment Method' }).click();
    await saveTestCard(page, '5555 5555 5555 4444');
    await page.waitForURL('**/employer-dashboard?tab=billing');
    const mastercard = paymentMethod(page, 'Mastercard •••• 4444');
    await mastercard.waitFor();
    expect(await mastercard.getByText('Default', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Make default: Mastercard ending in 4444' }).click();
    await toast(page, 'Default payment method updated').waitFor();
    await mastercard.getByText('Default', { exact: true }).waitFor();
    expect(await paymentMethod(page, 'Visa •••• 4242').getByText('Default', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    await toast(page, 'Payment method removed').waitFor();
    await paymentMethod(page, 'Visa •••• 4242').waitFor({ state: 'detached' });
    await mastercard.getByText('Default', { exact: true }).waitFor();
    await context.close();
  });
});

describe('worker billing', () => {
  it('cancels a monthly resume plan with the same confirm step', async () => {
    const email = uniqueEmail('worker-plan');
    const { token } = await api<Session>('POST', '/api/auth/register', undefined, {
      email,
      password: 'a-good-password',
      userType: 'worker',
    });
    await buyWithTestCard(token, 'standard');
    const { context, page } = await newPage();
    await loginAsWorker(page, email, 'a-good-password');
    await page.goto('/worker-dashboard?tab=billing');
    await page.getByText('Standard Resume Plan', { exact: true }).first().waitFor();
    await page.getByText('Monthly billing', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await toast(page, 'Subscription cancelled').waitFor();
    await page.getByText(/^Cancelled - access until /).waitFor();
    await page.getByText('No billing scheduled').waitFor();
    await context.close();
  });

  it('shows a refunded resume plan as its own line and the plan ended, in English and in Spanish, on a phone', async () => {
    const email = uniqueEmail('worker-refund');
    const password = 'a-good-password';
    const { token } = await api<Session>('POST', '/api/auth/register', undefined, { email, password, userType: 'worker' });
    await buyWithTestCard(token, 'standard');
    const [purchase] = await api<{ id: string }[]>('GET', '/api/payments/purchases', token);
    const operator = await signInByApi(DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    await api('POST', `/api/admin/payments/${purchase!.id}/refund`, operator.token, { reason: 'Bought by mistake' });

    const { context, page } = await newPage();
    await loginAsWorker(page, email, password);
    await page.goto('/worker-dashboard?tab=billing');
    // The purchase history's lines (billing history lists the same money as an invoice and a credit note).
    // Each line once: the renewal sweep once charged a refunded plan again when it ran between the refund and this
    // page (a second "Standard Resume Plan" purchase, CI on 2026-11-30; renewal.test.ts holds the rule).
    const refundLine = page
      .locator('li', { hasText: 'Refund - Standard Resume Plan' })
      .filter({ has: page.getByText(/^Refunded \d{1,2}\/\d{1,2}\/\d{4}$/) })
      .filter({ has: page.getByText('-$14.99', { exact: true }) });
    const boughtLine = page
      .locator('li', { hasText: /^Standard Resume Plan/ })
      .filter({ hasText: /Purchased \d/ })
      .filter({ has: page.getByText('$14.99', { exact: true }) });
    for (const line of [refundLine, boughtLine]) {
      await line.first().waitFor();
      await expect.poll(() => line.count()).toBe(1);
    }
    await page.getByText(/^Invoice CB-\d{6} · /).waitFor();
    await page.getByText(/^Credit note CB-\d{6} · /).waitFor();
    await page.getByText('Free Plan', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();

    await api('PATCH', '/api/auth/me', token, { language: 'es' });
    // A phone set to English: signing in applies the account's Spanish.
    const spanish = await newPage({ locale: 'en-US' });
    await loginAsWorker(spanish.page, email, password);
    await spanish.page.goto('/worker-dashboard?tab=billing');
    const reembolso = spanish.page
      .locator('li', { hasText: 'Reembolso - Plan de currículums Estándar' })
      .filter({ hasText: /Reembolsado el \d/ });
    await reembolso.getByText(/^Reembolsado el \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    await reembolso.getByText('-$14.99', { exact: true }).waitFor();
    await spanish.page.getByText('Plan gratuito', { exact: true }).waitFor();
    await spanish.context.close();
  });

  it('adds a card through /checkout?plan=add-payment and lists it', async () => {
    const email = uniqueEmail('worker-card');
    await api('POST', '/api/auth/register', undefined, { email, password: 'a-good-password', userType: 'worker' });
    const { context, page } = await newPage();
    await loginAsWorker(page, email, 'a-good-password');
    await page.goto('/worker-dashboard?tab=billing');
    await page.getByRole('link', { name: 'Add Payment Method' }).click();
    await page.waitForURL('**/checkout?plan=add-payment');
    await saveTestCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/worker-dashboard?tab=billing');
    await paymentMethod(page, 'Visa •••• 4242').getByText('Default', { exact: true }).waitFor();
    await context.close();
  });
});

describe('posting without a post left', () => {
  it('offers to buy a post instead of opening the job form from Post This Job', async () => {
    const employer = await createReadyEmployer();
    const { token } = await signInByApi(employer.email, employer.password);
    // The free post is used by this job, so nothing is left.
    await api('POST', '/api/jobs', token, {
      title: 'Line Worker',
      description: 'Overhead distribution work.',
      industry: 'energy',
      location: 'Denver, CO',
      jobType: 'full-time',
    });

    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    const estimator = await calculateEstimate(page, {
      industry: 'energy',
      phase: 'construction',
      size: 'medium',
      timeline: '5-12',
      location: 'Denver, CO',
      complexity: 'basic',
    });
    await estimator.getByRole('button', { name: 'Post This Job' }).click();

    await page.waitForURL(/\/employer-dashboard\?tab=jobs/);
    const prompt = page.getByRole('dialog', { name: 'No job posts left' });
    await prompt.waitFor();
    expect(await page.getByRole('dialog', { name: 'Post New Job' }).count()).toBe(0);
    expect(await prompt.getByRole('link', { name: 'Buy a Job Post' }).getAttribute('href')).toBe(
      '/checkout?plan=basic&name=Basic+Job+Post&amount=99',
    );
    expect(await prompt.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/pricing');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('pricing copy', () => {
  it('lists the Subscription Bundle allowance once', async () => {
    const { context, page } = await newPage();
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Subscription Bundle' }).waitFor();
    expect(await page.getByText('Up to 4 job posts per month', { exact: true }).count()).toBe(1);
    await context.close();
  });
});
