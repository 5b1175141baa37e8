import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, seriousViolations, toast, uniqueEmail, useBrowser, verificationLink } from './fixtures';

useBrowser();

const BANNER = 'Confirm your e-mail to get job alerts and updates.';

async function signUp(userType: 'Worker' | 'Employer') {
  const { context, page } = await newPage();
  await page.goto('/?signup=true');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`I'm an? ${userType}`) }).click();
  await dialog.getByLabel('First name (optional)').fill('Avery');
  const email = uniqueEmail(`verify-${userType.toLowerCase()}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('a-good-password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`**/${userType.toLowerCase()}-dashboard`);
  return { context, page, email };
}

/** Nothing wider than the phone, no serious axe-core finding. */
async function expectPhoneScreen(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('e-mail verification', () => {
  it('a new worker opens the e-mailed link, confirms, and the dashboard banner is gone', async () => {
    const { context, page, email } = await signUp('Worker');
    await page.getByText(BANNER).waitFor();
    await expectPhoneScreen(page, 'dashboard with the banner');

    const link = await verificationLink(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    await expectPhoneScreen(page, 'verify page');
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await page.getByRole('status').getByText('Your e-mail is confirmed. Job alerts and updates will now reach you.').waitFor();

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL('**/worker-dashboard');
    await page.getByRole('heading', { name: 'Welcome, Avery!' }).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await page
      .getByRole('alert')
      .getByText('This confirmation link is invalid, has expired or was already used. Sign in and send yourself a new one.')
      .waitFor();
    await context.close();
  });

  it('a new employer resends the link from the banner and dismisses it for the session', async () => {
    const { context, page } = await signUp('Employer');
    const banner = page.getByRole('region', { name: BANNER });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Resend' }).click();
    await toast(page, 'We sent a new confirmation link to your e-mail.').waitFor();

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Ready to find great talent?' }).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);
    await context.close();
  });

  it('shows the link page in Spanish to a Spanish-speaking browser', async () => {
    const { context, page } = await newPage({ locale: 'es-MX' });
    await page.goto('/verify-email');
    await page.getByRole('heading', { name: 'Confirme su correo' }).waitFor();
    await page.getByText('A este enlace le falta su código. Abra de nuevo el enlace del correo.').waitFor();
    await context.close();
  });
});
