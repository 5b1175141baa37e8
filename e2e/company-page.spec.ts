import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createCompleteWorker,
  createReadyEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  signInByApi,
  useBrowser,
} from './fixtures';

useBrowser();

async function expectAccessible(page: Page, where: string) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(375);
}

/**
 * A verified employer with two open jobs and a closed one whose hired worker and the employer have both reviewed the
 * hire (so it is shown at once): 5, 4, 5, 4 from the worker, 4.5 on the headline.
 */
async function reviewedEmployer() {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  await buyWithTestCard(session.token, 'basic');
  const suffix = Date.now().toString(36);
  const post = (title: string) =>
    api<{ id: string; title: string }>('POST', '/api/jobs', session.token, {
      title,
      industry: 'energy',
      description: `Build and maintain overhead distribution lines (${title}).`,
      location: 'Denver, CO',
      jobType: 'full-time',
    });
  const hiredJob = await post(`Lineman ${suffix}`);
  const openJob = await post(`Groundman ${suffix}`);
  const worker = await createCompleteWorker();
  const application = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId: hiredJob.id });
  await api('PATCH', `/api/applications/${application.id}/status`, session.token, { status: 'accepted' });
  await api('PATCH', `/api/jobs/${hiredJob.id}/status`, session.token, { isActive: false });
  await api('POST', '/api/reviews', worker.token, {
    applicationId: application.id,
    ratings: { paidAsPromised: 5, siteSafety: 4, postMatchedWork: 5, wouldWorkAgain: 4 },
    text: 'Pagaron cada viernes y la obra estaba en orden.',
  });
  await api('POST', '/api/reviews', session.token, {
    applicationId: application.id,
    ratings: { skill: 5, reliability: 5, safety: 4, wouldHireAgain: true },
    text: 'On time every day.',
  });
  return { employerId: session.user.id, openJob, suffix };
}

describe('company page and ratings on job cards (issue 52)', () => {
  it('a visitor in Spanish at 375 px sees the rating on a job card, opens the company page and reads its reviews', async () => {
    const { employerId, openJob, suffix } = await reviewedEmployer();
    const { context, page } = await newPage({ locale: 'es', touch: true });

    // The public search: the card says the company's rating, linked to its page.
    await page.goto(`/jobs?q=${encodeURIComponent(`Groundman ${suffix}`)}&lang=es`);
    const card = page.getByTestId('job-card').filter({ hasText: openJob.title });
    const rating = card.getByRole('link', { name: '4.5 · 1 reseña de contrataciones' });
    await rating.waitFor();
    await expectAccessible(page, 'job search: the card with its rating');

    // The company page, from the card's rating.
    await rating.click();
    await page.waitForURL(`**/companies/${employerId}`);
    await page.getByRole('heading', { level: 1, name: 'Ridgeline Utilities' }).waitFor();
    await page.getByTestId('company-rating').getByText('4.5 · 1 reseña de contrataciones').waitFor();
    await page.getByTestId('company-jobs').getByRole('link', { name: openJob.title }).waitFor();
    const points = page.getByTestId('employer-rating-points');
    for (const [point, value] of [
      ['Pagó lo prometido', '5.0 de 5'],
      ['Seguridad en la obra', '4.0 de 5'],
      ['El anuncio coincidió con el trabajo', '5.0 de 5'],
      ['Volvería a trabajar ahí', '4.0 de 5'],
    ]) {
      await points.locator('div').filter({ hasText: point }).getByText(value).waitFor();
    }
    const review = page.getByTestId('employer-review');
    await review.getByText('Pagaron cada viernes y la obra estaba en orden.').waitFor();
    // Reporting needs an account: a visitor sees no Report.
    expect(await review.getByRole('button', { name: 'Denunciar reseña' }).count()).toBe(0);
    await expectAccessible(page, 'company page');

    // The job page: the company's name and its rating open the company page.
    await page.goto(`/jobs/${openJob.id}?lang=es`);
    await page.getByTestId('employer-rating').getByText('4.5 · 1 reseña de contrataciones').waitFor();
    await page.getByTestId('company-link').click();
    await page.waitForURL(`**/companies/${employerId}`);
    await page.getByRole('heading', { level: 1, name: 'Ridgeline Utilities' }).waitFor();
    await context.close();

    // A signed-in worker may report a review from the company page.
    const worker = await createCompleteWorker();
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
    const signedIn = await newPage({ locale: 'es' });
    await loginAsWorker(signedIn.page, worker.email, worker.password, 'es');
    // His own search (best match) shows the rating on the card and in the job's details.
    await signedIn.page.getByRole('list', { name: 'Resultados de empleos' }).waitFor();
    await signedIn.page.getByLabel('Buscar empleos').fill(`Groundman ${suffix}`);
    const ownCard = signedIn.page.getByTestId('job-card').filter({ hasText: openJob.title });
    await ownCard.getByRole('link', { name: '4.5 · 1 reseña de contrataciones' }).waitFor();
    await ownCard.getByRole('link', { name: openJob.title }).click();
    await signedIn.page.getByRole('dialog').getByRole('link', { name: '4.5 · 1 reseña de contrataciones' }).waitFor();
    await expectAccessible(signedIn.page, 'worker dashboard: the job details');
    await signedIn.page.goto(`/companies/${employerId}`);
    await signedIn.page.getByTestId('employer-review').getByRole('button', { name: 'Denunciar reseña' }).waitFor();
    await expectAccessible(signedIn.page, 'company page, signed in');
    await signedIn.context.close();
  });

  it('is written by the server in the reader’s language and taken over by the script as it is', async () => {
    const { employerId } = await reviewedEmployer();
    const { context, page } = await newPage({ locale: 'es-MX' });
    await page.addInitScript(() => {
      const replaced: string[] = [];
      (window as unknown as { replaced: string[] }).replaced = replaced;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) if (node instanceof Element) replaced.push(node.outerHTML.slice(0, 80));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`/companies/${employerId}`);
    const html = await response!.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('id="rendered-state"');
    expect(html).toContain('4.5 · 1 reseña de contrataciones');
    await page.getByRole('heading', { level: 1, name: 'Ridgeline Utilities' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { replaced: string[] }).replaced)).toEqual([]);

    // An id that names no company: the page says so, kept out of indexes.
    const unknownPath = '/companies/00000000-0000-4000-8000-000000000000';
    const unknown = await page.request.get(unknownPath);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<meta name="robots" content="noindex" />');
    await page.goto(unknownPath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
