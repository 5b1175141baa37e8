import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAsEmployer, loginAsWorker, newPage } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function payWithTestCard(page: Page, cardNumber: string, amount: string) {
  await page.getByText('Test mode - no real charge').waitFor();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

describe('pricing', () => {
  it('shows both tabs, the annual prices and sends plans to the right place', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Basic Job Post' }).waitFor();
    await page.getByRole('button', { name: 'Annual' }).click();
    await page.getByText('$8,999').waitFor();
    expect(await page.getByText('$11,988').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact-us');
    await page.getByRole('tab', { name: 'For Workers' }).click();
    expect(await page.getByRole('link', { name: 'Create Free Profile' }).getAttribute('href')).toBe('/?signup=true');
    await context.close();
  });

  it('asks a signed-out visitor to sign in before paying', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/checkout?plan=basic&name=Basic%20Job%20Post&amount=99');
    await page.getByText('Please sign in to complete your purchase').waitFor();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('sends a checkout without an amount back to pricing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/checkout?plan=basic&amount=0');
    await page.waitForURL('**/pricing');
    await context.close();
  });
});

describe('buying in test mode', () => {
  it('lets the demo employer buy a Basic Job Post and see it in billing history', async () => {
    const { context, page } = await newPage(browser);
    await loginAsEmployer(page);
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Post a Job' }).click();
    await page.waitForURL('**/checkout?**');
    await page.getByText('Basic Job Post').first().waitFor();

    await payWithTestCard(page, '4000 0000 0000 0002', '$99');
    await page.getByText('Your card was declined.', { exact: true }).first().waitFor();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $99' }).click();
    await page.waitForURL('**/payment-success?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/employer-dashboard');

    await page.goto('/employer-dashboard?tab=billing');
    await page.getByRole('heading', { name: 'Billing history' }).waitFor();
    await page.getByText('Basic Job Post', { exact: true }).last().waitFor();
    await page.getByText('paid', { exact: true }).first().waitFor();
    await page.getByText('Visa •••• 4242').waitFor();
    await context.close();
  });

  it('lets a worker buy Resume Enhancement and see it in purchase history', async () => {
    const { context, page } = await newPage(browser);
    await loginAsWorker(page);
    await page.goto('/worker-dashboard?tab=services');
    await page.getByRole('link', { name: 'Get Resume Enhancement' }).click();
    await page.waitForURL('**/checkout?**');

    await page.getByRole('tab', { name: 'PayPal' }).click();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByText('PayPal payments are temporarily unavailable. Please use card payment instead.', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Card' }).click();

    await payWithTestCard(page, '4242 4242 4242 4242', '$49');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await page.goto('/worker-dashboard?tab=services');
    await page.getByRole('heading', { name: 'Purchase History' }).waitFor();
    const history = page.locator('li', { hasText: 'Resume Enhancement' });
    await history.first().waitFor();
    expect(await page.getByText('No services purchased yet.').count()).toBe(0);
    await context.close();
  });
});
