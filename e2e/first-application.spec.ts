import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createReadyEmployer, newPage, seriousViolations, signInByApi, toast, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

// Issue 35, then issue 55 point 2: from the landing page to a submitted application, on a phone, in Spanish,
// with no resume file. Only trade, years, phone and location are asked before applying; the rest after.
const MAX_TAPS = 15;
const MAX_TYPED_FIELDS = 4;

/**
 * Every tap and every field the worker fills goes through these, so the journey's cost is counted. A choice
 * from a list (a native select) is two taps: open the picker, pick. A sign-up field is a typed field, counted
 * apart too: the phone sign-up (issue 55 point 1) changes those.
 */
function interactionCounter(page: Page) {
  const counts = { taps: 0, typedFields: 0, signUpFields: 0 };
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
    typeSignUp: async (field: Locator, text: string) => {
      counts.typedFields += 1;
      counts.signUpFields += 1;
      await field.fill(text);
    },
    choose: async (select: Locator, value: string) => {
      counts.taps += 2;
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

describe('first application (issues 35 and 55)', () => {
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
    await worker.typeSignUp(signUp.getByLabel('Correo electrónico'), uniqueEmail('first-application'));
    await worker.typeSignUp(signUp.getByLabel('Contraseña'), 'a-good-password');
    await worker.expectFits('sign-up');
    await worker.tap(signUp.getByRole('button', { name: 'Crear cuenta' }));

    // The profile, told which job it is for and only what an employer needs to decide.
    await page.waitForURL('**/worker-dashboard**');
    await page
      .getByText(`Complete esto para postularse a ${title}: Oficio principal, Años de experiencia, Número de teléfono, Ubicación`)
      .waitFor();
    await worker.expectFits('profile');
    expect(await seriousViolations(page), 'profile before applying').toEqual([]);
    await worker.type(page.getByLabel('Número de teléfono'), '(555) 555-0135');
    await worker.type(page.getByLabel('Ubicación'), 'hous');
    await worker.tap(page.getByRole('option', { name: 'Houston, TX' }));
    await worker.choose(page.getByLabel('Oficio principal'), 'welder');
    await worker.choose(page.getByLabel('Años de experiencia'), '6');
    await worker.expectFits('profile filled');

    // Saved on its own (2 s after the last edit), the profile goes back to the job, its apply form open.
    await page.waitForURL((url) => url.pathname.startsWith('/jobs/'));
    const applyDialog = page.getByRole('dialog');
    await applyDialog.getByRole('heading', { name: title }).waitFor();
    await worker.expectFits('apply dialog');
    await worker.tap(applyDialog.getByRole('button', { name: 'Postularse' }));
    await toast(page, '¡Solicitud enviada!').waitFor();
    await applyDialog.getByRole('button', { name: 'Solicitud enviada' }).waitFor();

    const { taps, typedFields, signUpFields } = worker.counts;
    console.log(
      `first application (issue 55): ${taps} taps, ${typedFields} typed fields of which ${signUpFields} are the e-mail sign-up's ` +
        `(screens: ${worker.screens.join(', ')})`,
    );
    expect(taps, 'taps from the landing page to a submitted application').toBeLessThanOrEqual(MAX_TAPS);
    // E-mail and password cannot fit in 4 with the search, phone and location: the bound holds from the
    // signed-up worker's first screen; the phone sign-up (issue 55 point 1) takes the phone once for both.
    expect(typedFields - signUpFields, 'typed fields besides the e-mail sign-up').toBeLessThanOrEqual(MAX_TYPED_FIELDS);

    // After applying: the rest of the profile is asked for, never blocking.
    await worker.tap(applyDialog.getByRole('button', { name: 'Cerrar' }));
    await applyDialog.waitFor({ state: 'hidden' });
    await worker.tap(page.getByRole('button', { name: 'Abrir menú' }));
    await worker.tap(page.getByRole('link', { name: 'Panel' }));
    await page.waitForURL('**/worker-dashboard**');
    const finish = page.getByRole('region', { name: 'Termine su perfil' });
    await finish
      .getByText(
        'Los empleadores ven más cuando llena esto: Autorización de trabajo, Disponibilidad, Industrias preferidas, Presentación profesional, Currículum',
        { exact: false },
      )
      .waitFor();
    const finishButton = finish.getByRole('button', { name: 'Terminar perfil' });
    expect((await finishButton.boundingBox())!.height, 'finish profile tap target').toBeGreaterThanOrEqual(44);
    await worker.tap(page.getByRole('tab', { name: /^Solicitudes/ }));
    await page.getByRole('tabpanel').getByText(title).first().waitFor();
    await worker.expectFits('applications');
    expect(await seriousViolations(page), 'dashboard after applying').toEqual([]);

    // Work authorization may be left unsaid.
    await worker.tap(finishButton);
    await worker.choose(page.getByLabel('Autorización de trabajo'), 'undisclosed');
    expect(await page.getByLabel('Autorización de trabajo').locator('option:checked').textContent()).toBe('Prefiero no decirlo');
    await worker.expectFits('finish profile');

    await context.close();
  });
});
