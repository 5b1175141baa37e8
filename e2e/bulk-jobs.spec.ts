import { describe, expect, it } from 'vitest';
import { createReadyEmployer, loginAsEmployer, newPage, toast, useBrowser } from './fixtures';

useBrowser();

describe('posting jobs from a labor estimate', () => {
  it('turns the selected worker types of an estimate into one job each', async () => {
    const employer = await createReadyEmployer();
    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);

    // Each worker type uses one job post; a new employer has only one free post, so buy 4 more.
    await page.goto('/checkout?plan=subscription&name=Subscription%20Bundle&amount=999');
    await page.getByText('Test mode - no real charge').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $999' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await page.goto('/employer-dashboard?tab=estimator');
    await page.getByLabel('Industry').selectOption('energy');
    await page.getByLabel('Project size').selectOption('large');
    await page.getByLabel('Project location').fill('Denv');
    await page.getByRole('listbox').getByRole('option', { name: 'Denver, CO' }).click();
    await page.getByLabel('Timeline').selectOption('5-12');
    await page.getByRole('button', { name: 'Calculate Estimate' }).click();
    await page.getByRole('button', { name: 'Post Jobs from Estimate' }).click();

    await page.waitForURL(/\/employer-dashboard\?tab=jobs/);
    const dialog = page.getByRole('dialog', { name: 'Post Jobs from Your Estimate' });
    const checkboxes = dialog.getByRole('checkbox');
    // The hand-off is an in-app navigation from the estimator tab, not a page load.
    await checkboxes
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {
        throw new Error('The bulk dialog did not open after "Post Jobs from Estimate" navigated to ?tab=jobs&action=create');
      });
    const typeCount = await checkboxes.count();
    expect(typeCount).toBeGreaterThanOrEqual(3);

    // Every worker type starts selected; with none left the dialog refuses to post.
    for (let index = 0; index < typeCount; index += 1) await checkboxes.nth(index).uncheck();
    await dialog.getByRole('button', { name: 'Post 0 Jobs' }).click();
    await toast(page, 'No Worker Types Selected').waitFor();

    const chosen: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      await checkboxes.nth(index).check();
      chosen.push((await dialog.locator('label').nth(index).locator('span').first().innerText()).trim());
    }
    await dialog.getByRole('button', { name: 'Post 3 Jobs' }).click();
    await toast(page, 'Jobs Posted Successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const list = page.getByRole('list', { name: 'Your jobs' });
    for (const role of chosen) await list.getByRole('heading', { name: role, exact: true }).waitFor();
    // One card per job; each card also holds its own small list of stats.
    expect(await list.locator(':scope > li').count()).toBe(3);
    expect(await page.evaluate(() => sessionStorage.getItem('laborEstimateData'))).toBeNull();
    await context.close();
  });
});
