import { describe, expect, it } from 'vitest';
import { api, createCompleteWorker, createReadyEmployer, loginAsWorker, newPage, signInByApi, useBrowser } from './fixtures';

useBrowser();

describe('job search empty states', () => {
  it('names an unknown town, says the filters match nothing and clears them', async () => {
    const worker = await createCompleteWorker();
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    const results = page.getByRole('list', { name: 'Job results' });
    await results.getByRole('listitem').first().waitFor();

    // On a phone the filters fold away behind one button.
    expect(await page.getByLabel('Location').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Location').fill('Nowhereville');
    await page
      .getByText('We don\'t recognise "Nowhereville" as a city, so we looked for it in job locations and ignored the distance.')
      .waitFor();
    await page.getByText('No jobs match your filters').waitFor();
    expect(await page.getByText('No Jobs Available').count()).toBe(0);

    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await results.getByRole('listitem').first().waitFor();
    expect(await page.getByLabel('Location').inputValue()).toBe('');
    expect(await page.getByText('No jobs match your filters').count()).toBe(0);
    await context.close();
  });
});

describe('search in Spanish, from any town, by the hour (issue 34)', () => {
  it('a Spanish-speaking welder on a phone finds an English posting by "soldador" near a ZIP, with pay per hour', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const title = `Pipe Welder ${Date.now().toString(36)}`;
    await api('POST', '/api/jobs', session.token, {
      title,
      description: 'Butt welds on carbon steel lines at a Gulf Coast refinery.',
      industry: 'oilgas',
      location: 'Pasadena, TX',
      jobType: 'contract',
      payUnit: 'hour',
      salaryMin: 38,
      salaryMax: 45,
    });
    const worker = await createCompleteWorker();
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });

    // The account's saved language turns the dashboard Spanish once signed in.
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.getByRole('list', { name: 'Resultados de empleos' }).waitFor();
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();

    // Every US town is suggested as it is typed (the server's list, most populous first).
    const location = page.getByLabel('Ubicación');
    await location.fill('Pasaden');
    await page.getByRole('option', { name: 'Pasadena, TX' }).waitFor();
    // A ZIP in Houston finds the Pasadena job, 13 miles away.
    await location.fill('77002');
    await page.getByLabel('Buscar empleos').fill('soldador');
    const card = page.getByRole('list', { name: 'Resultados de empleos' }).getByRole('listitem').filter({ hasText: title });
    await card.waitFor();
    await card.getByText(/Coincide con: .*\bwelder\b/).waitFor();
    await card.getByText('$38-45/h').waitFor();
    await context.close();
  });
});
