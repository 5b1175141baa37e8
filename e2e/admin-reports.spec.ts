import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api,
  baseUrl,
  createCompleteWorker,
  createReadyEmployer,
  DEMO_PASSWORD,
  DEMO_WORKER_EMAIL,
  loginAsOperator,
  loginAsWorker,
  newPage,
  seriousViolations,
  signIn,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('reports and frozen accounts', () => {
  it('a worker reports a job, an operator freezes its employer, and the job and the account are gone', async () => {
    const employer = await createReadyEmployer();
    const { token } = await signInByApi(employer.email, employer.password);
    const title = `Lineman ${Date.now()}`;
    const job = await api<{ id: string }>('POST', '/api/jobs', token, {
      title,
      industry: 'energy',
      description: 'Build and repair overhead distribution lines.',
      location: 'Denver, CO',
      jobType: 'full-time',
      requirements: [],
      skills: [],
    });

    const workerSession = await signInByApi(DEMO_WORKER_EMAIL, DEMO_PASSWORD);
    const searchIds = async () =>
      (await api<{ jobs: Array<{ id: string }> }>('GET', `/api/jobs?q=${encodeURIComponent(title)}`, workerSession.token)).jobs.map(
        (found) => found.id,
      );
    expect(await searchIds()).toContain(job.id);

    // The worker reports the job from its page, through the shared Report dialog.
    const worker = await newPage();
    await loginAsWorker(worker.page);
    await worker.page.goto(`/jobs/${job.id}`);
    await worker.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await worker.page.getByRole('button', { name: 'Report job' }).click();
    const report = worker.page.getByRole('dialog', { name: 'Report this job' });
    await report.getByLabel('Scam or fees').check();
    await report.getByLabel('Details (optional)').fill('They asked me to pay $150 for training first.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await toast(worker.page, 'Report sent').waitFor();

    // The demo operator signs in through the usual dialog and lands on the console.
    const operator = await newPage();
    await loginAsOperator(operator.page);
    await operator.page.getByRole('tab', { name: 'Reports' }).click();
    const group = operator.page.getByRole('listitem').filter({ hasText: title });
    await group.getByText('They asked me to pay $150 for training first.').waitFor();
    await group.getByText('Scam or fees').waitFor();
    expect(await noSidewaysScroll(operator.page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(operator.page)).toEqual([]);

    await group.getByRole('button', { name: 'Resolve' }).click();
    const resolve = operator.page.getByRole('dialog', { name: 'Resolve these reports' });
    await resolve.getByLabel('Freeze the account').check();
    await resolve.getByLabel(/^Note/).fill('Fee scam');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await toast(operator.page, 'Reports resolved').waitFor();
    await group.getByText('Frozen', { exact: true }).waitFor();

    // The accounts tab finds the frozen employer, at phone width too.
    await operator.page.getByRole('tab', { name: 'Accounts' }).click();
    await operator.page.getByLabel('E-mail, name or company').fill(employer.email);
    await operator.page.getByRole('button', { name: 'Search' }).click();
    await operator.page.getByRole('button', { name: new RegExp(employer.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await operator.page.getByText('Frozen: Fee scam').waitFor();
    await operator.page.getByRole('button', { name: 'Unfreeze account' }).waitFor();
    expect(await noSidewaysScroll(operator.page)).toBeLessThanOrEqual(375);

    // The job has left search and its page; the employer cannot sign in.
    expect(await searchIds()).not.toContain(job.id);
    const gone = await fetch(`${baseUrl()}/api/public/jobs/${job.id}`);
    expect(gone.status).toBe(410);

    const employerPage = await newPage();
    await signIn(employerPage.page, employer.email, employer.password);
    await employerPage.page.getByText('This account is frozen. Contact support.').first().waitFor();
    expect(employerPage.page.url()).not.toContain('/employer-dashboard');

    for (const session of [worker, operator, employerPage]) await session.context.close();
  });
  it('warns a worker, in their language, about a message asking for money, and the message can be reported', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const job = await api<{ id: string }>('POST', '/api/jobs', session.token, {
      title: `Groundman ${Date.now()}`,
      industry: 'energy',
      description: 'Support a line crew.',
      location: 'Denver, CO',
      jobType: 'full-time',
      requirements: [],
      skills: [],
    });
    const worker = await createCompleteWorker();
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
    const { conversationId } = await api<{ conversationId: string }>('POST', '/api/conversations', worker.token, { jobId: job.id });
    await api('POST', `/api/conversations/${conversationId}/messages`, session.token, {
      content: 'Antes de empezar, mándame $150 por Zelle para el entrenamiento.',
      receiverId: worker.userId,
    });

    const { context, page } = await newPage({ locale: 'es' });
    await loginAsWorker(page, worker.email, worker.password, 'es');
    await page.goto('/worker-dashboard?tab=messages');
    await page.getByRole('list', { name: 'Conversaciones' }).getByRole('button').first().click();
    const warning = page.getByRole('alert').filter({ hasText: 'Tenga cuidado: este mensaje le pide dinero.' });
    await warning.waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Denunciar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar este mensaje' });
    await dialog.getByLabel('Estafa o cobros').check();
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
    await toast(page, 'Denuncia enviada').waitFor();
    await context.close();
  });
});
