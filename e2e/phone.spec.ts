import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  signInByApi,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

const PHONE_WIDTH = 375;
const PHONE_HEIGHT = 812;
const LONG_WORD = 'Supercalifragilisticexpialidocious';

/** Nothing on the page may be wider than the phone; the offenders are named when something is. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const isTooWide = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    };
    // A row that scrolls inside itself (the dashboard's tabs, the stages) may hold more than the screen shows, as long
    // as the row itself fits: the page still does not move sideways.
    const isInFittingScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll') return !isTooWide(parent);
      }
      return false;
    };
    const sticksOut = (element: Element) => isTooWide(element) && !isInFittingScroller(element);
    // The innermost elements that stick out name the cause; their containers only follow them.
    const offenders = Array.from(document.querySelectorAll('body *'))
      .filter((element) => sticksOut(element) && !Array.from(element.children).some(sticksOut))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
  expect(overflow.offenders, where).toEqual([]);
  expect(overflow.scrollWidth, where).toBeLessThanOrEqual(PHONE_WIDTH);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.waitForTimeout(300);
}

describe('on a 375 px phone', () => {
  it('a worker who signed up without a name sees the fallback greeting and no screen scrolls sideways', async () => {
    const email = uniqueEmail(`${LONG_WORD.toLowerCase()}-${LONG_WORD.toLowerCase()}`);
    await api('POST', '/api/auth/register', undefined, { email, password: 'a-good-password', userType: 'worker' });
    const { context, page } = await newPage();
    await loginAsWorker(page, email, 'a-good-password');

    // 001 section 2: no first name, so no "Welcome back!" either.
    await page.getByRole('heading', { name: 'Ready to find your next opportunity?' }).waitFor();
    expect(await page.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'profile tab');
    for (const name of ['Services', 'Billing', 'Profile']) {
      await openTab(page, name);
      await expectNoSidewaysScroll(page, `${name} tab`);
    }
    await context.close();
  });

  it('puts the jobs first for a complete worker, with every tab and labelled header actions in view', async () => {
    const worker = await createCompleteWorker({ firstName: LONG_WORD, lastName: `${LONG_WORD}-${LONG_WORD}` });
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);

    const firstJob = page.getByRole('list', { name: 'Job results' }).getByRole('listitem').first();
    await firstJob.waitFor();
    const jobBox = (await firstJob.boundingBox())!;
    expect(jobBox.y, 'the first job starts on the first screen').toBeLessThan(PHONE_HEIGHT - 100);

    for (const name of ['Jobs', 'Applications', 'Services', 'Billing', 'Saved', 'Messages', 'Profile']) {
      const box = (await page.getByRole('tab', { name: new RegExp(`^${name}`) }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} is not cut off`).toBeLessThanOrEqual(PHONE_WIDTH);
    }
    for (const name of ['Home', 'Log Out']) {
      expect(await page.getByRole('banner').getByText(name, { exact: true }).isVisible(), name).toBe(true);
    }

    await expectNoSidewaysScroll(page, 'jobs tab');
    for (const name of ['Applications', 'Services', 'Billing', 'Saved', 'Messages', 'Profile']) {
      await openTab(page, name);
      await expectNoSidewaysScroll(page, `${name} tab`);
    }
    await context.close();
  });

  it('an employer with a long company name and job title gets no sideways scroll on any tab', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    await api('PUT', `/api/employer-profile/${session.user.id}`, session.token, {
      companyName: `${LONG_WORD} ${LONG_WORD} Infrastructure Holdings`,
      industry: 'energy',
      companySize: '51-200',
      contactEmail: `${LONG_WORD.toLowerCase()}.${LONG_WORD.toLowerCase()}@example.com`,
      phoneNumber: '555-555-0150',
      headquarters: 'Denver, CO',
      website: `https://www.${LONG_WORD.toLowerCase()}.example.com/${LONG_WORD}${LONG_WORD}`,
      description: `${LONG_WORD} `.repeat(5),
    });
    await api('POST', '/api/jobs', session.token, {
      title: `${LONG_WORD}${LONG_WORD} Lineman`,
      description: `${LONG_WORD.repeat(3)} overhead lines.`,
      industry: 'energy',
      location: 'Denver, CO',
      jobType: 'full-time',
    });
    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.getByRole('heading', { name: new RegExp(`^Managing ${LONG_WORD}`) }).waitFor();
    await expectNoSidewaysScroll(page, 'overview');
    // The Labor Estimator too: 002's "hidden on small screens" left phone-first employers without it.
    for (const name of ['Jobs', 'Applications', 'Messages', 'Labor Estimator', 'Subscription', 'Profile']) {
      await openTab(page, name);
      await expectNoSidewaysScroll(page, `${name} tab`);
    }
    await context.close();
  });

  it('messaging fits the phone with long company names and unbroken words, and touch screens get no keyboard hint', async () => {
    const worker = await createCompleteWorker({ firstName: LONG_WORD, lastName: LONG_WORD });
    for (const suffix of ['Pipeline', 'Substation']) {
      const employer = await createReadyEmployer();
      const session = await signInByApi(employer.email, employer.password);
      await api('PUT', `/api/employer-profile/${session.user.id}`, session.token, {
        companyName: `${LONG_WORD}${LONG_WORD} ${suffix} Contractors Incorporated`,
        industry: 'energy',
        companySize: '51-200',
        contactEmail: `crew-${suffix.toLowerCase()}@example.com`,
        phoneNumber: '555-555-0150',
        headquarters: 'Denver, CO',
        // The sign-in address's domain: a verified employer's clean post is published without review.
        website: 'https://e2e.example.com',
        description: 'Crews for the grid.',
      });
      const job = await api<{ id: string }>('POST', '/api/jobs', session.token, {
        title: `${suffix} Cable Splicer`,
        description: 'Terminations and testing.',
        industry: 'energy',
        location: 'Denver, CO',
        jobType: 'full-time',
      });
      await api('POST', '/api/applications', worker.token, { jobId: job.id });
      const { conversationId } = await api<{ conversationId: string }>('POST', '/api/conversations', session.token, {
        otherUserId: worker.userId,
      });
      await api('POST', `/api/conversations/${conversationId}/messages`, session.token, {
        content: `Site map: https://maps.example.com/${LONG_WORD.repeat(6)} ${LONG_WORD.repeat(4)}`,
        receiverId: worker.userId,
      });
    }

    const { context, page } = await newPage({ touch: true });
    await loginAsWorker(page, worker.email, worker.password);
    await openTab(page, 'Messages');
    const items = page.getByRole('list', { name: 'Conversations' }).getByRole('button');
    await items.nth(1).waitFor();
    await expectNoSidewaysScroll(page, 'conversation list');

    await items.first().click();
    await page
      .getByRole('list', { name: 'Messages' })
      .getByText(/Site map/)
      .waitFor();
    await expectNoSidewaysScroll(page, 'open thread');
    const send = page.getByRole('button', { name: 'Send' });
    const sendBox = (await send.boundingBox())!;
    expect(sendBox.x + sendBox.width, 'the send button is in view').toBeLessThanOrEqual(PHONE_WIDTH);
    expect(await page.getByLabel('Message', { exact: true }).getAttribute('placeholder')).toBe('Type a message…');
    await context.close();
  });
});

describe('the pricing page', () => {
  it('fits a 375 px phone, in English and Spanish, and offers a signed-in user the dashboard', async () => {
    for (const locale of ['en-US', 'es-MX']) {
      const { context, page } = await newPage({ locale });
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoSidewaysScroll(page, `pricing (${locale})`);
      await context.close();
    }
    const { context, page } = await newPage({ width: 1280 });
    await loginAsWorker(page);
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await header.getByText('Sign In').count()).toBe(0);
    expect(await header.getByText('Get Started').count()).toBe(0);
    await context.close();
  });
});
