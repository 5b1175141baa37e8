import { describe, expect, it } from 'vitest';
import { api, createCompleteWorker, demoEmployerJob, loginAsEmployer, newPage, toast, useBrowser } from './fixtures';

useBrowser();

describe('applicants list', () => {
  it('filters by search and stage on a phone, and keeps a private note and rating the worker never sees', async () => {
    const job = await demoEmployerJob();
    const suffix = Date.now().toString(36);
    const quinn = await createCompleteWorker({ firstName: 'Quinn', lastName: `Applicant${suffix}` });
    const riley = await createCompleteWorker({ firstName: 'Riley', lastName: `Applicant${suffix}`, primaryTrade: 'electrician' });
    for (const worker of [quinn, riley]) await api('POST', '/api/applications', worker.token, { jobId: job.id, status: 'pending' });

    const employer = await newPage();
    const { page } = employer;
    await loginAsEmployer(page);
    await page.goto('/employer-dashboard?tab=candidates');
    const cards = page.getByTestId('candidate-card');
    const card = (name: string) => cards.filter({ hasText: name });

    // Search: both share the last name; the trade narrows to one.
    await page.getByLabel('Search applicants').fill(`Applicant${suffix}`);
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByLabel('Search applicants').fill('electrician');
    await card(riley.name).waitFor();
    await page.getByLabel('Search applicants').fill(`Applicant${suffix}`);
    await expect.poll(() => cards.count()).toBe(2);

    // Stage: Riley moves to Reviewed; the Reviewed stage lists Riley only among these two.
    await card(riley.name).getByLabel('Status').selectOption('reviewed');
    await toast(page, 'Status updated').waitFor();
    await page
      .getByRole('group', { name: 'Stage' })
      .getByRole('button', { name: /^Reviewed/ })
      .click();
    await expect.poll(() => cards.count()).toBe(1);
    await card(riley.name).waitFor();
    await page.getByRole('group', { name: 'Stage' }).getByRole('button', { name: /^All/ }).click();
    await expect.poll(() => cards.count()).toBe(2);

    // A private note and a rating, saved and still there after a reload.
    const quinnCard = card(quinn.name);
    // The star drawn over the visually hidden radio takes the click, as a finger's would.
    await quinnCard.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await quinnCard.getByLabel('Private note').fill('Solid welds; ask about night shift.');
    await quinnCard.getByRole('button', { name: 'Save review' }).click();
    await toast(page, 'Review saved').waitFor();
    await page.reload();
    await page.getByLabel('Search applicants').fill(quinn.name.split(' ')[1]!);
    await expect.poll(() => card(quinn.name).getByLabel('Private note').inputValue()).toBe('Solid welds; ask about night shift.');
    expect(await card(quinn.name).getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await employer.context.close();

    const own = await api<unknown[]>('GET', `/api/worker/${quinn.userId}/applications`, quinn.token);
    expect(JSON.stringify(own)).not.toContain('night shift');
  });
});
