import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createReadyEmployer,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  loginAsOperator,
  newPage,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** An unverified employer whose first job (held for review, as a first job is) an operator approved: it is published now. */
async function unverifiedEmployerWithPublishedJob(operatorToken: string) {
  const employer = await createReadyEmployer({ verified: false });
  const session = await signInByApi(employer.email, employer.password);
  const title = `Lineman ${Date.now().toString(36)}`;
  const job = await api<{ id: string; reviewStatus: string }>('POST', '/api/jobs', session.token, {
    title,
    industry: 'energy',
    description: `Build and maintain overhead distribution lines (${title}).`,
    location: 'Denver, CO',
    jobType: 'full-time',
  });
  if (job.reviewStatus !== 'published') await api('POST', `/api/admin/jobs/${job.id}/approve`, operatorToken);
  return { ...employer, title, jobId: job.id };
}

// Issue 55, point 9: the console flags unverified employers with published jobs, and the audit log
// names the job or account an action was about.
describe('the operator console flags and names', () => {
  it('lists an unverified employer with a published job on Today, flags its account, and the audit log names the job, at 375 px', async () => {
    const { token } = await signInByApi(DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    const employer = await unverifiedEmployerWithPublishedJob(token);

    const { context, page } = await newPage();
    await loginAsOperator(page);
    await page.getByRole('heading', { name: 'Unverified employers with published jobs' }).waitFor();
    const row = page.getByRole('button', { name: new RegExp(employer.email.replace(/[.+]/g, '\\$&')) });
    await row.getByText('1 published job').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    await page.getByText('Not verified, with 1 published job').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Verify employer' }).click();
    await toast(page, 'Employer verified').waitFor();
    expect(await page.getByText('Not verified, with 1 published job').count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Today' }).click();
    await page.getByRole('heading', { name: 'Unverified employers with published jobs' }).waitFor();
    await page.getByRole('tab', { name: 'Today' }).waitFor();
    // The list shown again is refetched (the verification invalidated it): the row goes once it answers.
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const approved = page.getByRole('listitem').filter({ hasText: 'Job approved' }).filter({ hasText: employer.title });
    await approved.getByText(`${employer.title} · Bluestem Line Services`).waitFor();
    const verified = page.getByRole('listitem').filter({ hasText: 'Employer verified' }).filter({ hasText: employer.email }).first();
    await verified.getByText(`Bluestem Line Services · ${employer.email}`).waitFor();
    expect(await page.getByText('report.resolve').count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await approved.getByRole('button', { name: /^Open the account/ }).click();
    await page.getByText(employer.email).first().waitFor();
    await page.getByRole('button', { name: 'Back to the audit log' }).waitFor();
    await context.close();
  });

  it('says the same in Spanish, at 375 px', async () => {
    const { token } = await signInByApi(DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    const employer = await unverifiedEmployerWithPublishedJob(token);
    await api('PATCH', '/api/auth/me', token, { language: 'es' });
    try {
      const { context, page } = await newPage({ locale: 'es-MX' });
      await loginAsOperator(page, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, 'es');
      await page.getByRole('heading', { name: 'Empleadores sin verificar con empleos publicados' }).waitFor();
      const row = page.getByRole('button', { name: new RegExp(employer.email.replace(/[.+]/g, '\\$&')) });
      await row.getByText('1 empleo publicado').waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await row.click();
      await page.getByText('Sin verificar, con 1 empleo publicado').waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Registro de auditoría' }).click();
      const approved = page.getByRole('listitem').filter({ hasText: 'Empleo aprobado' }).filter({ hasText: employer.title });
      await approved.getByText(`${employer.title} · Bluestem Line Services`).waitFor();
      await approved.getByRole('button', { name: /^Abrir la cuenta/ }).waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    } finally {
      await api('PATCH', '/api/auth/me', token, { language: 'en' });
    }
  });
});
