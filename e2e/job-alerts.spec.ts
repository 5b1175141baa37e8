import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createCompleteWorker, loginAsEmployer, loginAsWorker, newPage, toast, useBrowser } from './fixtures';

useBrowser();

describe('job alerts and notification settings', () => {
  it('saves the current search with its filters, then renames, pauses and deletes it', async () => {
    const worker = await createCompleteWorker();
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    // A job alert's "See the full search" link opens the tab with its filters.
    await page.goto('/worker-dashboard?tab=jobs&q=welder&industry=oilgas&minPay=40000');
    await expect.poll(() => page.getByLabel('Search jobs').inputValue()).toBe('welder');

    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Oil and gas welding');
    await dialog.getByLabel('Email me').selectOption('instant');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Search saved').waitFor();

    const saved = await api<Array<{ name: string; frequency: string; filters: Record<string, unknown> }>>(
      'GET',
      '/api/saved-searches',
      worker.token,
    );
    expect(saved).toMatchObject([
      { name: 'Oil and gas welding', frequency: 'instant', filters: { q: 'welder', industry: 'oilgas', minPay: 40000 } },
    ]);

    await page.getByRole('button', { name: 'Saved searches (1)' }).click();
    const item = page.getByRole('listitem', { name: 'Oil and gas welding' });
    await item.getByRole('button', { name: 'Pause' }).click();
    await item.getByText('Paused').waitFor();
    await item.getByRole('button', { name: 'Rename' }).click();
    await item.getByLabel('Name').fill('Gulf welding');
    await item.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('listitem', { name: 'Gulf welding' });
    await renamed.getByRole('button', { name: 'Resume' }).waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await renamed.waitFor({ state: 'detached' });
    expect(await api('GET', '/api/saved-searches', worker.token)).toEqual([]);
    await context.close();
  });

  it('lets an employer switch new applications to a daily digest from the profile tab', async () => {
    const { context, page } = await newPage();
    await loginAsEmployer(page);
    await page.goto('/employer-dashboard?tab=profile');
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await page.getByLabel('Send').selectOption('daily');
    await toast(page, 'Notification settings saved').waitFor();
    await toggleAndSave(page, 'New messages');
    await page.reload();
    await expect.poll(() => page.getByLabel('Send').inputValue()).toBe('daily');
    expect(await page.getByLabel('New messages').isChecked()).toBe(false);
    // Back to the defaults for the other journeys that use the demo employer.
    await toggleAndSave(page, 'New messages');
    await page.getByLabel('Send').selectOption('instant');
    await toast(page, 'Notification settings saved').waitFor();
    await context.close();
  });
});

/**
 * The checkbox follows the server's answer a moment after the click (optimistic update), so
 * Playwright's check()/uncheck(), which read the state right after the click, race it.
 */
async function toggleAndSave(page: Page, label: string) {
  const checkbox = page.getByLabel(label);
  const wasChecked = await checkbox.isChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/notification-preferences') && response.request().method() === 'PUT',
  );
  await checkbox.click();
  expect((await saved).ok()).toBe(true);
  await expect.poll(() => checkbox.isChecked()).toBe(!wasChecked);
}
