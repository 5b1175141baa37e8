import { describe, expect, it } from 'vitest';
import { createCompleteWorker, loginAsWorker, newPage, toast, useBrowser } from './fixtures';

useBrowser();

describe('worker job search', () => {
  it('searches and filters jobs, applies to one, then saves and unsaves it', async () => {
    // An electrician in energy, like the job the test searches for and applies to.
    const worker = await createCompleteWorker({
      primaryTrade: 'electrician',
      availability: 'immediate',
      preferredIndustries: ['energy'],
      bio: 'Journeyman electrician, substations and industrial controls.',
      skills: ['NEC code'],
    });
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);

    await page.getByRole('heading', { name: /Available Jobs/ }).waitFor();
    await page.getByTestId('job-card').first().waitFor();

    await page.getByLabel('Search jobs').fill('electrician');
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Industry').selectOption('energy');
    const card = page.getByTestId('job-card').filter({ hasText: 'Substation Electrician' });
    await card.waitFor();
    await expect.poll(() => page.getByTestId('job-card').filter({ hasText: 'Concrete Finisher' }).count()).toBe(0);

    await page.getByLabel('Location', { exact: true }).fill('Houston, TX');
    await page.getByLabel('Within').selectOption('250');
    await page.getByLabel('Sort by').selectOption('newest');
    await page.getByTestId('job-card').first().waitFor();

    await page.getByLabel('Location', { exact: true }).fill('');
    await card.waitFor();
    await card.getByRole('button', { name: 'Apply Now' }).click();
    await toast(page, 'Application submitted!').waitFor();
    await card.getByRole('button', { name: 'Applied' }).waitFor();
    expect(await card.getByRole('button', { name: 'Applied' }).isDisabled()).toBe(true);

    await page.goto('/worker-dashboard?tab=applications');
    const application = page.getByTestId('application-card').filter({ hasText: 'Substation Electrician' });
    await application.getByText('Pending', { exact: true }).waitFor();
    await page.goto('/worker-dashboard?tab=jobs');
    await page.getByLabel('Search jobs').fill('electrician');
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Industry').selectOption('energy');
    await card.getByRole('button', { name: 'Applied' }).waitFor();

    await card.getByRole('button', { name: 'Save Job' }).click();
    await toast(page, 'Job Saved').waitFor();
    await card.getByRole('button', { name: 'Saved' }).waitFor();

    await page.goto('/worker-dashboard?tab=saved');
    await page.getByRole('heading', { name: /Saved Jobs/ }).waitFor();
    await page
      .getByRole('heading', { name: /Saved Jobs/ })
      .getByText('(1)')
      .waitFor();
    const saved = page.getByTestId('job-card').filter({ hasText: 'Substation Electrician' });
    await saved.getByRole('button', { name: 'Saved' }).click();
    await toast(page, 'Job Unsaved').waitFor();
    await page.getByText('No saved jobs yet').waitFor();
    await page.getByRole('button', { name: 'Browse Jobs' }).click();
    await page.waitForURL('**/worker-dashboard?tab=jobs');
    await page.getByRole('heading', { name: /Available Jobs/ }).waitFor();
    await context.close();
  });
});
