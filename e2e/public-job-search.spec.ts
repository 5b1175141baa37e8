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
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

async function postJob(title: string, location = 'Dallas, TX') {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  return api<{ id: string }>('POST', '/api/jobs', session.token, {
    title,
    description: 'Set steel on a data center shell.',
    industry: 'construction',
    location,
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

  it('on a phone in Spanish: place and pay in sight, the count, miles on compact cards, a wider radius and an alert for nothing found', async () => {
    const word = `Andamiero${Date.now().toString(36)}`;
    const posted = [];
    for (const n of [1, 2, 3]) posted.push(await postJob(`${word} ${n}`));
    const { context, page } = await newPage({ locale: 'es-MX' });
    const search = `/jobs?q=${word}&location=${encodeURIComponent('Fort Worth, TX')}`;
    const response = await page.goto(`${search}&radiusMiles=50`);
    // The server's HTML holds the count the page shows, so nothing moves when the script takes over.
    expect(await response!.text()).toContain('3 empleos');
    const status = page.getByTestId('job-count');
    expect(await status.textContent()).toBe('3 empleos');

    // Keyword, place and minimum pay without opening the filters; the language beside the menu, not in it.
    for (const label of ['Buscar empleos', 'Ubicación', 'Pago mínimo ($)'])
      expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
    expect(await page.getByLabel('Industria', { exact: true }).isVisible()).toBe(false);
    const language = page.locator('header').getByRole('group', { name: 'Idioma' }).first();
    expect(await language.isVisible()).toBe(true);
    expect(await language.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');

    // Every card says how far it is; three fit in one phone screen.
    const cards = page.getByRole('list', { name: 'Resultados de empleos' }).getByTestId('job-card');
    expect(await cards.count()).toBe(3);
    for (const text of await cards.allTextContents()) expect(text).toMatch(/\(3\d mi\)/);
    const first = (await cards.nth(0).boundingBox())!;
    const third = (await cards.nth(2).boundingBox())!;
    expect(third.y + third.height - first.y).toBeLessThanOrEqual(812);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    // A job's similar jobs start with the nearest (the demo data's and ours in Dallas too), each with its miles.
    await page.goto(`/jobs/${posted[0]!.id}`);
    const similar = page.getByRole('region', { name: 'Empleos similares' }).getByRole('listitem');
    expect(await similar.first().textContent()).toMatch(/ · Dallas, TX \(0 mi\)$/);

    // Nothing within 10 miles: the next radius, then the next, finds them (31 mi away).
    await page.goto(`${search}&radiusMiles=10`);
    await page.getByText('Ningún empleo coincide con sus filtros').waitFor();
    expect(await status.textContent()).toBe('0 empleos');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ampliar el radio a 25 millas' }).click();
    await page.waitForURL((url) => url.searchParams.get('radiusMiles') === '25');
    await page.getByRole('button', { name: 'Ampliar el radio a 50 millas' }).click();
    await page.waitForURL((url) => url.searchParams.get('radiusMiles') === '50');
    await cards.nth(2).waitFor();
    expect(await status.textContent()).toBe('3 empleos');

    // "Alert me" with no account: sign up as a worker, come back to the search, and the alert is kept.
    await page.goto(`${search}&radiusMiles=10&minPay=90&payUnit=hour`);
    await page.getByRole('button', { name: 'Avisarme' }).click();
    const signUp = page.getByRole('dialog');
    await signUp.getByText('Registrándose como Trabajador').waitFor();
    const email = uniqueEmail('job-alert');
    await signUp.getByLabel('Correo electrónico').fill(email);
    await signUp.getByLabel('Contraseña').fill('a-good-password');
    await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
    await toast(page, 'Alerta activada').waitFor();
    expect(new URL(page.url()).pathname).toBe('/jobs');
    expect(new URL(page.url()).searchParams.get('alert')).toBeNull();
    const session = await signInByApi(email, 'a-good-password');
    const alerts = await api<Array<{ name: string; frequency: string; filters: Record<string, unknown> }>>(
      'GET',
      '/api/saved-searches',
      session.token,
    );
    expect(alerts).toEqual([
      expect.objectContaining({
        name: `${word}, Fort Worth, TX`,
        frequency: 'daily',
        filters: expect.objectContaining({ q: word, location: 'Fort Worth, TX', radiusMiles: 10, minPay: 90, payUnit: 'hour' }),
      }),
    ]);
    await context.close();
  });
});
