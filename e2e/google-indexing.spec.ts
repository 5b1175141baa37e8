import { describe, expect, it } from 'vitest';
import {
  api,
  createReadyEmployer,
  loginAsOperator,
  newPage,
  seriousViolations,
  signInByApi,
  useBrowser,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
} from './fixtures';

useBrowser();

// Issue 53: without GOOGLE_SERVICE_ACCOUNT_JSON (as here), nothing goes to Google and the console lists what would have.
describe('the Google Indexing API in the operator console', () => {
  it('lists a new job page as an update and its close as a take-down, not sent without a service account, in English and Spanish at 375 px', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const job = await api<{ id: string }>('POST', '/api/jobs', session.token, {
      title: `Indexed Lineman ${Date.now().toString(36)}`,
      description: 'Overhead distribution work.',
      industry: 'energy',
      location: 'Denver, CO',
      jobType: 'full-time',
      payUnit: 'hour',
      salaryMin: 42,
      salaryMax: 50,
    });
    const url = `/jobs/${job.id}`;

    const { context, page } = await newPage();
    await loginAsOperator(page);
    await page.getByRole('tab', { name: 'Google' }).click();
    await page
      .getByRole('status')
      .getByText('GOOGLE_SERVICE_ACCOUNT_JSON is not set: nothing is sent to Google.', { exact: false })
      .waitFor();
    const item = page.getByRole('listitem').filter({ hasText: url });
    await item.getByText('Updated (URL_UPDATED)').waitFor();
    // The delivery poll files it unsent (MAIL_POLL_MS, 5 s by default).
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: 'Google' }).click();
          await item.waitFor();
          return item.textContent();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toContain('Not sent: no service account');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    await api('PATCH', `/api/jobs/${job.id}/status`, session.token, { isActive: false });
    const { token } = await signInByApi(DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    await api('PATCH', '/api/auth/me', token, { language: 'es' });
    try {
      const spanish = await newPage({ locale: 'es-MX' });
      await loginAsOperator(spanish.page, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, 'es');
      await spanish.page.getByRole('tab', { name: 'Google' }).click();
      await spanish.page.getByText('no se envía nada a Google', { exact: false }).waitFor();
      await spanish.page.getByRole('listitem').filter({ hasText: url }).filter({ hasText: 'Retirado (URL_DELETED)' }).first().waitFor();
      expect(await spanish.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(spanish.page)).toEqual([]);
      await spanish.context.close();
    } finally {
      await api('PATCH', '/api/auth/me', token, { language: 'en' });
    }
  });
});
