import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, loginAsEmployer, newPage, seriousViolations, signIn, toast, uniqueEmail, useBrowser, type Session } from './fixtures';

useBrowser();

// Issue 55: after the first application the rest of the profile is its own short, skippable "About you" step
// (never part of applying), the trade is a searchable list, and only what blocks applying carries "*".
type Language = 'en' | 'es';

interface WorkerProfile {
  primaryTrade: string | null;
  visaStatus: string | null;
  availability: string | null;
  preferredIndustries: string[];
  bio: string | null;
  completeness: { canApply: boolean; isComplete: boolean; missing: string[] };
}

/** A worker who filled only what applying needs (trade, years, phone, place), as after a first application. */
async function createReadyToApplyWorker(language: Language) {
  const email = uniqueEmail('about-you');
  const password = 'a-good-password';
  const { token, user } = await api<Session>('POST', '/api/auth/register', undefined, {
    email,
    password,
    userType: 'worker',
    firstName: language === 'es' ? 'Rosa' : 'Dale',
    language,
  });
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000));
  await api('PUT', `/api/users/${user.id}`, token, { phone: `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`, location: 'Houston, TX' });
  await api('PUT', `/api/worker-profile/${user.id}`, token, { primaryTrade: 'electrician', yearsExperience: '3' });
  const readProfile = () => api<WorkerProfile>('GET', `/api/worker-profile/${user.id}`, token);
  return { email, password, readProfile };
}

async function expectFits(page: Page, where: string) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), where).toBeLessThanOrEqual(375);
}

const WORDS = {
  en: {
    finishRegion: 'Finish your profile',
    finishAction: 'Finish profile',
    title: 'About you',
    skip: 'Skip for now',
    save: 'Save',
    saved: 'Saved',
    visa: 'Work Authorization',
    undisclosed: 'Prefer not to say',
    availability: 'Availability',
    industry: 'Energy & Utilities',
    bio: 'Professional Bio',
    applied: 'Your application was sent.',
  },
  es: {
    finishRegion: 'Termine su perfil',
    finishAction: 'Terminar perfil',
    title: 'Sobre usted',
    skip: 'Omitir por ahora',
    save: 'Guardar',
    saved: 'Guardado',
    visa: 'Autorización de trabajo',
    undisclosed: 'Prefiero no decirlo',
    availability: 'Disponibilidad',
    industry: 'Energía y servicios públicos',
    bio: 'Presentación profesional',
    applied: 'Su solicitud fue enviada.',
  },
} as const;

describe.each(['en', 'es'] as const)('the About you step at 375 px in %s', (language) => {
  const words = WORDS[language];

  it('is reached from the dashboard’s prompt; Skip saves nothing, Save saves every answer (work authorization may stay unsaid)', async () => {
    const worker = await createReadyToApplyWorker(language);
    const { context, page } = await newPage({ width: 375, locale: language === 'es' ? 'es-MX' : undefined });
    await signIn(page, worker.email, worker.password, language);
    await page.waitForURL('**/worker-dashboard**');

    const prompt = page.getByRole('region', { name: words.finishRegion });
    await prompt.getByRole('link', { name: words.finishAction }).click();
    await page.waitForURL('**/about-you');
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    await expectFits(page, 'about you');
    expect(await seriousViolations(page), 'about you').toEqual([]);
    // None of its fields blocks anything, so none carries the required mark.
    for (const label of await page.locator('main label').allTextContents()) expect(label, label).not.toContain('*');
    for (const name of [words.skip, words.save]) {
      const box = (await page.getByRole(name === words.skip ? 'link' : 'button', { name, exact: true }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }

    // Skip: back to the dashboard, nothing written.
    await page.getByLabel(words.visa).selectOption('citizen');
    await page.getByRole('link', { name: words.skip }).click();
    await page.waitForURL((url) => url.pathname === '/worker-dashboard');
    await prompt.waitFor();
    expect((await worker.readProfile()).visaStatus).toBeNull();

    // Save: every answer in one go.
    await prompt.getByRole('link', { name: words.finishAction }).click();
    await page.waitForURL('**/about-you');
    await page.getByLabel(words.visa).selectOption('undisclosed');
    expect(await page.getByLabel(words.visa).locator('option:checked').textContent()).toBe(words.undisclosed);
    await page.getByLabel(words.availability).selectOption('two-weeks');
    const industry = page.getByLabel(words.industry);
    await industry.check();
    // The whole row is the checkbox's label: a finger's 44 px.
    expect((await page.locator('label', { has: industry }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.getByLabel(words.bio).fill('Commercial electrician, six years of tenant build-outs.');
    await expectFits(page, 'about you filled');
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await toast(page, words.saved).waitFor();
    await page.waitForURL((url) => url.pathname === '/worker-dashboard');

    const saved = await worker.readProfile();
    expect(saved).toMatchObject({
      visaStatus: 'undisclosed',
      availability: 'two-weeks',
      preferredIndustries: ['energy'],
      bio: 'Commercial electrician, six years of tenant build-outs.',
    });
    // Only the resume is left; "Prefer not to say" counts as answered.
    expect(saved.completeness.missing).toEqual(['Resume Upload']);
    await context.close();
  });

  it('after applying (?from=apply) it says the application went, and Skip lands on the applications', async () => {
    const worker = await createReadyToApplyWorker(language);
    const { context, page } = await newPage({ width: 375, locale: language === 'es' ? 'es-MX' : undefined });
    await signIn(page, worker.email, worker.password, language);
    await page.waitForURL('**/worker-dashboard**');
    await page.goto('/about-you?from=apply');
    await page.getByText(words.applied).waitFor();
    await expectFits(page, 'about you after applying');
    await page.getByRole('link', { name: words.skip }).click();
    await page.waitForURL('**/worker-dashboard?tab=applications');
    await context.close();
  });
});

describe('the trade picker (issue 55)', () => {
  it('in Spanish at 375 px, typing filters accent-insensitively in both languages, options are 44 px, keyboard picks, axe clean', async () => {
    const worker = await createReadyToApplyWorker('es');
    const { context, page } = await newPage({ width: 375, locale: 'es-MX' });
    await signIn(page, worker.email, worker.password, 'es');
    await page.waitForURL('**/worker-dashboard**');
    await page.goto('/worker-dashboard?tab=profile');
    await page.getByRole('button', { name: 'Editar perfil' }).first().click();

    // Only what applying waits for carries "*".
    expect(await page.locator('label[for=primaryTrade]').textContent()).toBe('Oficio principal *');
    expect(await page.locator('label[for=phone]').textContent()).toBe('Número de teléfono *');
    for (const id of ['bio', 'visaStatus', 'availability'])
      expect(await page.locator(`label[for=${id}]`).textContent(), id).not.toContain('*');

    const trade = page.getByRole('combobox', { name: 'Oficio principal' });
    expect(await trade.inputValue()).toBe('Electricista');
    await trade.click();
    const list = page.getByRole('listbox');
    await list.waitFor();
    // Every trade until something is typed.
    expect(await list.getByRole('option').count()).toBeGreaterThan(20);

    await trade.fill('soldador');
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual(['Soldador', 'Soldador de tuberías']);
    const option = (await list.getByRole('option').first().boundingBox())!;
    expect(option.height).toBeGreaterThanOrEqual(44);
    await expectFits(page, 'trade list open');
    expect(await seriousViolations(page), 'trade list open').toEqual([]);

    // Accents and case aside, and the English names find the Spanish labels.
    await trade.fill('MECANICO DIESEL');
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual(['Mecánico diésel']);
    await trade.fill('welder');
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual(['Soldador', 'Soldador de tuberías']);
    await trade.fill('zzz');
    await page.getByText('Ningún oficio coincide. Pruebe otra palabra.').waitFor();

    // The keyboard: type, arrow down, Enter.
    await trade.fill('soldador');
    await trade.press('ArrowDown');
    expect(await trade.getAttribute('aria-activedescendant')).toBeTruthy();
    await trade.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await trade.inputValue()).toBe('Soldador');
    expect(await trade.getAttribute('aria-expanded')).toBe('false');

    // Leaving without picking keeps the trade.
    await trade.click();
    await trade.fill('plom');
    await page.keyboard.press('Tab');
    expect(await trade.inputValue()).toBe('Soldador');

    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, '¡Perfil actualizado!').waitFor();
    expect((await worker.readProfile()).primaryTrade).toBe('welder');
    await context.close();
  });

  it('an employer who opens /about-you is sent to his own dashboard', async () => {
    const { context, page } = await newPage({ width: 375 });
    await loginAsEmployer(page);
    await page.goto('/about-you');
    await page.waitForURL('**/employer-dashboard**');
    await context.close();
  });
});
