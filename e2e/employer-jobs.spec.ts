import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createReadyEmployer,
  DEMO_PASSWORD,
  loginAsEmployer,
  newPage,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

describe('employer jobs', () => {
  it('posts a job with the form rules, edits, deactivates and deletes it', async () => {
    const employer = await createReadyEmployer();
    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=jobs');
    await page.getByText('No jobs posted yet').waitFor();

    await page.getByRole('button', { name: 'Post New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post New Job' });
    const submit = dialog.getByRole('button', { name: 'Post Job' });
    await dialog.getByLabel('Job title *').focus();
    await dialog.getByLabel('Job title *').blur();
    await dialog.getByText('Job title is required').waitFor();
    if (await submit.isEnabled()) throw new Error('Post Job must stay disabled until the required fields are filled');

    await dialog.getByLabel('Job title *').fill('Journeyman Lineman');
    await dialog.getByLabel('Industry *').selectOption('energy');
    await dialog.getByLabel('Job type *').selectOption('full-time');
    await dialog.getByLabel('Job description *').fill('Build and maintain overhead distribution lines.');
    await dialog.getByLabel('Location *').fill('Denver, CO');
    await dialog.getByLabel('Pay', { exact: true }).selectOption('year');
    await dialog.getByLabel('Minimum pay ($)').fill('90000');
    await dialog.getByLabel('Maximum pay ($)').fill('80000');
    await submit.click();
    await dialog.getByText('Minimum salary cannot be higher than maximum salary.').first().waitFor();
    await dialog.getByLabel('Maximum pay ($)').fill('1000000');
    await submit.click();
    await dialog.getByText('Maximum salary is too high. Please enter a reasonable amount.').first().waitFor();
    await dialog.getByLabel('Maximum pay ($)').fill('110000');
    await dialog.getByLabel('Requirements').fill('CDL Class A');
    await dialog.getByLabel('Requirements').press('Enter');
    await submit.click();
    await toast(page, 'Job posted!').waitFor();

    const card = page.getByTestId('employer-job').filter({ hasText: 'Journeyman Lineman' });
    await card.getByText('Active', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Job' });
    await editDialog.getByLabel('Job title *').fill('Lead Journeyman Lineman');
    await editDialog.getByLabel('Job type *').selectOption('internship');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Job updated!').waitFor();
    const edited = page.getByTestId('employer-job').filter({ hasText: 'Lead Journeyman Lineman' });
    await edited.getByText('Internship').waitFor();

    await edited.getByRole('button', { name: 'Deactivate' }).click();
    await edited.getByText('Inactive', { exact: true }).waitFor();

    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete Job' }).click();
    await toast(page, 'Job deleted!').waitFor();
    await page.getByText('No jobs posted yet').waitFor();
    await context.close();
  });

  it('shows the views, applications and 30-day chart of each job, and a duplicate needs a post left', async () => {
    const employer = await createReadyEmployer();
    const { token } = await signInByApi(employer.email, employer.password);
    // The employer's one free post.
    const job = await api<{ id: string }>('POST', '/api/jobs', token, {
      title: 'Substation Technician',
      industry: 'energy',
      description: 'Maintain 138 kV substations.',
      location: 'Denver, CO',
      jobType: 'full-time',
      requirements: [],
      skills: [],
    });
    await api('GET', `/api/public/jobs/${job.id}`);

    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=jobs');
    const card = page.getByTestId('employer-job').filter({ hasText: 'Substation Technician' });
    await card.getByText('1 view', { exact: true }).waitFor();
    await card.getByText('0 applications', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Show activity' }).click();
    await card.getByRole('img', { name: 'Views and applications, last 30 days' }).locator('.recharts-bar-rectangle').first().waitFor();

    await card.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('dialog', { name: 'No job posts left' }).waitFor();
    await context.close();
  });

  it('shows an expired post as Expired with Renew, which lists it again with a new expiry date for a post bought', async () => {
    // The seed's last company has one post that ended 30 days after posting; its free post is in use.
    const email = 'hiring@cornerstonemep.example.com';
    const { context, page } = await newPage();
    await loginAsEmployer(page, email, DEMO_PASSWORD);
    await page.goto('/employer-dashboard?tab=jobs');
    const card = page.getByTestId('employer-job').filter({ hasText: 'MEP Project Supervisor' });
    await card.getByText(/^Expired /).waitFor();
    await card.getByRole('button', { name: 'Renew' }).click();
    await page.getByRole('dialog', { name: 'No job posts left' }).waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();

    const { token } = await signInByApi(email, DEMO_PASSWORD);
    await buyWithTestCard(token, 'basic');

    await page.reload();
    await card.getByRole('button', { name: 'Renew' }).click();
    await toast(page, 'Job renewed').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText(/^Expires /).waitFor();
    expect(await card.getByRole('button', { name: 'Renew' }).count()).toBe(0);
    await context.close();
  });
});
