import { describe, expect, it } from 'vitest';
import { api, createReadyEmployer, loginAsEmployer, loginAsOperator, newPage, readLatestMail, signInByApi, useBrowser } from './fixtures';

useBrowser();

describe('moderation (issue 37)', () => {
  it("holds an unverified employer's scam post out of sight; an operator rejects it and the employer reads why", async () => {
    const token = `zq${Date.now().toString(36)}`;
    const employer = await createReadyEmployer({ verified: false });
    const session = await signInByApi(employer.email, employer.password);
    const job = await api<{ id: string; title: string; reviewStatus: string }>('POST', '/api/jobs', session.token, {
      title: `Warehouse Helper ${token}`,
      description: 'Pay a $150 registration fee for training, WhatsApp me',
      industry: 'construction',
      location: 'Houston, TX',
      jobType: 'full-time',
    });
    expect(job.reviewStatus).toBe('held');

    // Not in search, and no public page.
    const search = await api<{ jobs: { id: string }[] }>('GET', `/api/public/jobs?q=${token}`);
    expect(search.jobs.map((found) => found.id)).not.toContain(job.id);
    const visitor = await newPage({ width: 375 });
    const publicPage = await visitor.page.goto(`/jobs/${job.id}`);
    expect(publicPage?.status()).toBe(404);
    expect(await visitor.page.getByRole('heading', { name: job.title }).count()).toBe(0);
    await visitor.context.close();

    // The demo operator signs in through the usual dialog, at phone width.
    const operatorPage = await newPage({ width: 375 });
    await loginAsOperator(operatorPage.page);
    await operatorPage.page.getByRole('tab', { name: 'Moderation' }).click();
    const held = operatorPage.page.getByRole('listitem').filter({ has: operatorPage.page.getByRole('heading', { name: job.title }) });
    await held.waitFor();
    const signals = held.getByRole('list', { name: 'Why it was held' });
    for (const label of [
      'Asks the worker to pay a fee',
      'Contact outside CrewBridge (phone or WhatsApp)',
      "An unverified employer's first job",
    ]) {
      await signals.getByText(label, { exact: true }).waitFor();
    }
    expect(await operatorPage.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const reason = 'Asking workers to pay a registration fee is not allowed on CrewBridge.';
    await held.getByRole('button', { name: 'Reject' }).click();
    const dialog = operatorPage.page.getByRole('dialog', { name: 'Reject this job' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await held.waitFor({ state: 'detached' });
    await operatorPage.context.close();

    // The employer is told why: by e-mail, and on their jobs screen.
    // The employer's first e-mail was its verification link: wait for the rejection by its subject.
    const mail = await readLatestMail(employer.email, `Your job post was not published: ${job.title}`);
    expect(mail.subject).toBe(`Your job post was not published: ${job.title}`);
    expect(mail.text).toContain(`Reason: ${reason}`);
    const office = await newPage({ width: 375 });
    await loginAsEmployer(office.page, employer.email, employer.password);
    await office.page.goto('/employer-dashboard?tab=jobs');
    await office.page
      .getByTestId('job-rejection')
      .filter({ hasText: `Rejected: ${reason}` })
      .waitFor();
    expect(await office.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await office.context.close();
  });
});
