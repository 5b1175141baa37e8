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
  it('the employer rates each hired member from the crew’s card, and each member is invited to rate the employer, at 375 px', async () => {
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
    const applied = await api<{ applications: Array<{ applicationId: string }> }>('POST', '/api/applications', foreman.token, {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.userId, member.userId],
    });
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

    await Promise.all([employerSide.context.close(), memberSide.context.close()]);
  }, 120_000);
});
