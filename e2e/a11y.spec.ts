import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  calculateEstimate,
  createCompleteWorker,
  createReadyEmployer,
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  demoEmployerJob,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  signInByApi,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  // Let the tab's data arrive and its colours settle, so the check sees the screen at rest.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

/** The demo employer writes to a worker who applied to one of its jobs. */
async function messageFromDemoEmployer(worker: { token: string; userId: string }) {
  const job = await demoEmployerJob();
  await api('POST', '/api/applications', worker.token, { jobId: job.id });
  const employer = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  const { conversationId } = await api<{ conversationId: string }>('POST', '/api/conversations', employer.token, {
    otherUserId: worker.userId,
  });
  await api('POST', `/api/conversations/${conversationId}/messages`, employer.token, {
    content: 'Can you start Monday?',
    receiverId: worker.userId,
  });
}

const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/help-center',
  '/contact-us',
  '/pricing',
  '/checkout?plan=basic&name=Basic%20Job%20Post&amount=99',
  '/payment-success?plan=basic',
  '/career-planning-tools',
  '/workforce-training-programs',
  '/privacy-policy',
  '/terms-of-service',
  '/career-resources',
  '/resume-help',
  '/auth',
  '/no-such-page',
];

describe('accessibility (axe-core, serious and critical)', () => {
  // Two halves, each its own test: axe over sixteen pages outgrows one test's minute on a loaded machine.
  const halves = [PUBLIC_PAGES.slice(0, 8), PUBLIC_PAGES.slice(8)];
  for (const width of [375, 1280]) {
    halves.forEach((paths, half) => {
      it(`public pages at ${width} px (${half + 1} of 2)`, async () => {
        const { context, page } = await newPage({ width });
        for (const path of paths) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, `${path} at ${width} px`);
        }
        if (half === 1) {
          await page.goto('/pricing');
          await page.getByRole('tab', { name: 'For Workers' }).click();
          await expectAccessible(page, `/pricing workers tab at ${width} px`);
        }
        await context.close();
      });
    });
  }

  it('the labor estimator, its results chart included', async () => {
    const { context, page } = await newPage({ width: 1280 });
    const estimator = await calculateEstimate(page, {
      industry: 'construction',
      phase: 'construction',
      size: 'medium',
      timeline: '5-12',
      location: 'Denver, CO',
      complexity: 'intermediate',
    });
    await estimator.getByRole('heading', { name: 'Your Labor Estimate' }).waitFor();
    await expectAccessible(page, 'estimator results');
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`every worker dashboard tab and the resume service at ${width} px`, async () => {
      const worker = await createCompleteWorker();
      await messageFromDemoEmployer(worker);
      const { context, page } = await newPage({ width });
      await loginAsWorker(page, worker.email, worker.password);
      await page.getByRole('list', { name: 'Job results' }).waitFor();
      await expectAccessible(page, `worker jobs tab at ${width} px`);
      for (const name of ['Applications', 'Services', 'Billing', 'Saved', 'Messages', 'Profile']) {
        await openTab(page, name);
        await expectAccessible(page, `worker ${name} tab at ${width} px`);
      }
      // A thread with the worker's own message (its timestamp).
      await openTab(page, 'Messages');
      await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
      await page.getByLabel('Message', { exact: true }).fill('Thanks, I am available Monday.');
      await page.getByLabel('Message', { exact: true }).press('Enter');
      await page.getByRole('list', { name: 'Messages' }).getByText('Thanks, I am available Monday.').waitFor();
      await expectAccessible(page, `worker thread at ${width} px`);
      await page.goto('/resumeservice');
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `resume service at ${width} px`);
      await context.close();
    });

    it(`every employer dashboard tab at ${width} px`, async () => {
      const employer = await createReadyEmployer();
      const { context, page } = await newPage({ width });
      await loginAsEmployer(page, employer.email, employer.password);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `employer overview at ${width} px`);
      const tabs = ['Jobs', 'Applications', 'Messages', 'Labor Estimator', 'Subscription', 'Profile'];
      for (const name of tabs) {
        await openTab(page, name);
        await expectAccessible(page, `employer ${name} tab at ${width} px`);
      }
      await context.close();
    });
  }

  it('new accounts: locked worker tabs and dimmed employer tabs keep readable contrast', async () => {
    for (const userType of ['worker', 'employer'] as const) {
      const email = uniqueEmail(`a11y-${userType}`);
      await api('POST', '/api/auth/register', undefined, { email, password: 'a-good-password', userType });
      const { context, page } = await newPage({ width: 1280 });
      await (userType === 'worker' ? loginAsWorker : loginAsEmployer)(page, email, 'a-good-password');
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `new ${userType} dashboard`);
      await context.close();
    }
  });
});
