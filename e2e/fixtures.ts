import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { simpleParser, type ParsedMail } from 'mailparser';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { findPurchasableItem } from '../core/payments/catalogue';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium';

export const DEMO_PASSWORD = 'CrewBridge2026!';
export const DEMO_WORKER_EMAIL = 'worker@crewbridge.example.com';
export const DEMO_EMPLOYER_EMAIL = 'employer@crewbridge.example.com';
export const DEMO_OPERATOR_EMAIL = 'operator@crewbridge.example.com';

/** This worker's own server (e2e/global-setup.ts starts one a worker): its address and its data folder. */
function ownServer() {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
}

export function baseUrl(): string {
  return ownServer().baseUrl;
}

/** The folder where this worker's server files what it would send (mail/, messages/). */
export function dataDir(): string {
  return ownServer().dataDir;
}

let browser: Browser | undefined;

/**
 * One Chromium for a spec file's journeys: launched before the first, closed after the last.
 * Called once at the top of every spec; `newPage` opens its pages in it.
 */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

/**
 * A fresh context (own storage and cookies) at phone width unless told otherwise; `locale` sets the browser's languages,
 * `touch` makes it a touch-screen phone, `serviceWorker` lets the app install its service worker. Without it the
 * context blocks service workers: installing one (its precache and the assets it caches) cost a third of a short
 * journey's browser CPU on a 2-core host (42 against 28 CPU-s for eight contexts of three pages), and the suite is
 * bound by CPU. The journeys that depend on it (the offline screen, the first visit's speed) ask for it.
 */
export async function newPage(
  options: { width?: number; height?: number; locale?: string; touch?: boolean; serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('newPage: call useBrowser() at the top of the spec');
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 375, height: options.height ?? 812 },
    locale: options.locale,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    // A phone's touch screen: coarse pointer, touch events, the mobile viewport.
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  // A pre-rendered or server-rendered public page shows its content before its script takes it over
  // (client/src/main.tsx); a journey acts once it has, as its clicks and typing would otherwise go to inert HTML.
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await page.locator('#root[data-prerendered], #root[data-rendered]').waitFor({ state: 'detached' });
    return response;
  };
  return { context, page };
}

/**
 * The newest e-mail the e2e server wrote (as an .eml file) to `to`, with `subject` when given (a new
 * account also gets its verification link), waiting up to 15 s for the outbox to send it.
 */
export async function readLatestMail(to: string, subject?: string): Promise<ParsedMail> {
  const mailDir = path.join(dataDir(), 'mail');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(mailDir, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === to && (subject === undefined || mail.subject === subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} in ${mailDir}`);
}

export const VERIFICATION_SUBJECT = 'Confirm your CrewBridge e-mail';

/** The path of the verification link e-mailed to a new account (`/verify-email?token=...`). */
export async function verificationLink(email: string) {
  const mail = await readLatestMail(email, VERIFICATION_SUBJECT);
  const link = new URL(/\S*\/verify-email\?token=\S+/.exec(mail.text ?? '')![0]);
  return `${link.pathname}${link.search}`;
}

/** Opens a new account's verification link through the API, so alerts and updates are e-mailed to it. */
export async function verifyEmailByMail(email: string) {
  const token = new URL(await verificationLink(email), baseUrl()).searchParams.get('token');
  await api('POST', '/api/auth/verify-email', null, { token });
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.example.com`;
}

/** The sign-in dialog's words in each language a journey's browser speaks: its title (its name) is its button's too. */
const SIGN_IN_WORDS = {
  en: { title: 'Sign In', email: 'Email', password: 'Password' },
  es: { title: 'Iniciar sesión', email: 'Correo electrónico', password: 'Contraseña' },
} as const;

export type Language = keyof typeof SIGN_IN_WORDS;

/**
 * Signs in through the dialog at /auth, in the browser's language, and waits for nothing after:
 * the journey waits for its dashboard, or for the refusal it expects.
 */
export async function signIn(page: Page, email: string, password: string, language: Language = 'en') {
  const words = SIGN_IN_WORDS[language];
  await page.goto('/auth');
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.getByLabel(words.email).fill(email);
  await dialog.getByLabel(words.password).fill(password);
  await dialog.getByRole('button', { name: words.title }).click();
}

export async function loginAsWorker(page: Page, email = DEMO_WORKER_EMAIL, password = DEMO_PASSWORD, language: Language = 'en') {
  await signIn(page, email, password, language);
  await page.waitForURL('**/worker-dashboard');
}

export async function loginAsEmployer(page: Page, email = DEMO_EMPLOYER_EMAIL, password = DEMO_PASSWORD, language: Language = 'en') {
  await signIn(page, email, password, language);
  await page.waitForURL('**/employer-dashboard');
}

export async function loginAsOperator(page: Page, email = DEMO_OPERATOR_EMAIL, password = DEMO_PASSWORD, language: Language = 'en') {
  await signIn(page, email, password, language);
  await page.waitForURL('**/admin');
}

export type Session = { token: string; user: { id: string } };

/** Signs in through the API, as a test setup step outside the browser. */
export function signInByApi(email: string, password: string) {
  return api<Session>('POST', '/api/auth/login', undefined, { email, password });
}

/** Calls the API as a test setup step (outside the browser); a non-OK answer fails the test. */
export async function api<T>(
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
  contentType = 'application/json',
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Buys a plan or item at its catalogue price the way checkout does in test mode, as a setup step outside the browser. */
export async function buyWithTestCard(token: string, planId: string) {
  const amount = findPurchasableItem(planId)!.priceCents;
  const { clientSecret } = await api<{ clientSecret: string }>('POST', '/api/payments/create-intent', token, { planId, amount });
  const { paymentIntentId } = await api<{ paymentIntentId: string }>('POST', '/api/payments/test-mode/confirm', token, {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  await api('POST', '/api/payments/confirm', token, { paymentIntentId, plan: planId });
}

/** The smallest valid PDF, for resume uploads. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then lists no nodes for passes, inapplicable rules or checks it could not decide.
  // Legacy mode runs axe once in the page. The default opens a blank tab to merge the frames' results, a renderer of its
  // own for every check: 1.3-2.0 s a check against 0.7-1.1 s on a slow-memory host. The app embeds no frame, and a
  // cross-origin one (a payment provider's) is not ours to fix, so the default's cross-origin reach buys nothing here.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} - ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    );
}

/** A toast by its exact text; Radix repeats the text in a hidden live region, so take the first match. */
export function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** Opens the landing page's labor estimator, fills both steps and presses Calculate. */
export async function calculateEstimate(
  page: Page,
  input: { industry: string; phase: string; size: string; timeline: string; location: string; complexity: string },
) {
  await page.goto('/#estimator');
  const estimator = page.locator('#estimator');
  await estimator.getByLabel('Industry').selectOption(input.industry);
  await estimator.getByLabel('Project phase').selectOption(input.phase);
  await estimator.getByLabel('Project size').selectOption(input.size);
  await estimator.getByLabel('Timeline').selectOption(input.timeline);
  await estimator.getByRole('button', { name: 'Continue' }).click();
  await estimator.getByLabel('Project location').fill(input.location);
  await estimator.getByLabel('Complexity').selectOption(input.complexity);
  await estimator.getByRole('button', { name: 'Calculate' }).click();
  return estimator;
}

/** The first active job of the seeded demo employer. */
export async function demoEmployerJob() {
  const { token, user } = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  const jobs = await api<Array<{ id: string; title: string; isActive: boolean }>>('GET', `/api/employer/${user.id}/jobs`, token);
  const job = jobs.find((candidate) => candidate.isActive);
  if (!job) throw new Error('the demo employer has no active job');
  return job;
}

/**
 * A new employer with a complete company profile: the demo employer's seeded jobs already use
 * the free job post, so it could not post without buying one. Its website is its e-mail's domain,
 * so it is verified and its posts are published at once; `verified: false` leaves the website out
 * (its first job is then held for an operator's review) and takes a name of its own: under the
 * verified ones' name its posts would be held as an impersonation too.
 */
export async function createReadyEmployer({ verified = true }: { verified?: boolean } = {}) {
  const email = uniqueEmail('employer');
  const password = 'a-good-password';
  const { token, user } = await api<Session>('POST', '/api/auth/register', undefined, {
    email,
    password,
    userType: 'employer',
    firstName: 'Morgan',
  });
  await verifyEmailByMail(email);
  await api('PUT', `/api/employer-profile/${user.id}`, token, {
    companyName: verified ? 'Ridgeline Utilities' : 'Bluestem Line Services',
    industry: 'energy',
    companySize: '51-200',
    contactEmail: 'jobs@ridgeline.example.com',
    phoneNumber: '555-555-0150',
    headquarters: 'Denver, CO',
    description: 'Transmission and distribution contractor.',
    ...(verified ? { website: `https://${email.split('@')[1]}` } : {}),
  });
  return { email, password };
}

const WORKER_DEFAULTS = {
  firstName: 'Jordan',
  phone: '555-555-0130',
  location: 'Houston, TX',
  primaryTrade: 'welder',
  yearsExperience: '6',
  visaStatus: 'citizen',
  availability: 'two-weeks',
  preferredIndustries: ['oilgas'],
  bio: 'Certified pipeline welder, eight years on cross-country lines.',
  skills: ['TIG', 'Pipe fitting'],
};

type WorkerDetails = typeof WORKER_DEFAULTS & { lastName: string };

/**
 * A new worker with a complete profile (real resume upload included), built through the API: the
 * demo worker's profile is not complete, so its jobs, applications and messages tabs are locked.
 * The default last name is unique so that the worker's name finds only this worker.
 */
export async function createCompleteWorker(details: Partial<WorkerDetails> = {}) {
  const { firstName, lastName, phone, location, ...profile } = {
    ...WORKER_DEFAULTS,
    lastName: `Worker${Date.now().toString(36)}`,
    ...details,
  };
  const email = uniqueEmail('worker');
  const password = 'a-good-password';
  const { token, user } = await api<Session>('POST', '/api/auth/register', undefined, {
    email,
    password,
    userType: 'worker',
    firstName,
    lastName,
  });
  await verifyEmailByMail(email);
  await api('PUT', `/api/users/${user.id}`, token, { phone, location });
  const { uploadURL } = await api<{ uploadURL: string }>('GET', '/api/upload-url?fileType=resume', token);
  const target = new URL(uploadURL, baseUrl());
  const { objectPath } = await api<{ objectPath: string }>(
    'PUT',
    `${target.pathname}${target.search}`,
    undefined,
    SAMPLE_PDF,
    'application/pdf',
  );
  await api('PUT', `/api/worker-profile/${user.id}`, token, { ...profile, resumeUrl: objectPath });
  return { email, password, token, userId: user.id, name: `${firstName} ${lastName}` };
}
