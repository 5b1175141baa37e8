import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launchBrowser, loginAsWorker, newPage, SAMPLE_PDF, uniqueEmail } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo worker's profile is not complete (the jobs tab would be locked), so the journey uses a new worker. */
async function createCompleteWorker() {
  const email = uniqueEmail('job-seeker');
  const password = 'a-good-password';
  const { token, user } = await api<{ token: string; user: { id: string } }>('POST', '/api/auth/register', undefined, {
    email,
    password,
    userType: 'worker',
    firstName: 'Casey',
  });
  await api('PUT', `/api/users/${user.id}`, token, { phone: '555-010-4040', location: 'Houston, TX' });
  const { uploadURL } = await api<{ uploadURL: string }>('GET', '/api/upload-url?fileType=resume', token);
  const target = new URL(uploadURL, baseUrl());
  const { objectPath } = await api<{ objectPath: string }>('PUT', `${target.pathname}${target.search}`, undefined, SAMPLE_PDF, 'application/pdf');
  await api('PUT', `/api/worker-profile/${user.id}`, token, {
    primaryTrade: 'electrician',
    yearsExperience: '6',
    visaStatus: 'citizen',
    availability: 'immediate',
    preferredIndustries: ['energy'],
    bio: 'Journeyman electrician, substations and industrial controls.',
    skills: ['NEC code'],
    resumeUrl: objectPath,
  });
  return { email, password };
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

describe('worker job search', () => {
  it('searches and filters jobs, applies to one, then saves and unsaves it', async () => {
    const worker = await createCompleteWorker();
    const { context, page } = await newPage(browser);
    await loginAsWorker(page, worker.email, worker.password);

    await page.getByRole('heading', { name: /Available Jobs/ }).waitFor();
    await page.getByTestId('job-card').first().waitFor();

    await page.getByLabel('Search jobs').fill('electrician');
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
    await page.getByLabel('Industry').selectOption('energy');
    await card.getByRole('button', { name: 'Applied' }).waitFor();

    await card.getByRole('button', { name: 'Save Job' }).click();
    await toast(page, 'Job Saved').waitFor();
    await card.getByRole('button', { name: 'Saved' }).waitFor();

    await page.goto('/worker-dashboard?tab=saved');
    await page.getByRole('heading', { name: /Saved Jobs/ }).waitFor();
    await page.getByRole('heading', { name: /Saved Jobs/ }).getByText('(1)').waitFor();
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
