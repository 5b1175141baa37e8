import { describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

// Issue 53: a job goes out in the job-board feeds; an application from a feed's link says so; the employer sees it and can opt out.
describe('job-board feeds', () => {
  it('tags an application from an Indeed link through sign-in, and the employer sees it and keeps the job out of the feeds', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const title = `Feed Lineman ${Date.now().toString(36)}`;
    const job = await api<{ id: string }>('POST', '/api/jobs', session.token, {
      title,
      description: 'Overhead distribution work. Questions: foreman@ridgeline.example.com',
      industry: 'energy',
      location: 'Denver, CO',
      jobType: 'full-time',
      payUnit: 'hour',
      salaryMin: 42,
      salaryMax: 50,
    });
    const feed = async () => (await fetch(`${baseUrl()}/feeds/indeed.xml`)).text();
    const listed = await feed();
    expect(listed).toContain(`/jobs/${job.id}?source=indeed`);
    expect(listed).not.toContain('foreman@ridgeline.example.com');

    // The link from Indeed, opened signed out; the worker signs in, then applies from the job's page.
    const worker = await createCompleteWorker();
    const applicant = await newPage();
    await applicant.page.goto(`/jobs/${job.id}?source=indeed`);
    await applicant.page.getByRole('heading', { name: title }).waitFor();
    await loginAsWorker(applicant.page, worker.email, worker.password);
    await applicant.page.goto(`/jobs/${job.id}?apply=1`);
    const dialog = applicant.page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Apply Now' }).click();
    await toast(applicant.page, 'Application submitted!').waitFor();
    await applicant.context.close();

    const hiring = await newPage();
    await loginAsEmployer(hiring.page, employer.email, employer.password);
    await hiring.page.goto('/employer-dashboard?tab=jobs');
    const card = hiring.page.getByTestId('employer-job').filter({ hasText: title });
    await card.getByRole('button', { name: "Where it's listed" }).click();
    await card.getByText('Indeed: 1', { exact: true }).waitFor();
    await card.getByText('On CrewBridge, and in the job feeds Indeed, ZipRecruiter, Talent.com, Jooble read.').waitFor();
    expect(await seriousViolations(hiring.page)).toEqual([]);
    expect(await hiring.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const feedSwitch = card.getByRole('switch', { name: /List this job on job boards/ });
    await feedSwitch.uncheck();
    await card.getByText('On CrewBridge only: kept out of the job feeds (Indeed, ZipRecruiter, Talent.com, Jooble).').waitFor();
    expect(await feedSwitch.isChecked()).toBe(false);
    expect(await feed()).not.toContain(job.id);
    await hiring.page.reload();
    await card.getByRole('button', { name: "Where it's listed" }).click();
    expect(await card.getByRole('switch', { name: /List this job on job boards/ }).isChecked()).toBe(false);
    await hiring.context.close();
  });
});
