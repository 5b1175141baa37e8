import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

// Issue 35 item 3: applying tells the employer the expected pay (in the job's unit) and availability.
describe('apply with expected pay and availability', () => {
  it("prefills the worker's rate in the job's unit and the employer sees $40/hr and the availability", async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const title = `Rig Welder ${Date.now().toString(36)}`;
    await api('POST', '/api/jobs', session.token, {
      title,
      description: 'Structural welds on an offshore platform module.',
      industry: 'oilgas',
      location: 'Houston, TX',
      jobType: 'contract',
      payUnit: 'hour',
      salaryMin: 38,
      salaryMax: 45,
    });
    const worker = await createCompleteWorker({ availability: 'two-weeks' });
    await api('PUT', `/api/worker-profile/${worker.userId}`, worker.token, { hourlyRate: 40 });

    const applicant = await newPage();
    await loginAsWorker(applicant.page, worker.email, worker.password);
    await applicant.page.getByLabel('Search jobs').fill(title);
    await applicant.page.getByRole('link', { name: title }).click();
    const dialog = applicant.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    // The cover letter is not focused on open (a phone keyboard would cover the job).
    expect(await dialog.getByLabel('Cover letter (optional)').evaluate((field) => field === document.activeElement)).toBe(false);
    expect(await dialog.getByLabel('Expected pay ($/hr)').inputValue()).toBe('40');
    expect(await dialog.getByLabel('Availability').inputValue()).toBe('two-weeks');

    await dialog.getByLabel('Expected pay ($/hr)').fill('40.5');
    await dialog.getByRole('button', { name: 'Apply Now' }).click();
    await dialog.getByText('Expected salary must be a whole number of 0 or more.').waitFor();
    await dialog.getByLabel('Expected pay ($/hr)').fill('40');
    await dialog.getByRole('button', { name: 'Apply Now' }).click();
    await toast(applicant.page, 'Application submitted!').waitFor();
    await applicant.context.close();

    const hiring = await newPage({ width: 1280 });
    await loginAsEmployer(hiring.page, employer.email, employer.password);
    await hiring.page.goto('/employer-dashboard?tab=candidates');
    const card = hiring.page.getByTestId('candidate-card').filter({ hasText: worker.name });
    await card.getByRole('button', { name: 'View Profile' }).click();
    const profile = hiring.page.getByRole('dialog', { name: 'Candidate Profile' });
    await profile.getByText('$40/hr', { exact: true }).waitFor();
    await profile.getByText('In two weeks', { exact: true }).waitFor();
    await hiring.context.close();
  });
});
