import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
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

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function expectAccessible(page: Page, where: string) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await scrollWidth(page), where).toBeLessThanOrEqual(375);
}

/** Visible controls inside `root` smaller than 44x44 px (a radio drawn by its label counts by its label). */
function smallTargets(page: Page, root: string) {
  return page.evaluate((root) => {
    const small: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      `${root} :is(button, input:not([type=hidden]), textarea, label:has(input))`,
    )) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < 43.5 || box.height < 43.5) small.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return small;
  }, root);
}

/** A verified employer with two open jobs (a bought post beside the free one), and a worker hired on the first, whose job is then closed: the hire is due for review. */
async function dueHire() {
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
  // His account speaks Spanish: once signed in, the account's language wins over the browser's.
  await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
  const application = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId: hiredJob.id });
  await api('PATCH', `/api/applications/${application.id}/status`, session.token, { status: 'accepted' });
  await api('PATCH', `/api/jobs/${hiredJob.id}/status`, session.token, { isActive: false });
  return { employer, worker, hiredJob, openJob };
}

describe('reviews after a hire (issue 52)', () => {
  it('a worker in Spanish rates the employer, the employer rates the worker, both see both, the employer responds and the job page shows the average, at 375 px', async () => {
    const { employer, worker, hiredJob, openJob } = await dueHire();

    // The worker, on a Spanish touch phone, rates the employer from his hired application's card.
    const workerSide = await newPage({ locale: 'es', touch: true });
    await loginAsWorker(workerSide.page, worker.email, worker.password, 'es');
    await workerSide.page.goto('/worker-dashboard?tab=applications');
    const application = workerSide.page.getByTestId('application-card').filter({ hasText: hiredJob.title });
    await application.getByRole('button', { name: 'Calificar a este empleador' }).click();
    const rateEmployer = workerSide.page.getByRole('dialog', { name: 'Calificar a Ridgeline Utilities' });
    await rateEmployer.getByRole('button', { name: 'Enviar reseña' }).click();
    // Nothing chosen: each point says so, in Spanish.
    expect(await rateEmployer.getByRole('alert').count()).toBe(4);
    const ratings: Array<[string, string]> = [
      ['Pagó lo prometido', '5 de 5'],
      ['Seguridad en la obra', '4 de 5'],
      ['El anuncio coincidió con el trabajo', '5 de 5'],
      ['Volvería a trabajar ahí', '4 de 5'],
    ];
    for (const [point, value] of ratings) await rateEmployer.getByRole('group', { name: point }).getByLabel(value).check({ force: true });
    await rateEmployer.getByLabel('Tu reseña (opcional)').fill('Pagaron cada viernes y la obra estaba en orden.');
    await rateEmployer.getByText('47 de 2,000 caracteres').waitFor();
    expect(await smallTargets(workerSide.page, '[role=dialog]')).toEqual([]);
    await expectAccessible(workerSide.page, 'worker: rating dialog');
    await rateEmployer.getByRole('button', { name: 'Enviar reseña' }).click();
    await toast(workerSide.page, 'Reseña guardada').waitFor();
    await application.getByText('Tu reseña', { exact: true }).waitFor();
    await application.getByText('El empleador verá tu reseña cuando ambos hayan escrito la suya', { exact: false }).waitFor();
    await application.getByRole('button', { name: 'Editar tu reseña de Ridgeline Utilities' }).waitFor();
    await expectAccessible(workerSide.page, 'worker: his review on the card');

    // The employer rates the worker from the hired candidate's card.
    const employerSide = await newPage();
    await loginAsEmployer(employerSide.page, employer.email, employer.password);
    await employerSide.page.goto('/employer-dashboard?tab=candidates');
    const candidate = employerSide.page.getByTestId('candidate-card').filter({ hasText: worker.name });
    await candidate.getByRole('button', { name: 'Rate this worker' }).click();
    const rateWorker = employerSide.page.getByRole('dialog', { name: `Rate ${worker.name}` });
    for (const [point, value] of [
      ['Skill', '5 of 5'],
      ['Reliability', '5 of 5'],
      ['Safety', '4 of 5'],
    ])
      await rateWorker.getByRole('group', { name: point }).getByLabel(value).check({ force: true });
    await rateWorker.getByRole('group', { name: 'Would hire again' }).getByLabel('Yes').check({ force: true });
    await rateWorker.getByLabel('Your review (optional)').fill('On time every day, clean welds.');
    await rateWorker.getByRole('button', { name: 'Submit review' }).click();
    await toast(employerSide.page, 'Review saved').waitFor();
    await candidate.getByText('Your review', { exact: true }).waitFor();
    await candidate.getByText('On time every day, clean welds.').waitFor();
    await expectAccessible(employerSide.page, 'employer: his review on the candidate card');

    // Both have written: the worker sees the employer's review of him beside his application.
    await workerSide.page.reload();
    await workerSide.page.locator('#root[data-prerendered], #root[data-rendered]').waitFor({ state: 'detached' });
    const received = workerSide.page.getByTestId('application-card').filter({ hasText: hiredJob.title }).getByTestId('received-review');
    await received.getByText('Reseña de Ridgeline Utilities sobre ti').waitFor();
    await received.getByText('On time every day, clean welds.').waitFor();
    await received.getByText('Sí', { exact: true }).waitFor();
    await expectAccessible(workerSide.page, 'worker: the review of him');

    // The employer reads the worker's review on the company's job page and answers it publicly, once.
    await employerSide.page.goto(`/jobs/${openJob.id}`);
    const employerReview = employerSide.page.getByTestId('employer-review').filter({ hasText: 'Pagaron cada viernes' });
    await employerReview.getByRole('button', { name: 'Report review' }).waitFor();
    await employerReview.getByRole('button', { name: 'Respond publicly' }).click();
    const respond = employerSide.page.getByRole('dialog', { name: 'Respond publicly' });
    await respond.getByLabel('Your response').fill('Thank you, glad to have you on the crew.');
    await respond.getByRole('button', { name: 'Post response' }).click();
    await toast(employerSide.page, 'Response posted').waitFor();
    await employerReview.getByText('Thank you, glad to have you on the crew.').waitFor();
    await employerReview.getByRole('button', { name: 'Respond publicly' }).waitFor({ state: 'detached' });
    await expectAccessible(employerSide.page, 'employer: the review of his company answered');

    // Anyone, in Spanish at 375 px, sees the average, the review and the response on the job page.
    const visitor = await newPage({ locale: 'es' });
    await visitor.page.goto(`/jobs/${openJob.id}?lang=es`);
    await visitor.page.getByTestId('employer-reviews-summary').getByText('4.5 · 1 reseña de contrataciones').waitFor();
    const publicReview = visitor.page.getByTestId('employer-review');
    await publicReview.getByText('Pagaron cada viernes y la obra estaba en orden.').waitFor();
    await publicReview.getByText('Respuesta de la empresa').waitFor();
    await publicReview.getByText('Thank you, glad to have you on the crew.').waitFor();
    expect(await publicReview.getByRole('button', { name: 'Responder públicamente' }).count()).toBe(0);
    await expectAccessible(visitor.page, 'visitor: the company reviews');

    await Promise.all([workerSide.context.close(), employerSide.context.close(), visitor.context.close()]);
  });
});
