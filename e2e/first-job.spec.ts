import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  signInByApi,
  useBrowser,
} from './fixtures';

useBrowser();

/** A new employer (its one free post) and a job of theirs titled with `token`, posted through the API. */
async function postJob(token: string) {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  const job = await api<{ id: string; title: string }>('POST', '/api/jobs', session.token, {
    title: `Pipe Welder ${token}`,
    description: 'Butt welds on carbon steel lines at a Gulf Coast refinery.',
    industry: 'oilgas',
    location: 'Houston, TX',
    jobType: 'contract',
  });
  return { employer, session, job };
}

const uniqueToken = () => `zx${Date.now().toString(36)}`;

async function searchFor(page: Page, words: string) {
  await page.getByLabel('Search jobs', { exact: true }).fill(words);
}

/** Marks the page; the mark survives only if the page is never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const isSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

describe("a tradesperson's first job, from a phone (issue 35)", () => {
  it('a worker taps "Message employer" on a job they never applied to, writes first, and the employer reads it', async () => {
    const token = uniqueToken();
    const { employer, job } = await postJob(token);
    const worker = await createCompleteWorker({ firstName: 'Riley', lastName: `First${token}` });

    const phone = await newPage({ width: 375 });
    await loginAsWorker(phone.page, worker.email, worker.password);
    await searchFor(phone.page, token);
    const results = phone.page.getByRole('list', { name: 'Job results' });
    await results.getByRole('link', { name: job.title }).click();
    const details = phone.page.getByRole('dialog', { name: job.title });
    await details.getByRole('button', { name: /^Message employer/ }).click();
    await phone.page.waitForURL(/tab=messages&conversation=/);
    const composer = phone.page.getByLabel('Message', { exact: true });
    await composer.fill('Hello, is the welder job still open? I can start Monday.');
    await composer.press('Enter');
    await phone.page.getByRole('list', { name: 'Messages' }).getByText('I can start Monday.', { exact: false }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The public page offers the same to a signed-in worker, and opens the same thread.
    const threadUrl = phone.page.url();
    await phone.page.goto(`/jobs/${job.id}`);
    const messageEmployer = phone.page.getByRole('button', { name: /^Message employer/ });
    await messageEmployer.waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await messageEmployer.click();
    await phone.page.waitForURL(/tab=messages&conversation=/);
    expect(new URL(phone.page.url()).searchParams.get('conversation')).toBe(new URL(threadUrl).searchParams.get('conversation'));
    await phone.context.close();

    const office = await newPage({ width: 1280 });
    await loginAsEmployer(office.page, employer.email, employer.password);
    await office.page.goto('/employer-dashboard?tab=messages');
    await office.page.getByRole('button', { name: new RegExp(worker.name) }).click();
    await office.page.getByRole('list', { name: 'Messages' }).getByText('Hello, is the welder job still open?', { exact: false }).waitFor();
    await office.context.close();
  });

  it('a search repeated after a matching job was posted lists it, without reloading the page', async () => {
    const token = uniqueToken();
    const worker = await createCompleteWorker();
    const { context, page } = await newPage({ width: 375 });
    await loginAsWorker(page, worker.email, worker.password);
    await page.getByRole('list', { name: 'Job results' }).waitFor();
    await markPage(page);

    await searchFor(page, token);
    await page.getByText('No jobs match your filters').waitFor();
    const { job } = await postJob(token);

    // The same words again: Search asks the server again (the button, or Enter / a phone keyboard's Search key).
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Job results' }).getByRole('link', { name: job.title }).waitFor();
    expect(await isSamePage(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('a saved job that closed explains why in its details and leads back to the job search', async () => {
    const token = uniqueToken();
    const { session, job } = await postJob(token);
    const worker = await createCompleteWorker();
    await api('POST', '/api/saved-jobs', worker.token, { jobId: job.id });
    await api('PATCH', `/api/jobs/${job.id}/status`, session.token, { isActive: false });

    const { context, page } = await newPage({ width: 375 });
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto('/worker-dashboard?tab=saved');
    await page.getByRole('link', { name: job.title }).click();
    const details = page.getByRole('dialog', { name: job.title });
    await details.getByText('Job not found').waitFor();
    await details.getByText('This job may have been filled or closed').waitFor();
    expect(await details.getByRole('button', { name: /Apply/ }).count()).toBe(0);
    await details.getByRole('link', { name: 'Search open jobs' }).click();
    await page.waitForURL(/tab=jobs/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('list', { name: 'Job results' }).waitFor();

    // The public page of the closed job says the same, and a signed-in worker's link is their own search.
    // The service worker answers the browser's navigations from its cache, so the status is read off the server.
    expect((await fetch(new URL(`/jobs/${job.id}`, baseUrl()))).status).toBe(410);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('heading', { level: 1, name: 'This job is no longer available' }).waitFor();
    // The server writes the signed-out link; the app makes it the worker's own once it has read the session.
    await expect.poll(() => page.getByRole('link', { name: 'Search open jobs' }).getAttribute('href')).toBe('/worker-dashboard?tab=jobs');
    await context.close();
  });
});
