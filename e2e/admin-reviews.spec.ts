import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsOperator,
  loginAsWorker,
  newPage,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

async function expectAccessible(page: Page, where: string) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(375);
}

const postJob = (token: string, title: string) =>
  api<{ id: string; title: string }>('POST', '/api/jobs', token, {
    title,
    industry: 'energy',
    description: `Build and maintain overhead distribution lines (${title}).`,
    location: 'Denver, CO',
    jobType: 'full-time',
  });

/**
 * A worker hired by one employer on a job since closed, both reviews written (the worker's names a phone number, so
 * it is held); then he applies to a second employer.
 */
async function reviewedHire() {
  const suffix = Date.now().toString(36);
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  await buyWithTestCard(session.token, 'basic');
  const hiredJob = await postJob(session.token, `Lineman ${suffix}`);
  const worker = await createCompleteWorker();
  await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
  const application = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId: hiredJob.id });
  await api('PATCH', `/api/applications/${application.id}/status`, session.token, { status: 'accepted' });
  await api('PATCH', `/api/jobs/${hiredJob.id}/status`, session.token, { isActive: false });
  const workerText = `Llamen al capataz al 713-555-0188 antes de ir (${suffix}).`;
  const held = await api<{ id: string; status: string }>('POST', '/api/reviews', worker.token, {
    applicationId: application.id,
    ratings: { paidAsPromised: 4, siteSafety: 5, postMatchedWork: 4, wouldWorkAgain: 5 },
    text: workerText,
  });
  expect(held.status).toBe('held');
  await api('POST', '/api/reviews', session.token, {
    applicationId: application.id,
    ratings: { skill: 5, reliability: 4, safety: 5, wouldHireAgain: true },
    text: `Steady hand, on time every day (${suffix}).`,
  });

  const nextEmployer = await createReadyEmployer();
  const nextSession = await signInByApi(nextEmployer.email, nextEmployer.password);
  const nextJob = await postJob(nextSession.token, `Groundman ${suffix}`);
  await api('POST', '/api/applications', worker.token, { jobId: nextJob.id });
  return { suffix, employer, session, worker, workerText, heldId: held.id, nextEmployer, nextJob };
}

describe('reviews in the operator console and on the candidate (issue 52)', () => {
  it('another employer sees the worker’s ratings on his card and profile, the worker sees his own, and an operator restores, then hides a review with a reason, at 375 px', async () => {
    const { suffix, session, worker, workerText, heldId, nextEmployer, nextJob } = await reviewedHire();

    // The next employer reads the worker's ratings on his candidate card, and the review on his profile.
    const employerSide = await newPage();
    await loginAsEmployer(employerSide.page, nextEmployer.email, nextEmployer.password);
    await employerSide.page.goto('/employer-dashboard?tab=candidates');
    const candidate = employerSide.page.getByTestId('candidate-card').filter({ hasText: nextJob.title });
    const ratings = candidate.getByTestId('worker-ratings');
    await ratings.getByText('4.7 · 1 review from past hires').waitFor();
    await ratings.getByText('Reliability', { exact: true }).waitFor();
    await ratings.getByText('4.0', { exact: true }).waitFor();
    await ratings.getByText('1 of 1', { exact: true }).waitFor();
    await expectAccessible(employerSide.page, 'employer: ratings on the candidate card');
    await candidate.getByRole('button', { name: 'View Profile' }).click();
    const profile = employerSide.page.getByRole('dialog');
    const reviews = profile.getByTestId('worker-reviews');
    await reviews.getByRole('heading', { name: 'Ratings from past hires' }).waitFor();
    await reviews.getByTestId('worker-review').getByText(`Steady hand, on time every day (${suffix}).`).waitFor();
    await reviews.getByText('Ridgeline Utilities', { exact: false }).first().waitFor();
    await expectAccessible(employerSide.page, 'employer: the reviews on the candidate profile');

    // The worker, in Spanish, sees what employers said of him on his own profile.
    const workerSide = await newPage({ locale: 'es' });
    await loginAsWorker(workerSide.page, worker.email, worker.password, 'es');
    await workerSide.page.goto('/worker-dashboard?tab=profile');
    const own = workerSide.page.getByTestId('worker-reviews');
    await own.getByRole('heading', { name: 'Tus calificaciones de empleadores' }).waitFor();
    await own.getByText('4.7 · 1 reseña de contrataciones anteriores').waitFor();
    await own.getByText(`Steady hand, on time every day (${suffix}).`).waitFor();
    await expectAccessible(workerSide.page, 'worker: his own ratings');

    // The operator finds the held review, with why it was held, and restores it with a reason.
    const operator = await newPage();
    await loginAsOperator(operator.page);
    await operator.page.getByRole('tab', { name: 'Reviews' }).click();
    const heldCard = operator.page.getByTestId('admin-review').filter({ hasText: workerText });
    await heldCard.getByText('A phone number or outside messaging app').waitFor();
    await heldCard.getByText('Held', { exact: true }).waitFor();
    await expectAccessible(operator.page, 'operator: held reviews');
    await heldCard.getByRole('button', { name: 'Restore' }).click();
    const restore = operator.page.getByRole('dialog', { name: 'Restore this review' });
    await restore.getByRole('button', { name: 'Restore' }).click();
    await restore.getByText('Give a reason').waitFor();
    await restore.getByLabel('Reason').fill('A public office number');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await toast(operator.page, 'The review is published').waitFor();
    await heldCard.waitFor({ state: 'detached' });

    // The employer it is about reports it; the operator reads the report on the reported list and hides it.
    await api('POST', '/api/reports', session.token, { targetType: 'review', targetId: heldId, reason: 'harassment' });
    await operator.page.getByRole('tab', { name: 'Reports' }).click();
    const reportGroup = operator.page.getByRole('listitem').filter({ hasText: workerText });
    await reportGroup.getByText('Harassment').waitFor();
    await reportGroup.getByRole('button', { name: 'Hide or restore in Reviews' }).click();
    expect(await operator.page.getByLabel('Show').inputValue()).toBe('reported');
    const reportedCard = operator.page.getByTestId('admin-review').filter({ hasText: workerText });
    await reportedCard.getByText('1 open report').waitFor();
    await reportedCard.getByText('Harassment').waitFor();
    await reportedCard.getByText('Published', { exact: true }).waitFor();
    await expectAccessible(operator.page, 'operator: reported reviews');
    await reportedCard.getByRole('button', { name: 'Hide' }).click();
    const hide = operator.page.getByRole('dialog', { name: 'Hide this review' });
    await hide.getByLabel('Reason').fill('Shares a private phone number');
    await expectAccessible(operator.page, 'operator: hide dialog');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await toast(operator.page, 'The review is hidden').waitFor();
    await operator.page.getByLabel('Show').selectOption('hidden');
    const hiddenCard = operator.page.getByTestId('admin-review').filter({ hasText: workerText });
    await hiddenCard.getByText("Last operator's reason: Shares a private phone number").waitFor();
    await hiddenCard.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await hiddenCard.getByRole('button', { name: 'Hide' }).count()).toBe(0);

    // Both decisions are in the audit log with their reasons.
    await operator.page.getByRole('tab', { name: 'Audit log' }).click();
    await operator.page.getByText('A public office number').first().waitFor();
    await operator.page.getByText('Shares a private phone number').first().waitFor();

    await Promise.all([employerSide.context.close(), workerSide.context.close(), operator.context.close()]);
  });
});
