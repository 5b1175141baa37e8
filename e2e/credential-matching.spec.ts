import { describe, expect, it } from 'vitest';
import { createCompleteWorker, createReadyEmployer, loginAsEmployer, loginAsWorker, newPage, toast, useBrowser } from './fixtures';

useBrowser();

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('credential matching', () => {
  it('an employer requires TWIC; a worker sees it missing, adds TWIC to the wallet and the job turns qualified', async () => {
    const title = `Marine Terminal Welder ${Date.now().toString(36)}`;

    // The employer picks TWIC from the catalogue with the keyboard and states the travel terms.
    const employer = await createReadyEmployer();
    const { context: employerContext, page: employerPage } = await newPage();
    await loginAsEmployer(employerPage, employer.email, employer.password);
    await employerPage.goto('/employer-dashboard?tab=jobs');
    await employerPage.getByRole('button', { name: 'Post New Job' }).click();
    const form = employerPage.getByRole('dialog', { name: 'Post New Job' });
    await form.getByLabel('Job title *').fill(title);
    await form.getByLabel('Industry *').selectOption('oilgas');
    await form.getByLabel('Job type *').selectOption('contract');
    await form.getByLabel('Job description *').fill('Structural welding on a marine terminal expansion.');
    await form.getByLabel('Location *').fill('Houston, TX');
    const required = form.getByRole('combobox', { name: 'Required credentials' });
    await required.fill('twic');
    await form.getByRole('option', { name: /TWIC Card/ }).waitFor();
    await required.press('ArrowDown');
    await required.press('Enter');
    await form.getByRole('button', { name: 'Remove TWIC Card' }).waitFor();
    await form.getByLabel('Per diem ($/day)').fill('125');
    await form.getByLabel('Rotation (days on/off)').fill('14/7');
    await form.getByLabel('Lodging provided').check();
    await form.getByRole('button', { name: 'Post Job' }).click();
    await toast(employerPage, 'Job posted!').waitFor();
    await employerContext.close();

    // The worker, at phone width, finds the job saying TWIC is missing, with a link to training for it.
    const worker = await createCompleteWorker();
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto(`/worker-dashboard?tab=jobs&q=${encodeURIComponent(title)}`);
    const card = page.getByTestId('job-card').filter({ hasText: title });
    await card.getByText('Per diem $125/day').waitFor();
    await card.getByText('Rotation 14/7').waitFor();
    await card.getByText('Lodging provided').waitFor();
    const coverage = card.getByTestId('credential-coverage');
    await coverage.getByText('You have 0 of 1 required credential - missing:', { exact: false }).waitFor();
    const training = await coverage.getByRole('link', { name: 'Training for TWIC Card' }).getAttribute('href');
    expect(training).toBe('/workforce-training-programs?credentialId=twic');
    expect(await coverage.getAttribute('data-qualified')).toBe('false');
    // "Only jobs I'm qualified for" hides it.
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel("Only jobs I'm qualified for").check();
    await page.getByText('No jobs match your filters').waitFor();
    await page.getByLabel("Only jobs I'm qualified for").uncheck();
    await card.waitFor();

    // TWIC goes into the wallet through the WALLET helper's profile UI.
    await page.goto('/worker-dashboard?tab=profile');
    const wallet = page.getByRole('region', { name: 'Credentials and licences' });
    await wallet.getByRole('button', { name: 'Add credential' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a credential' });
    const picker = dialog.getByRole('combobox', { name: 'Credential' });
    await picker.fill('twic');
    await dialog.getByRole('option', { name: /TWIC Card/ }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await dialog.getByLabel('Expiry date').fill(inDays(3 * 365));
    await dialog.getByRole('button', { name: 'Save credential' }).click();
    await toast(page, 'Credential saved').waitFor();

    // Back on the jobs tab the same job is qualified, and the qualified filter keeps it.
    await page.goto(`/worker-dashboard?tab=jobs&q=${encodeURIComponent(title)}&qualified=true`);
    const qualified = page.getByTestId('job-card').filter({ hasText: title }).getByTestId('credential-coverage');
    await qualified.getByText('You have the required credential').waitFor();
    expect(await qualified.getAttribute('data-qualified')).toBe('true');
    // The details dialog says the same and names the requirement.
    await page.getByRole('link', { name: title }).click();
    const details = page.getByRole('dialog');
    await details.getByText('You have the required credential').waitFor();
    await details.getByText('Required credentials').waitFor();
    expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
