import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

/** A new worker of its own, so the one free trial is this test's to start. */
async function signUpWorker(page: Page) {
  await page.goto('/');
  const response = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('resume'), password: 'a-good-password', userType: 'worker', firstName: 'Casey', lastName: 'Nguyen' },
  });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('userData', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}

describe('resume service', () => {
  it('lets a worker start a trial, generate a resume for a job and download the PDF', async () => {
    const { context, page } = await newPage();
    await signUpWorker(page);
    await page.goto('/resumeservice');
    await page.getByRole('heading', { name: 'Resume Service' }).waitFor();

    await page.getByRole('button', { name: 'Generate Resume' }).click();
    await page.getByText('Missing Information', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Choose a Plan' }).click();
    const plans = page.getByRole('dialog', { name: 'Choose Your Resume Plan' });
    await plans.getByText('15 resumes per month').waitFor();
    await plans.getByRole('button', { name: 'Choose the Free Trial plan' }).click();
    await page.getByText('Free Trial Started', { exact: true }).first().waitFor();
    await page.getByText('0 of 2 resumes used').waitFor();

    const jobSelect = page.getByLabel('Job', { exact: true });
    await expect.poll(() => jobSelect.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await jobSelect.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Generate Resume' }).click();
    await page.getByText('Resume Generated!', { exact: true }).first().waitFor();

    const preview = page.getByRole('dialog');
    await preview.getByRole('heading', { name: 'Casey Nguyen' }).waitFor();
    await page.getByText('1 of 2 resumes used').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await preview.getByRole('button', { name: 'Close' }).first().click();
    await page
      .getByRole('button', { name: /^Preview / })
      .first()
      .waitFor();

    // The same English screen can write the resume in Spanish.
    await page.getByLabel('Resume language').selectOption('es');
    await jobSelect.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Generate Resume' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Resumen profesional' }).waitFor();
    await page.getByText('2 of 2 resumes used').waitFor();
    await context.close();
  });
});
