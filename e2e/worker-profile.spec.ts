import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildTextPdf } from '../server/src/lib/text-pdf';
import { loginAsWorker, newPage, toast, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

const LOCKED_TABS = ['Jobs', 'Applications', 'Saved', 'Messages'];
const OPEN_TABS = ['Services', 'Billing', 'Profile'];

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) });
}

async function signUpWorker(page: Page) {
  await page.goto('/?signup=true');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /I'm a Worker/ }).click();
  await dialog.getByLabel('First name (optional)').fill('Jordan');
  await dialog.getByLabel('Last name (optional)').fill('Reyes');
  await dialog.getByLabel('Email').fill(uniqueEmail('profile-worker'));
  await dialog.getByLabel('Password').fill('a-good-password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/worker-dashboard');
}

/** The profile's required fields but the resume, as a new welder in Houston fills them. */
async function fillRequiredFields(page: Page, phone: string, bio: string) {
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Location').fill('hous');
  await page.getByRole('option', { name: 'Houston, TX' }).click();
  await page.getByLabel('Professional Bio').fill(bio);
  // The trade is a searchable list (issue 55): typed to filter, then picked.
  await page.getByRole('combobox', { name: 'Primary Trade' }).fill('weld');
  await page.getByRole('option', { name: 'Welder', exact: true }).click();
  await page.getByLabel('Years of Experience').selectOption('6');
  await page.getByLabel('Work Authorization').selectOption('citizen');
  await page.getByLabel('Availability').selectOption('immediate');
  await page.getByLabel('Energy & Utilities').check();
}

/** The profile is complete: the locked tabs open, and its resume is served as a PDF. */
async function expectCompleteWithResume(page: Page) {
  await page.getByText('100% profile complete').waitFor();
  for (const name of LOCKED_TABS) expect(await tab(page, name).isDisabled(), name).toBe(false);
  const resumeHref = await page.getByRole('link', { name: 'View resume' }).getAttribute('href');
  const served = await page.request.get(resumeHref!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
}

describe('worker profile', () => {
  it('a new worker completes the profile with a real resume and the tabs unlock', async () => {
    const { context, page } = await newPage();
    await signUpWorker(page);

    await page.getByRole('heading', { name: 'Welcome, Jordan!' }).waitFor();
    await page.getByText('Ready to find your next opportunity?').waitFor();
    await page
      .getByText(
        // Only what an employer needs to decide locks the tabs and applying (issue 55).
        'Please complete all required fields before accessing other sections. Missing: Primary Trade, Years of Experience, Phone Number, Location',
      )
      .waitFor();
    for (const name of LOCKED_TABS) expect(await tab(page, name).isDisabled(), name).toBe(true);
    for (const name of OPEN_TABS) expect(await tab(page, name).isDisabled(), name).toBe(false);
    expect(await tab(page, 'Profile').getAttribute('aria-selected')).toBe('true');
    // At 375 px the tabs wrap; the dashboard's content never scrolls sideways.
    expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Messages' }).click();
    await toast(page, 'Complete Profile Required').waitFor();
    await toast(page, 'Please complete your profile before accessing messages.').waitFor();
    await page.getByRole('heading', { name: 'Complete Your Profile First' }).waitFor();
    await page.getByRole('button', { name: 'Go to Profile' }).click();

    await fillRequiredFields(page, '(555) 555-0123', 'Pipe welder with six years on refinery shutdowns and plant turnarounds.');
    await page.getByLabel('Desired Hourly Rate ($)').fill('42');

    const skills = page.getByLabel('Skills', { exact: true });
    await skills.fill('TIG welding');
    await skills.press('Enter');
    await skills.fill('  tig WELDING ');
    await skills.press('Enter');
    await skills.fill('   ');
    await page.getByRole('button', { name: 'Add skill' }).click();
    await skills.fill('Stick welding');
    await page.getByRole('button', { name: 'Add skill' }).click();
    // Certifications are the credential wallet's records now (e2e/credential-wallet.spec.ts), no longer chips here.
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove Stick welding' }).click();

    const resumeInput = page.getByLabel('Upload Resume');
    await resumeInput.setInputFiles({ name: 'resume.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await toast(page, 'Invalid file type').waitFor();
    await toast(page, 'Please select a file with one of these extensions: .pdf, .doc, .docx').waitFor();

    const pdf = await buildTextPdf(['Jordan Reyes', 'Pipe welder, Houston TX']);
    await resumeInput.setInputFiles({ name: 'jordan-reyes.pdf', mimeType: 'application/pdf', buffer: pdf });
    await toast(page, 'Upload successful').waitFor();
    await page.getByText('Resume on file').waitFor();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated!').waitFor();
    await page.getByText('Welder Professional').waitFor();
    await expectCompleteWithResume(page);

    // A complete profile lands on jobs.
    await page.goto('/worker-dashboard');
    await tab(page, 'Jobs').waitFor();
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Jobs');
    expect(await tab(page, 'Jobs').isDisabled()).toBe(false);
    await context.close();
  });

  it('a new worker with no resume file creates one from the profile in one tap and jobs unlock', async () => {
    const { context, page } = await newPage();
    await signUpWorker(page);
    await fillRequiredFields(page, '(555) 555-0124', 'Pipe welder with six years on refinery shutdowns.');
    // Trade, years, phone and location saved: the tabs open; the resume is asked for, never blocking (issue 55).
    const finish = page.getByRole('region', { name: 'Finish your profile' });
    await finish.getByText('Employers see more when these are filled in: Resume Upload').waitFor();
    expect(await tab(page, 'Jobs').isDisabled()).toBe(false);

    const create = page.getByRole('button', { name: 'Create my resume from my profile' });
    // Secondary to the upload, and it fits a 375 px phone.
    expect((await create.boundingBox())!.width).toBeLessThanOrEqual(375);
    await create.click();
    await toast(page, 'Resume created').waitFor();
    await page.getByText('Resume on file').waitFor();
    await expectCompleteWithResume(page);

    await tab(page, 'Jobs').click();
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Jobs');
    await context.close();
  });

  it('auto-saves 2 seconds after the last edit, and Cancel reverts unsaved edits', async () => {
    const { context, page } = await newPage({ width: 1280 });
    await signUpWorker(page);
    await page.getByLabel('Desired Hourly Rate ($)').fill('55');
    await page.getByText('Auto-saving changes...').waitFor();
    await page.getByText('Auto-saving changes...').waitFor({ state: 'hidden', timeout: 10_000 });
    await page.goto('/worker-dashboard?tab=profile');
    await page.getByRole('button', { name: 'Edit Profile' }).first().click();
    expect(await page.getByLabel('Desired Hourly Rate ($)').inputValue()).toBe('55');

    await page.getByLabel('Desired Hourly Rate ($)').fill('60');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('Desired Hourly Rate ($)').inputValue()).toBe('55');
    await context.close();
  });

  it('the demo worker has a complete profile with a stored resume and lands on jobs', async () => {
    const { context, page } = await newPage();
    await loginAsWorker(page);
    await page.getByText('Electrician Professional').waitFor();
    await page.getByText('100% profile complete').waitFor();
    expect(await tab(page, 'Jobs').getAttribute('aria-selected')).toBe('true');
    await tab(page, 'Profile').click();
    const resumeHref = await page.getByRole('link', { name: 'View resume' }).getAttribute('href');
    expect((await page.request.get(resumeHref!)).status()).toBe(200);
    await context.close();
  });
});
