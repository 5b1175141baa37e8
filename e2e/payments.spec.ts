import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsEmployer, loginAsWorker, newPage, useBrowser } from './fixtures';

useBrowser();

async function payWithTestCard(page: Page, cardNumber: string, amount: string) {
  await page.getByText('Test mode - no real charge').waitFor();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

type JobPostUsage = { jobPostsUsed: number; jobPostsLimit: number | null };

/** Reads the signed-in employer's post allowance the way the dashboard does, with its stored token. */
function readJobPostUsage(page: Page): Promise<JobPostUsage> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const user = JSON.parse(localStorage.getItem('userData') ?? 'null') as { id: string };
    const response = await fetch(`/api/employer/subscription/${user.id}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`subscription -> ${response.status}`);
    return (await response.json()) as JobPostUsage;
  });
}

function hasPostLeft(usage: JobPostUsage) {
  return usage.jobPostsLimit === null || usage.jobPostsUsed < usage.jobPostsLimit;
}

async function openJobsTab(page: Page) {
  await page.goto('/employer-dashboard?tab=jobs');
  await page.getByRole('heading', { name: /^Your Job Postings/ }).waitFor();
  await page.getByTestId('employer-job').first().waitFor();
}

describe('pricing', () => {
  it('shows both tabs, the annual prices and sends plans to the right place', async () => {
    const { context, page } = await newPage();
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
    const { context, page } = await newPage();
    await page.goto('/checkout?plan=basic&name=Basic%20Job%20Post&amount=99');
    await page.getByText('Please sign in to complete your purchase').waitFor();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('sends a checkout without an amount back to pricing', async () => {
    const { context, page } = await newPage();
    await page.goto('/checkout?plan=basic&amount=0');
    await page.waitForURL('**/pricing');
    await context.close();
  });

  it('shows and charges the catalogue price whatever amount and name the URL carries', async () => {
    const { context, page } = await newPage();
    await loginAsWorker(page);
    await page.goto('/checkout?plan=resume-service&name=Free%20Stuff&amount=1');
    await page.getByLabel('Total $49').waitFor();
    await page.getByText('Resume Enhancement').waitFor();
    expect(await page.getByText('Free Stuff').count()).toBe(0);
    // The pay button appears only once the server accepted the intent: it refuses any amount but the catalogue's.
    await page.getByRole('button', { name: 'Pay $49' }).waitFor();
    expect(page.url()).toContain('/checkout');
    await context.close();
  });
});

describe('buying in test mode', () => {
  it('lets the demo employer buy a Basic Job Post, see it in billing history and post a job with it', async () => {
    const { context, page } = await newPage();
    await loginAsEmployer(page);

    // The seeded jobs use the free post; other specs must not change that, but stay relative to the API.
    await openJobsTab(page);
    const before = await readJobPostUsage(page);
    expect(before.jobPostsLimit).not.toBeNull();
    expect(hasPostLeft(before)).toBe(false);
    await page.getByText('You have no job posts left on your plan.').waitFor();
    expect(await page.getByRole('button', { name: 'Post New Job' }).isDisabled()).toBe(true);

    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Post a Job' }).click();
    await page.waitForURL('**/checkout?**');
    await page.getByText('Basic Job Post').first().waitFor();

    await payWithTestCard(page, '4000 0000 0000 0002', '$99');
    await page.getByText('Your card was declined.', { exact: true }).first().waitFor();

    // Typed as a phone keyboard gives them: digits only, grouped and slashed by the form.
    await page.getByLabel('Card number').fill('');
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
    expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/34');
    await page.getByRole('button', { name: 'Pay $99' }).click();
    await page.waitForURL('**/payment-success?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/employer-dashboard');

    await page.goto('/employer-dashboard?tab=billing');
    await page.getByRole('heading', { name: 'Billing history' }).waitFor();
    await page.getByText('Basic Job Post', { exact: true }).last().waitFor();
    await page.getByText('paid', { exact: true }).first().waitFor();
    await page.getByText('Visa •••• 4242').waitFor();

    await openJobsTab(page);
    const afterPurchase = await readJobPostUsage(page);
    expect(afterPurchase.jobPostsLimit).toBe((before.jobPostsLimit ?? 0) + 1);
    expect(afterPurchase.jobPostsUsed).toBe(before.jobPostsUsed);
    await page.getByRole('button', { name: 'Post New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post New Job' });
    await dialog.getByLabel('Job title *').fill('Relay Test Technician');
    await dialog.getByLabel('Industry *').selectOption('energy');
    await dialog.getByLabel('Job type *').selectOption('contract');
    await dialog.getByLabel('Job description *').fill('Install and test protective relays at a new 230 kV substation.');
    await dialog.getByLabel('Location *').fill('Denver, CO');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await page.getByText('Job posted!', { exact: true }).first().waitFor();
    await page.getByTestId('employer-job').filter({ hasText: 'Relay Test Technician' }).getByText('Active', { exact: true }).waitFor();

    // The one bought post is spent: posting is locked again.
    const afterPosting = await readJobPostUsage(page);
    expect(afterPosting.jobPostsUsed).toBe(before.jobPostsUsed + 1);
    expect(hasPostLeft(afterPosting)).toBe(false);
    await page.getByText('You have no job posts left on your plan.').waitFor();
    expect(await page.getByRole('button', { name: 'Post New Job' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('lets a worker buy Resume Enhancement and see it in purchase history', async () => {
    const { context, page } = await newPage();
    await loginAsWorker(page);
    await page.goto('/worker-dashboard?tab=services');
    await page.getByRole('link', { name: 'Get Resume Enhancement' }).click();
    await page.waitForURL('**/checkout?**');

    await page.getByRole('tab', { name: 'PayPal' }).click();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page
      .getByText('PayPal payments are temporarily unavailable. Please use card payment instead.', { exact: true })
      .first()
      .waitFor();
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
