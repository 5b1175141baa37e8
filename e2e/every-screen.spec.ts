import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutHref } from '../core/payments/catalogue';
import { PAGE_ROUTES } from '../core/routes';
import { CATALOGUE_SAME_IN_SPANISH, listCatalogueTexts } from '../core/shared/catalogue-texts';
import { TRAINING_PAGE_PATH } from '../core/training/display';
import {
  api,
  buyWithTestCard,
  createCompleteWorker,
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  demoEmployerJob,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  type Session,
  signInByApi,
  uniqueEmail,
  useBrowser,
  verifyEmailByMail,
} from './fixtures';

useBrowser();

type Language = 'en' | 'es';

// Every tab of the two dashboards (client/src/app/routes/employer-dashboard.tsx, worker-dashboard-tabs.ts).
const EMPLOYER_TABS = ['overview', 'jobs', 'candidates', 'messages', 'estimator', 'billing', 'profile'];
const WORKER_TABS = ['jobs', 'applications', 'services', 'billing', 'saved', 'messages', 'profile'];

// Long names, as people type them, are what push a phone screen sideways.
const LONG_COMPANY = 'Consolidated Transcontinental Infrastructure Constructors International';
const LONG_FIRST = 'Maximiliano-Bartholomew';
const LONG_LAST = `Vanderbilt-Featherstonehaugh${Date.now().toString(36)}`;

/**
 * English catalogue texts that must not show on a Spanish screen. Allowlisted: texts whose Spanish
 * is the same word (CATALOGUE_SAME_IN_SPANISH: "HVAC"). Estimator roles, training categories and
 * training programs' texts are also how employers title jobs ("Pipeline Welder", "Wind Turbine
 * Technician" are seeded jobs), shown as written, so they are looked for only on their own
 * screens: the estimator's results and the training page (its cards and a program's details).
 */
const catalogueEnglish = listCatalogueTexts().filter((text) => !CATALOGUE_SAME_IN_SPANISH.includes(text.key));
const englishOf = (keep: (key: string) => boolean) => [
  ...new Set(catalogueEnglish.filter((text) => keep(text.key)).map((text) => text.en)),
];
const ROLE_TEXTS = englishOf((key) => key.startsWith('role.'));
const isTrainingKey = (key: string) => key.startsWith('trainingCategory.') || key.startsWith('trainingProgram.');
const TRAINING_TEXTS = englishOf(isTrainingKey);
const PLAN_TEXTS = englishOf((key) => !key.startsWith('role.') && !isTrainingKey(key));
// A seeded program (core/training/programs.ts) with five features, the last shown only in its details.
const PLC_PROGRAMMING = { en: 'PLC Programming', es: 'Programación de PLC' } as const;

/**
 * What people type is shown as written, so a single word counts only as a whole line of the screen
 * (a category badge), a longer text wherever it stands ("Obtener Resume Enhancement").
 */
function englishIn(text: string, candidates: readonly string[]): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  return candidates.filter((english) =>
    english.includes(' ') ? lines.some((line) => (line + ' ').includes(`${english} `) || line.endsWith(english)) : lines.includes(english),
  );
}

/** Nothing scrolls sideways, and no element of the page's main area is wider than the phone (unless a scroller of its own holds it). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.scrollingElement!.scrollWidth > width) found.push(`page scrolls sideways: ${document.scrollingElement!.scrollWidth}px`);
    const inside = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || inside(rect)) continue;
      let holder = element.parentElement;
      while (holder && holder !== document.body && getComputedStyle(holder).overflowX === 'visible') holder = holder.parentElement;
      if (holder && holder !== document.body && inside(holder.getBoundingClientRect())) continue;
      const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 3).join('.')}`;
      found.push(`${name} "${(element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(rect.left)}..${Math.round(rect.right)}px`);
    }
    return found.slice(0, 5);
  });
}

async function expectScreen(page: Page, language: Language, where: string, extraEnglish: readonly string[] = []) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe(language);
  expect(await overflowing(page), where).toEqual([]);
  if (language === 'es') {
    const text = await page.locator('body').innerText();
    expect(englishIn(text, [...PLAN_TEXTS, ...extraEnglish]), where).toEqual([]);
  }
}

const setLanguage = (token: string, language: Language) => api('PATCH', '/api/auth/me', token, { language });

/** An employer with a very long company name, one Basic post bought and a job on it; a worker with a very long name applied and saved it. */
async function createLongNamedData() {
  const email = uniqueEmail('long-employer');
  const employer = await api<Session>('POST', '/api/auth/register', undefined, { email, password: DEMO_PASSWORD, userType: 'employer' });
  // Verification by domain rests on a confirmed mailbox at the website's domain (issue 49).
  await verifyEmailByMail(email);
  await api('PUT', `/api/employer-profile/${employer.user.id}`, employer.token, {
    companyName: LONG_COMPANY,
    industry: 'infrastructure',
    companySize: '1000+',
    contactEmail: 'careers-and-recruiting-department@consolidated-transcontinental.example.com',
    phoneNumber: '555-555-0170',
    headquarters: 'Oklahoma City, OK',
    // The confirmed sign-in address's domain: a verified employer's clean post is published without review.
    website: 'https://e2e.example.com',
    description: 'Bridges, interchanges and transmission corridors across the central United States.',
  });
  await buyWithTestCard(employer.token, 'basic');
  const job = await api<{ id: string }>('POST', '/api/jobs', employer.token, {
    title: 'Superintendent-Level Heavy Civil Infrastructure Construction Coordinator',
    description: 'Coordinate bridge and interchange crews.',
    industry: 'infrastructure',
    jobType: 'full-time',
    location: 'Oklahoma City, OK',
    salaryMin: 95000,
    salaryMax: 125000,
  });
  const worker = await createCompleteWorker({ firstName: LONG_FIRST, lastName: LONG_LAST });
  await api('POST', '/api/applications', worker.token, { jobId: job.id });
  await api('POST', '/api/saved-jobs', worker.token, { jobId: job.id });
  const demoJob = await demoEmployerJob();
  await api('POST', '/api/applications', worker.token, { jobId: demoJob.id });
  return { employer: { email, password: DEMO_PASSWORD, token: employer.token }, worker, jobId: job.id };
}

let data: Awaited<ReturnType<typeof createLongNamedData>> | undefined;
const restore: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const undo of restore) await undo();
});

const PUBLIC_PATHS = () =>
  PAGE_ROUTES.filter((route) => route.access === 'public' && route.path !== '*').map((route) => {
    if (route.path === '/jobs/:jobId') return `/jobs/${data!.jobId}`;
    if (route.path === '/checkout') return checkoutHref('basic', 'Basic Job Post', 9900);
    return route.path;
  });

describe.each(['en', 'es'] as const)('every screen at 375 px in %s', (language) => {
  it('the public site', async () => {
    data ??= await createLongNamedData();
    const { context, page } = await newPage();
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    for (const path of PUBLIC_PATHS()) {
      await page.goto(path);
      await expectScreen(page, language, path, path === TRAINING_PAGE_PATH ? TRAINING_TEXTS : []);
    }
    // A training program's details: its title in the reader's language, every feature checked too.
    await page.goto(TRAINING_PAGE_PATH);
    await page.getByRole('button', { name: new RegExp(`${PLC_PROGRAMMING[language]}$`) }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('heading').first().innerText()).toBe(PLC_PROGRAMMING[language]);
    await expectScreen(page, language, 'training program details', TRAINING_TEXTS);
    await page.keyboard.press('Escape');
    // Both pricing tabs, and the annual prices.
    await page.goto('/pricing');
    await page.getByRole('tab').nth(1).click();
    await expectScreen(page, language, 'pricing, workers');
    await page.getByRole('tab').first().click();
    await page.getByRole('group').first().getByRole('button').nth(1).click();
    await expectScreen(page, language, 'pricing, annual');
    await context.close();
  }, 240_000);

  it('every tab of the worker dashboard', async () => {
    data ??= await createLongNamedData();
    await setLanguage(data.worker.token, language);
    const { context, page } = await newPage();
    await loginAsWorker(page, data.worker.email, data.worker.password);
    for (const tab of WORKER_TABS) {
      await page.goto(`/worker-dashboard?tab=${tab}`);
      await expectScreen(page, language, `worker ${tab}`);
    }
    await page.goto('/resumeservice');
    await expectScreen(page, language, 'resume service');
    // The rest of the profile after a first application (issue 55).
    await page.goto('/about-you');
    await expectScreen(page, language, 'about you');
    await context.close();
  }, 180_000);

  it('every tab of the employer dashboard: the demo employer and a long company name', async () => {
    data ??= await createLongNamedData();
    const demo = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    if (language === 'es') restore.push(() => setLanguage(demo.token, 'en'));
    await setLanguage(demo.token, language);
    await setLanguage(data.employer.token, language);
    for (const employer of [{ email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD }, data.employer]) {
      const { context, page } = await newPage();
      await loginAsEmployer(page, employer.email, employer.password);
      for (const tab of EMPLOYER_TABS) {
        await page.goto(`/employer-dashboard?tab=${tab}`);
        await expectScreen(page, language, `employer ${employer.email} ${tab}`);
      }
      await context.close();
    }
    await setLanguage(demo.token, 'en');
  }, 240_000);

  it("the landing estimator's crew roles", async () => {
    const { context, page } = await newPage();
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/#estimator');
    const estimator = page.locator('#estimator');
    const selects = estimator.locator('select');
    // By value and position: the labels are the language's own.
    for (const [index, value] of ['oilgas', 'construction', 'medium', '5-12'].entries()) await selects.nth(index).selectOption(value);
    await estimator
      .locator('button')
      .filter({ hasText: /^(Continue|Continuar)/ })
      .click();
    await estimator.locator('input').first().fill('Houston, TX');
    await selects.last().selectOption('intermediate');
    await estimator
      .locator('button')
      .filter({ hasText: /^(Calculate|Calcular)/ })
      .click();
    await estimator.getByRole('table').waitFor();
    await expectScreen(page, language, 'landing estimator', ROLE_TEXTS);
    await context.close();
  }, 60_000);
});

describe.each(['en', 'es'] as const)('the public header from tablet to laptop in %s', (language) => {
  it('neither scrolls sideways nor breaks a link over two lines (the Spanish row is the longest)', async () => {
    for (const width of [768, 1024, 1280, 1440]) {
      const { context, page } = await newPage({ width });
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      // One line of text-sm is under 40 px tall with its padding; two lines ("CrewBrid / ge") are taller.
      const wrapped = await page.evaluate(() =>
        Array.from(document.querySelectorAll('header a, header button'))
          .filter((element) => element.getBoundingClientRect().height > 44 && (element.textContent ?? '').trim())
          .map((element) => element.textContent!.trim()),
      );
      expect(wrapped, `${width} px`).toEqual([]);
      await context.close();
    }
  });
});
