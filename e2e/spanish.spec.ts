import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  newPage,
  seriousViolations,
  signIn,
  signInByApi,
  toast,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

// The client's catalogues and the errors one, which lives in core for the API too.
const localesDirs = ['../client/src/locales/', '../core/locales/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

function catalogueTexts(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') texts.set(key, value);
    else if (value && typeof value === 'object') for (const [child, inner] of Object.entries(value)) walk(inner, `${key}.${child}`);
  };
  for (const localesDir of localesDirs) {
    for (const file of readdirSync(path.join(localesDir, language)).filter((name) => name.endsWith('.json'))) {
      walk(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')), file.replace(/\.json$/, ''));
    }
  }
  return texts;
}

/**
 * English UI texts that must not show in Spanish: those whose Spanish differs, not very short,
 * and not also a Spanish text (brand names, "Error", "WhatsApp"). A text with {{placeholders}}
 * is looked for by its longest fixed part.
 */
const englishOnly = (() => {
  const spanish = catalogueTexts('es');
  const spanishValues = [...spanish.values()];
  return (
    [...catalogueTexts('en')]
      // Employers title jobs with trade names ("Pipeline Welder"), shown as written: trade labels
      // on screen cannot be told from those titles.
      // Estimator roles, training categories and program titles read like job titles too ("Pipeline Welder",
      // "Wind Turbine Technician"); every-screen.spec.ts checks them on their own screens.
      .filter(
        ([key]) =>
          !key.startsWith('options.trade.') &&
          // The same trade names as the work-history e-mail writes them (the server reads core's catalogues).
          !key.startsWith('emails.work_history_confirmation.trades.') &&
          !key.startsWith('catalogue.role.') &&
          !key.startsWith('catalogue.trainingCategory.') &&
          !key.startsWith('catalogue.trainingProgram.'),
      )
      .filter(([key, english]) => spanish.get(key) !== english)
      .map(([, english]) =>
        english
          .split(/\{\{[^}]+\}\}/)
          .sort((a, b) => b.length - a.length)[0]!
          .trim(),
      )
      .filter((text) => text.length >= 5 && !spanishValues.some((value) => value.includes(text)))
  );
})();

/**
 * What people type (job posts, messages, names) is shown as written, so a line of the screen only
 * counts when it is an English text exactly, or holds a long English phrase.
 */
async function englishOnScreen(page: Page) {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  return [...new Set(englishOnly)].filter(
    (text) => lines.includes(text) || (text.split(' ').length >= 4 && lines.some((line) => line.includes(text))),
  );
}

/** Spanish page, Spanish texts only, nothing wider than the phone, no serious axe-core finding. */
async function expectSpanishScreen(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe('es');
  expect(await englishOnScreen(page), where).toEqual([]);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), where).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** An account whose saved language is Spanish, as a user who chose it on another phone. */
async function preferSpanish(email: string, password: string) {
  const { token } = await signInByApi(email, password);
  await api('PATCH', '/api/auth/me', token, { language: 'es' });
}

// axe-core on every screen makes these journeys slower than the suite's default allows.
describe('Spanish', () => {
  it('a Spanish-speaking visitor gets the landing page and sign-up in Spanish, and can switch to English and back', async () => {
    const { context, page } = await newPage({ locale: 'es-MX' });
    await page.goto('/');
    await page.getByRole('heading', { name: /Oficios especializados/ }).waitFor();
    await expectSpanishScreen(page, 'landing');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.locator('#mobile-menu');
    const language = menu.getByRole('group', { name: 'Idioma' });
    expect(await language.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    await expectSpanishScreen(page, 'mobile menu');
    await language.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: /Skilled trades/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The choice outlives a reload, whatever the browser prefers.
    await page.reload();
    await page.getByRole('heading', { name: /Skilled trades/ }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: /Oficios especializados/ }).waitFor();

    await page.locator('#mobile-menu').getByRole('button', { name: 'Comenzar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Soy trabajador/ }).click();
    await dialog.getByLabel('Correo electrónico').fill('not-an-address');
    await dialog.getByLabel('Contraseña').fill('short');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    // The form's rules speak Spanish too (core's messages through the errors catalogue).
    await dialog.getByText('Escriba un correo electrónico válido').waitFor();
    await dialog.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await expectSpanishScreen(page, 'sign-up');
    const email = uniqueEmail('nuevo');
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByLabel('Contraseña').fill('a-good-password');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/worker-dashboard**');
    await toast(page, '¡Bienvenido a CrewBridge!').waitFor();
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    await expectSpanishScreen(page, 'new worker profile');

    // The account kept the language it signed up in.
    const session = await api<{ user: { language: string } }>(
      'GET',
      '/api/auth/me',
      await page.evaluate(() => localStorage.getItem('token')),
    );
    expect(session.user.language).toBe('es');
    await context.close();
  }, 120_000);

  it('an employer posts a job and reviews a candidate, and the worker searches, applies and writes, all in Spanish on a phone', async () => {
    const title = `Soldador de tuberías ${Date.now().toString(36)}`;
    const employer = await createReadyEmployer();
    await preferSpanish(employer.email, employer.password);
    const worker = await createCompleteWorker();
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });

    // A phone set to English: signing in applies the account's Spanish.
    const hiring = await newPage({ locale: 'en-US' });
    await loginAsEmployer(hiring.page, employer.email, employer.password);
    await hiring.page.getByRole('group', { name: 'Idioma' }).waitFor();
    await hiring.page.goto('/employer-dashboard?tab=jobs');
    await hiring.page.getByText('Aún no ha publicado empleos').waitFor();
    await expectSpanishScreen(hiring.page, 'employer jobs');
    await hiring.page.getByRole('button', { name: 'Publicar empleo nuevo' }).click();
    const form = hiring.page.getByRole('dialog', { name: 'Publicar empleo nuevo' });
    await form.getByLabel('Puesto *').focus();
    await form.getByLabel('Puesto *').blur();
    await form.getByText('El puesto es obligatorio').waitFor();
    await form.getByLabel('Puesto *').fill(title);
    await form.getByLabel('Industria *').selectOption('oilgas');
    await form.getByLabel('Tipo de empleo *').selectOption('full-time');
    await form.getByLabel('Descripción del empleo *').fill('Soldadura de tubería en línea principal.');
    await form.getByLabel('Ubicación *').fill('Houston, TX');
    // The axe check below runs with the city suggestions open.
    await form.getByRole('listbox').waitFor();
    await expectSpanishScreen(hiring.page, 'post a job');
    await form.getByRole('button', { name: 'Publicar empleo' }).click();
    await toast(hiring.page, '¡Empleo publicado!').waitFor();

    const applicant = await newPage({ locale: 'es-US' });
    // The server's refusal arrives with its code and shows in Spanish.
    await signIn(applicant.page, worker.email, 'not-the-password', 'es');
    await toast(applicant.page, 'Correo electrónico o contraseña incorrectos').waitFor();
    await signIn(applicant.page, worker.email, worker.password, 'es');
    await applicant.page.waitForURL('**/worker-dashboard**');
    await applicant.page.getByRole('heading', { name: /Empleos disponibles/ }).waitFor();
    await applicant.page.getByLabel('Buscar empleos').fill(title);
    const card = applicant.page.getByTestId('job-card').filter({ hasText: title });
    await card.waitFor();
    await expectSpanishScreen(applicant.page, 'job search');
    await card.getByRole('button', { name: 'Postularse' }).click();
    await toast(applicant.page, '¡Solicitud enviada!').waitFor();

    await applicant.page.goto('/worker-dashboard?tab=profile');
    await applicant.page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    await expectSpanishScreen(applicant.page, 'worker profile');

    await hiring.page.goto('/employer-dashboard?tab=candidates');
    const candidate = hiring.page.getByTestId('candidate-card').filter({ hasText: worker.name });
    await candidate.getByText(`Se postuló a ${title}`).waitFor();
    await expectSpanishScreen(hiring.page, 'candidates');
    await candidate.getByRole('button', { name: 'Ver perfil' }).click();
    const profile = hiring.page.getByRole('dialog', { name: 'Perfil del candidato' });
    await profile.getByText('5-10 años', { exact: true }).waitFor();
    await profile.getByText('Soldador', { exact: true }).waitFor();
    await expectSpanishScreen(hiring.page, 'candidate profile');
    await profile.getByRole('button', { name: 'Cerrar' }).first().click();
    await candidate.getByLabel('Estado').selectOption('reviewed');
    await toast(hiring.page, 'Estado actualizado').waitFor();

    await applicant.page.goto('/worker-dashboard?tab=applications');
    const application = applicant.page.getByTestId('application-card').filter({ hasText: title });
    await application.getByText('Revisada', { exact: true }).first().waitFor();
    await expectSpanishScreen(applicant.page, 'applications');
    await application.getByRole('button', { name: /Escribir a/ }).click();
    const composer = applicant.page.getByLabel('Mensaje', { exact: true });
    await composer.waitFor();
    await applicant.page.getByText('Aún no hay mensajes. ¡Salude!').waitFor();
    await composer.fill('Hola, puedo empezar el lunes.');
    await composer.press('Enter');
    await applicant.page.getByRole('list', { name: 'Mensajes' }).getByText('Hola, puedo empezar el lunes.').waitFor();
    await expectSpanishScreen(applicant.page, 'messages');

    await hiring.context.close();
    await applicant.context.close();
  }, 180_000);
});
