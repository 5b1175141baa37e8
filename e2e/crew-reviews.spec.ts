import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  readLatestMail,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

/** The newest e-mail to `email` whose subject names `words`, waiting up to 15 s for the outbox to send it. */
async function mailAbout(email: string, words: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = await readLatestMail(email);
    if (mail.subject?.includes(words)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail about ${words} to ${email}`);
}

describe('reviews of a crew’s hire (issue 52)', () => {
  it('the employer rates each hired member from the crew’s card, each member is invited to rate the employer, and a shown rating appears on the member’s line, at 375 px', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const { jobs } = await api<{ jobs: Array<{ id: string; title: string }> }>('POST', '/api/jobs/bulk-from-estimate', session.token, {
      industry: 'construction',
      location: 'Houston, TX',
      workerBreakdown: { carpenter: 2 },
      selectedRoles: ['carpenter'],
    });
    const job = jobs[0]!;
    const crewName = `Review Crew ${Date.now().toString(36)}`;
    const foreman = await createCompleteWorker({ firstName: 'Marco', primaryTrade: 'carpenter' });
    const member = await createCompleteWorker({ firstName: 'Teo', primaryTrade: 'carpenter' });
    const crew = await api<{ id: string }>('POST', '/api/crews', foreman.token, {
      name: crewName,
      trades: ['carpenter'],
      homeBase: 'Houston, TX',
      travelRadiusMiles: 100,
      availability: 'immediate',
    });
    await api('POST', `/api/crews/${crew.id}/invitations`, foreman.token, { email: member.email });
    const mail = await mailAbout(member.email, crewName);
    const token = /\/crew-invitations\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
    await api('POST', `/api/crew-invitations/${token}/accept`, member.token);
    const applied = await api<{ applications: Array<{ applicationId: string; workerId: string }> }>(
      'POST',
      '/api/applications',
      foreman.token,
      {
        jobId: job.id,
        crewId: crew.id,
        memberIds: [foreman.userId, member.userId],
      },
    );
    // Hiring one member's application hires the crew; the job then closes, so the hire is due for review.
    await api('PATCH', `/api/applications/${applied.applications[0]!.applicationId}/status`, session.token, { status: 'accepted' });
    await api('PATCH', `/api/jobs/${job.id}/status`, session.token, { isActive: false });

    const employerSide = await newPage();
    await loginAsEmployer(employerSide.page, employer.email, employer.password);
    await employerSide.page.goto('/employer-dashboard?tab=candidates');
    const card = employerSide.page.getByTestId('crew-applicant-card').filter({ hasText: crewName });
    const reviews = card.getByTestId('crew-member-reviews');
    await reviews.getByRole('heading', { name: 'Rate each hired member' }).waitFor();
    await reviews.getByRole('button', { name: 'Rate this worker' }).nth(1).waitFor();
    expect(await reviews.getByRole('button', { name: 'Rate this worker' }).count()).toBe(2);
    // Each member's line carries his ratings from past hires (none yet for either).
    const memberLines = card.getByTestId('crew-member');
    await memberLines.nth(1).getByText('No reviews from past hires yet.').waitFor();
    expect(await card.getByTestId('worker-ratings').count()).toBe(2);
    const teo = reviews.getByRole('listitem').filter({ hasText: member.name });
    await teo.getByRole('button', { name: 'Rate this worker' }).click();
    const dialog = employerSide.page.getByRole('dialog', { name: `Rate ${member.name}` });
    for (const point of ['Skill', 'Reliability', 'Safety'])
      await dialog.getByRole('group', { name: point }).getByLabel('5 of 5').check({ force: true });
    await dialog.getByRole('group', { name: 'Would hire again' }).getByLabel('Yes').check({ force: true });
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await toast(employerSide.page, 'Review saved').waitFor();
    await teo.getByText('Your review', { exact: true }).waitFor();
    // The other member still waits for his.
    await reviews.getByRole('listitem').filter({ hasText: foreman.name }).getByRole('button', { name: 'Rate this worker' }).waitFor();
    await employerSide.page.mouse.move(0, 0);
    await employerSide.page.waitForLoadState('networkidle');
    expect(await seriousViolations(employerSide.page)).toEqual([]);
    expect(await employerSide.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The member, on his own application, is invited to rate the employer as a worker hired alone is.
    const memberSide = await newPage();
    await loginAsWorker(memberSide.page, member.email, member.password);
    await memberSide.page.goto('/worker-dashboard?tab=applications');
    const application = memberSide.page.getByTestId('application-card').filter({ hasText: job.title });
    await application.getByRole('button', { name: 'Rate this employer' }).waitFor();

    // Once Teo has written his, the double-blind lifts: the crew card shows the employer's rating on Teo's line only.
    const teoApplicationId = applied.applications.find((row) => row.workerId === member.userId)!.applicationId;
    await api('POST', '/api/reviews', member.token, {
      applicationId: teoApplicationId,
      ratings: { paidAsPromised: 5, siteSafety: 5, postMatchedWork: 4, wouldWorkAgain: 5 },
      text: 'Paid every Friday.',
    });
    await employerSide.page.reload();
    const teoLine = employerSide.page
      .getByTestId('crew-applicant-card')
      .filter({ hasText: crewName })
      .getByTestId('crew-member')
      .filter({ hasText: member.name });
    await teoLine.getByTestId('worker-ratings').getByText('5.0 · 1 review from past hires').waitFor();
    const marcoLine = employerSide.page
      .getByTestId('crew-applicant-card')
      .filter({ hasText: crewName })
      .getByTestId('crew-member')
      .filter({ hasText: foreman.name });
    await marcoLine.getByText('No reviews from past hires yet.').waitFor();
    await employerSide.page.waitForLoadState('networkidle');
    expect(await seriousViolations(employerSide.page)).toEqual([]);
    expect(await employerSide.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await Promise.all([employerSide.context.close(), memberSide.context.close()]);
  }, 120_000);
});
