import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  signInByApi,
  useBrowser,
} from './fixtures';

useBrowser();

/** A job asking for what the default complete worker (a Houston welder with TIG and pipe fitting) does not hold. */
async function postJobAskingForOsha() {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  const title = `Pipe Welder ${Date.now().toString(36)}`;
  await api('POST', '/api/jobs', session.token, {
    title,
    industry: 'oilgas',
    description: `Tie-ins and hot taps on a gathering line (${title}).`,
    location: 'Houston, TX',
    jobType: 'full-time',
    requirements: ['OSHA 10', 'Ohio journeyman license'],
    skills: ['TIG'],
  });
  return title;
}

async function generateFor(page: Page, title: string, submit: string) {
  await page.goto('/resumeservice');
  const jobSelect = page.getByLabel(/^(Job|Empleo)$/);
  await expect.poll(() => jobSelect.locator('option', { hasText: title }).count(), { timeout: 15_000 }).toBe(1);
  const label = await jobSelect.locator('option', { hasText: title }).textContent();
  await jobSelect.selectOption({ label: label! });
  await page.getByRole('button', { name: submit }).click();
  return page.getByRole('dialog');
}

// The page itself is wider than a phone once a resume exists (issue 55, point 6, apart): the gaps must not be.
async function expectWithinPhone(region: Locator) {
  const box = await region.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
}

describe('an honest tailored resume (375 px)', () => {
  it('shows what the job asks for that the profile lacks, and keeps it out of the resume', async () => {
    const title = await postJobAskingForOsha();
    const worker = await createCompleteWorker();
    await api('POST', '/api/resume-subscription/free-trial', worker.token);
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);

    const preview = await generateFor(page, title, 'Generate Resume');
    const gaps = preview.getByRole('region', { name: 'This job asks for' });
    await gaps.getByText('not in your profile').first().waitFor();
    expect(await gaps.getByRole('listitem').allTextContents()).toEqual([
      'OSHA 10 — not in your profile',
      'Ohio journeyman license — not in your profile',
    ]);
    const resume = await preview.locator('article').textContent();
    expect(resume).toContain('TIG');
    expect(resume).not.toContain('OSHA 10');
    expect(resume).not.toContain('Ohio journeyman license');
    await expectWithinPhone(gaps);
    expect(await seriousViolations(page)).toEqual([]);

    await preview.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('This job asks for 2 things not in your profile').first().waitFor();
    await context.close();
  });

  it('says the same in Spanish', async () => {
    const title = await postJobAskingForOsha();
    const worker = await createCompleteWorker();
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
    await api('POST', '/api/resume-subscription/free-trial', worker.token);
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);

    const preview = await generateFor(page, title, 'Generar currículum');
    const gaps = preview.getByRole('region', { name: 'Este empleo pide' });
    await gaps.getByText('no está en su perfil').first().waitFor();
    expect(await gaps.getByRole('listitem').allTextContents()).toEqual([
      'OSHA 10 — no está en su perfil',
      'Ohio journeyman license — no está en su perfil',
    ]);
    expect(await preview.locator('article').textContent()).not.toContain('OSHA 10');
    await expectWithinPhone(gaps);
    await context.close();
  });
});
