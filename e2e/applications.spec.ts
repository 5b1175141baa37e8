import { describe, expect, it } from 'vitest';
import { api, createCompleteWorker, demoEmployerJob, loginAsEmployer, loginAsWorker, newPage, toast, useBrowser } from './fixtures';

useBrowser();

describe('applications and interviews', () => {
  it('takes an application from the API through the employer pipeline to the worker', async () => {
    const worker = await createCompleteWorker({ phone: '555-555-0130', skills: ['TIG', 'Pipe fitting'] });
    const job = await demoEmployerJob();
    await api('POST', '/api/applications', worker.token, {
      jobId: job.id,
      status: 'pending',
      coverLetter: 'I can start in two weeks.',
    });

    // Employer: candidates tab, profile, resume, status pipeline, video interview.
    const employer = await newPage({ width: 1280 });
    await loginAsEmployer(employer.page);
    await employer.page.goto('/employer-dashboard?tab=candidates');
    const card = employer.page.getByTestId('candidate-card').filter({ hasText: worker.name });
    await card.waitFor();
    await card.getByText(`Applied for ${job.title}`).waitFor();

    await card.getByRole('button', { name: 'View Profile' }).click();
    const profile = employer.page.getByRole('dialog', { name: 'Candidate Profile' });
    await profile.getByText(worker.email).waitFor();
    await profile.getByText('(555) 555-0130').waitFor();
    await profile.getByText('I can start in two weeks.').waitFor();
    await profile.getByText('Pipe fitting').waitFor();
    // Stored option values show as their labels: experience "6" is "5-10 years", the trade its name.
    await profile.getByText('5-10 years', { exact: true }).waitFor();
    await profile.getByText('Welder', { exact: true }).waitFor();
    expect(await profile.getByText('6', { exact: true }).count()).toBe(0);
    await profile.getByRole('button', { name: 'Close' }).first().click();
    await profile.waitFor({ state: 'detached' });

    const [resumeTab] = await Promise.all([employer.context.waitForEvent('page'), card.getByRole('button', { name: 'Resume' }).click()]);
    await toast(employer.page, 'Resume Accessed').waitFor();
    await resumeTab.waitForLoadState();
    expect(resumeTab.url()).toContain('/objects/');
    await resumeTab.close();

    await card.getByLabel('Status').selectOption('reviewed');
    await toast(employer.page, 'Status updated').waitFor();
    await card.getByText('Reviewed', { exact: true }).first().waitFor();

    await card.getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = employer.page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await toast(employer.page, 'Please fill in date and time for the interview.').waitFor();
    await dialog.getByLabel('Date').fill('2030-05-14');
    await dialog.getByLabel('Time').fill('09:30');
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await toast(employer.page, 'Meeting Link Required').waitFor();
    await dialog.getByLabel('Meeting link').fill('https://zoom.us/j/5550102030');
    await dialog.getByLabel('Notes').fill('Bring your welding certificate.');
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await toast(employer.page, 'Interview scheduled!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByLabel('Status').inputValue()).toBe('interview');
    await card.getByTestId('interview').getByText('Video interview · Zoom').waitFor();
    await employer.context.close();

    // Worker: sees the new status and the interview, downloads it, edits and deletes the application.
    const applicant = await newPage();
    await loginAsWorker(applicant.page, worker.email, worker.password);
    await applicant.page.goto('/worker-dashboard?tab=applications');
    const application = applicant.page.getByTestId('application-card').filter({ hasText: job.title });
    await application.waitFor();
    await application.getByText('Interview', { exact: true }).first().waitFor();
    const interview = application.getByTestId('interview');
    await interview.getByText('Video interview · Zoom').waitFor();
    expect(await interview.getByRole('link', { name: /Join meeting/ }).getAttribute('href')).toBe('https://zoom.us/j/5550102030');
    await interview.getByText('Notes: Bring your welding certificate.').waitFor();

    const [download] = await Promise.all([
      applicant.page.waitForEvent('download'),
      interview.getByRole('button', { name: /Add the interview/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);

    await application.getByRole('button', { name: `Edit application for ${job.title}` }).click();
    const edit = applicant.page.getByRole('dialog', { name: 'Edit Application' });
    // Pay is typed as the trades quote it: by the hour unless the worker picks another unit.
    await edit.getByLabel('Pay per').selectOption('year');
    await edit.getByLabel('Expected pay in USD (per year)').fill('78000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(applicant.page, 'Application updated').waitFor();
    await application.getByText('$78,000/yr').waitFor();

    // The worker starts a conversation with the employer from the application.
    await application.getByRole('button', { name: /^Message / }).click();
    await applicant.page.waitForURL(/tab=messages&conversation=/);
    const composer = applicant.page.getByLabel('Message', { exact: true });
    await composer.fill('Thanks for the interview invite!');
    await composer.press('Enter');
    await applicant.page.getByRole('list', { name: 'Messages' }).getByText('Thanks for the interview invite!').waitFor();
    await applicant.page.goto('/worker-dashboard?tab=applications');

    await application.getByRole('button', { name: `Delete application for ${job.title}` }).click();
    await applicant.page.getByRole('dialog').getByRole('button', { name: 'Delete Application' }).click();
    await toast(applicant.page, 'Application deleted').waitFor();
    await applicant.page.getByRole('heading', { name: 'No applications yet' }).waitFor();
    await applicant.page.getByRole('button', { name: 'Browse Jobs' }).click();
    await applicant.page.waitForURL('**/worker-dashboard?tab=jobs');
    await applicant.context.close();
  });
});
