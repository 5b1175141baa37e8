import { describe, expect, it } from 'vitest';
import { loginAsWorker, newPage, useBrowser } from './fixtures';

useBrowser();

describe('career planning tools', () => {
  it('shows signed-out visitors the marketing view', async () => {
    const { context, page } = await newPage();
    await page.goto('/career-planning-tools');
    await page.getByRole('heading', { name: 'Plan Your Infrastructure Career' }).waitFor();
    await page.getByRole('heading', { name: "What You'll Get Access To" }).waitFor();
    expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/worker-dashboard');
    await context.close();
  });

  it('lets a worker take a personality assessment and see its score and recommendations', async () => {
    const { context, page } = await newPage();
    await loginAsWorker(page);
    await page.goto('/career-planning-tools');
    await page.getByRole('button', { name: 'Start Career Assessment' }).click();
    await page.getByRole('heading', { name: 'Career Assessments' }).waitFor();
    await page.getByRole('button', { name: 'New Assessment' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'New Career Assessment' });
    // Submitting without a type says why (001 section 5).
    await dialog.getByRole('button', { name: 'Complete Assessment' }).click();
    await dialog.getByText('Assessment type is required').waitFor();
    await dialog.getByLabel('Assessment type').selectOption('personality');
    await dialog.getByText('Assessment type is required').waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Answer All Questions (0/5)' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Answer All Questions (0/5)' }).isDisabled()).toBe(true);
    const agree = dialog.getByRole('radio', { name: '4 - Agree' });
    for (let index = 0; index < 4; index += 1) await agree.nth(index).check();
    await dialog.getByRole('button', { name: 'Answer All Questions (4/5)' }).waitFor();
    await dialog.getByRole('radio', { name: '5 - Strongly Agree' }).nth(4).check();
    await dialog.getByText('Your score will be 84/100.').waitFor();
    await dialog.getByRole('button', { name: 'Complete Assessment' }).click();

    await page.getByText('Career assessment created successfully!', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('84/100').first().waitFor();
    await page.getByText('Complete', { exact: true }).first().waitFor();
    await page.getByText('Pursue leadership roles such as crew lead or foreman').first().waitFor();
    await page.getByText('Strong technical aptitude').first().waitFor();
    await context.close();
  });

  it('lets a worker create a roadmap with dated milestones', async () => {
    const { context, page } = await newPage();
    await loginAsWorker(page);
    await page.goto('/career-planning-tools');
    await page.getByRole('tab', { name: 'Career Roadmaps' }).click();
    await page.getByRole('button', { name: 'New Roadmap' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'New Career Roadmap' });
    await dialog.getByRole('button', { name: 'Create Roadmap' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Target role is required').waitFor();
    await dialog.getByText('Timeframe is required').waitFor();

    await dialog.getByLabel('Title').fill('Road to Site Supervisor');
    await dialog.getByLabel('Current role (optional)').selectOption('technician');
    await dialog.getByLabel('Target role').selectOption('Site Supervisor');
    await dialog.getByLabel('Timeframe').selectOption('1-year');
    await dialog.getByRole('button', { name: 'Create Roadmap' }).click();

    await page.getByText('Career roadmap created successfully!', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Road to Site Supervisor' }).waitFor();
    await page.getByText('Assess your skill gaps').waitFor();
    await page
      .getByText(/^\+\d+ more$/)
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tabpanel').getByText('Roadmaps', { exact: true }).waitFor();
    await context.close();
  });
});

describe('training programs', () => {
  it('shows a signed-out visitor the programs, their stats and details', async () => {
    const { context, page } = await newPage();
    await page.goto('/workforce-training-programs');
    await page.getByRole('heading', { name: 'Professional Training Programs' }).waitFor();
    await page.getByRole('heading', { name: 'OSHA 30 Construction Safety' }).waitFor();
    const stats = page.getByRole('region', { name: 'Training statistics' });
    await stats.getByText('15', { exact: true }).waitFor();
    await stats.getByText(/^\d+%$/).waitFor();
    expect(await page.getByRole('button', { name: 'Learn More', exact: false }).count()).toBe(15);

    await page.getByRole('button', { name: 'Learn more about OSHA 30 Construction Safety' }).click();
    const dialog = page.getByRole('dialog', { name: 'OSHA 30 Construction Safety' });
    await dialog.getByText('Linda Harper').waitFor();
    await dialog.getByText('Bilingual English/Spanish instruction').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    expect(await page.getByRole('link', { name: 'Explore Training Options' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('shows the credentials each program leads to, and only the programs for one credential from its link', async () => {
    const { context, page } = await newPage();
    await page.goto('/workforce-training-programs?credentialId=twic');
    await page.getByText('Programs that lead to TWIC Card').waitFor();
    expect(await page.getByRole('button', { name: 'Learn More', exact: false }).count()).toBe(1);
    const program = page.getByRole('list', { name: 'Leads to' });
    for (const name of ['TWIC Card', 'PEC SafeLand Basic Orientation', 'H2S Clear'])
      await program.getByText(name, { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Show all programs' }).click();
    await page.getByRole('heading', { name: 'OSHA 30 Construction Safety' }).waitFor();
    expect(await page.getByRole('button', { name: 'Learn More', exact: false }).count()).toBe(15);
    await page.goto('/workforce-training-programs?credentialId=nfpa-70e');
    await page.getByText('No program leads to NFPA 70E Arc Flash Safety yet.').waitFor();
    await context.close();
  });
});
