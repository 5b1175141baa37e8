import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createReadyEmployer, newPage, seriousViolations, signInByApi, toast, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

// Issue 35: from the landing page to a submitted application, on a phone, in Spanish, with no resume file.
const MAX_INTERACTIONS = 30;

/** Every tap and every field the worker fills goes through these, so the journey's cost is counted. */
function interactionCounter(page: Page) {
  const counts = { taps: 0, typedFields: 0 };
  const screens: string[] = [];
  return {
    counts,
    tap: async (target: Locator) => {
      counts.taps += 1;
      await target.click();
    },
    type: async (field: Locator, text: string) => {
      counts.typedFields += 1;
      await field.fill(text);
    },
    choose: async (select: Locator, value: string) => {
      counts.typedFields += 1;
      await select.selectOption(value);
    },
    /** Nothing on this screen scrolls sideways at 375 px. */
    expectFits: async (where: string) => {
      screens.push(where);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), where).toBeLessThanOrEqual(375);
    },
    screens,
  };
}

describe('first application (issue 35)', () => {
  it('a new worker on a 375 px phone in Spanish, with no file, goes from the landing page to a submitted application', async () => {
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

    const { context, page } = await newPage({ width: 375, locale: 'es-MX', touch: true });
    const worker = interactionCounter(page);

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await worker.expectFits('landing');
    await worker.tap(page.getByRole('link', { name: 'Buscar empleo' }).first());

    await page.waitForURL('**/jobs');
    await page.getByRole('heading', { level: 1, name: 'Buscar trabajo' }).waitFor();
    await worker.type(page.getByLabel('Buscar empleos'), 'soldador');
    await page.waitForURL('**/jobs?q=soldador');
    const card = page.getByRole('list', { name: 'Resultados de empleos' }).getByRole('listitem').filter({ hasText: title });
    await card.waitFor();
    await worker.expectFits('job search');
    expect(await seriousViolations(page), 'job search').toEqual([]);
    await worker.tap(card.getByRole('link', { name: title }));

    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await worker.expectFits('job page');
    await worker.tap(page.getByRole('button', { name: 'Regístrese para postularse' }));

    const signUp = page.getByRole('dialog');
    await signUp.getByText('Registrándose como Trabajador').waitFor();
    await worker.type(signUp.getByLabel('Correo electrónico'), uniqueEmail('first-application'));
    await worker.type(signUp.getByLabel('Contraseña'), 'a-good-password');
    await worker.expectFits('sign-up');
    await worker.tap(signUp.getByRole('button', { name: 'Crear cuenta' }));

    // The profile, told which job it is for and what is missing.
    await page.waitForURL('**/worker-dashboard**');
    await page.getByText(`Complete esto para postularse a ${title}:`, { exact: false }).waitFor();
    await worker.expectFits('profile');
    await worker.type(page.getByLabel('Número de teléfono'), '(555) 555-0135');
    await worker.type(page.getByLabel('Ubicación'), 'hous');
    await worker.tap(page.getByRole('option', { name: 'Houston, TX' }));
    await worker.type(page.getByLabel('Presentación profesional'), 'Soldador de tubería con seis años en refinerías.');
    await worker.choose(page.getByLabel('Oficio principal'), 'welder');
    await worker.choose(page.getByLabel('Años de experiencia'), '6');
    await worker.choose(page.getByLabel('Autorización de trabajo'), 'citizen');
    await worker.choose(page.getByLabel('Disponibilidad'), 'immediate');
    await worker.tap(page.getByLabel('Energía y servicios públicos'));
    await worker.expectFits('profile filled');
    await worker.tap(page.getByRole('button', { name: 'Crear mi currículum con mi perfil' }));
    await toast(page, 'Currículum creado').waitFor();

    // A complete profile goes back to the job, its apply form open.
    await page.waitForURL((url) => url.pathname.startsWith('/jobs/'));
    const applyDialog = page.getByRole('dialog');
    await applyDialog.getByRole('heading', { name: title }).waitFor();
    await worker.expectFits('apply dialog');
    await worker.tap(applyDialog.getByRole('button', { name: 'Postularse' }));
    await toast(page, '¡Solicitud enviada!').waitFor();
    await applyDialog.getByRole('button', { name: 'Solicitud enviada' }).waitFor();
    await worker.tap(applyDialog.getByRole('button', { name: 'Cerrar' }));
    await applyDialog.waitFor({ state: 'hidden' });

    // The application is in the worker's applications.
    await worker.tap(page.getByRole('button', { name: 'Abrir menú' }));
    await worker.tap(page.getByRole('link', { name: 'Panel' }));
    await page.waitForURL('**/worker-dashboard**');
    await worker.tap(page.getByRole('tab', { name: /^Solicitudes/ }));
    await page.getByRole('tabpanel').getByText(title).first().waitFor();
    await worker.expectFits('applications');

    const { taps, typedFields } = worker.counts;
    console.log(
      `first application: ${taps} taps + ${typedFields} typed fields = ${taps + typedFields} (screens: ${worker.screens.join(', ')})`,
    );
    expect(taps + typedFields).toBeLessThanOrEqual(MAX_INTERACTIONS);
    await context.close();
  });
});
