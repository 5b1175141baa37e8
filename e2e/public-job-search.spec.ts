import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

async function postJob(title: string) {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  return api<{ id: string }>('POST', '/api/jobs', session.token, {
    title,
    description: 'Set steel on a data center shell.',
    industry: 'construction',
    location: 'Dallas, TX',
    jobType: 'full-time',
    payUnit: 'hour',
    salaryMin: 30,
    salaryMax: 36,
  });
}

describe('public job search (/jobs)', () => {
  it('is written with its first results and canonical address, then searches as typed, in the address too', async () => {
    const title = `Ironworker ${Date.now().toString(36)}`;
    await postJob(title);
    const { context, page } = await newPage();
    const response = await page.goto('/jobs?q=ironworker');
    const html = await response!.text();
    expect(html).toContain(`>${title}</a>`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/jobs\?q=ironworker" \/>/);

    const results = page.getByRole('list', { name: 'Job results' });
    await results.getByRole('link', { name: title }).waitFor();
    expect(await page.getByLabel('Search jobs').inputValue()).toBe('ironworker');
    // Visitors sort by newest or pay: best match needs a worker's profile.
    await page.getByRole('button', { name: 'Show filters' }).click();
    const sorts = await page.getByLabel('Sort by').locator('option').allTextContents();
    expect(sorts).toEqual(['Newest', 'Highest pay']);
    await page.getByLabel('Sort by').selectOption('pay');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'pay' && url.searchParams.get('q') === 'ironworker');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets a worker with a complete profile apply straight from it, and shows an employer no Apply', async () => {
    const title = `Concrete Finisher ${Date.now().toString(36)}`;
    await postJob(title);
    const worker = await createCompleteWorker();
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('list', { name: 'Job results' }).getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByRole('button', { name: 'Apply Now' }).click();
    await toast(page, 'Application submitted!').waitFor();
    await context.close();

    const employerPage = await newPage();
    await loginAsEmployer(employerPage.page);
    await employerPage.page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await employerPage.page.getByRole('list', { name: 'Job results' }).getByRole('link', { name: title }).waitFor();
    expect(await employerPage.page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    await employerPage.context.close();
  });
});
