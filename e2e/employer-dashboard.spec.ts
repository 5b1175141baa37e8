import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createReadyEmployer,
  loginAsEmployer,
  newPage,
  seriousViolations,
  signIn,
  signInByApi,
  toast,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

const PASSWORD = 'a-good-password';

async function signUpEmployer(page: Page, email: string) {
  await page.goto('/?signup=true');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /I'm an Employer/ }).click();
  await dialog.getByLabel('First name (optional)').fill('Dana');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/employer-dashboard');
}

describe('employer dashboard', () => {
  it('a new employer completes the company profile, unlocks the tabs, deactivates and signs in again', async () => {
    const { context, page } = await newPage();
    const email = uniqueEmail('employer');
    await signUpEmployer(page, email);

    await page.getByRole('heading', { name: 'Ready to find great talent?' }).waitFor();
    await page.getByRole('heading', { name: 'Complete Your Profile', exact: true }).waitFor();
    await page.getByText('7 fields remaining').waitFor();
    expect(await page.getByRole('button', { name: 'Post New Job' }).isDisabled()).toBe(true);
    for (const name of ['Jobs', 'Applications', 'Messages']) {
      await page.getByRole('tab', { name: `${name} (requires a complete profile)` }).waitFor();
    }
    await page.getByRole('tab', { name: 'Subscription', exact: true }).waitFor();

    await page.getByRole('tab', { name: /^Applications/ }).click();
    await page.getByRole('heading', { name: 'Complete Your Profile First' }).waitFor();
    await page.getByRole('button', { name: 'Complete Profile' }).first().click();
    await page.waitForURL('**/employer-dashboard?tab=profile');

    const save = page.getByRole('button', { name: 'Save Profile' });
    expect(await save.isDisabled()).toBe(true);
    const companyName = page.getByLabel('Company Name (required)');
    await companyName.fill('Summit');
    await companyName.fill('');
    await page.getByText('Company name is required').waitFor();
    await companyName.fill('Summit Line Energy');
    await page.getByLabel('Contact Email (required)').fill('not-an-email');
    await page.getByText('Please enter a valid contact email address').waitFor();
    await page.getByLabel('Contact Email (required)').fill('jobs@summitline.example.com');
    await page.getByLabel('Industry').selectOption('energy');
    await page.getByLabel('Company Size').selectOption('51-200');
    await page.getByLabel('Phone Number').fill('(555) 555-0123');
    await page.getByLabel('Company Description').fill('Transmission line construction and substation maintenance.');
    await page.getByRole('textbox', { name: 'Company Benefits' }).fill('Paid overtime');
    await page.getByRole('textbox', { name: 'Company Benefits' }).press('Enter');
    await page.getByRole('button', { name: 'Remove Paid overtime' }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Headquarters (required)').fill('Denv');
    await page.getByRole('option', { name: 'Denver, CO' }).click();
    await save.click();
    await toast(page, 'Profile updated!').waitFor();

    await page.getByRole('heading', { name: 'Managing Summit Line Energy' }).waitFor();
    await page.getByText('Company profile 100% complete').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Complete Your Profile', exact: true }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Jobs', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Applications', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    await page.getByText('Profile complete').waitFor();
    expect(await page.getByRole('button', { name: 'Post New Job' }).isDisabled()).toBe(false);

    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: 'Deactivate Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Your job postings stay visible').waitFor();
    await dialog.getByRole('button', { name: 'Deactivate Account' }).click();
    await toast(page, 'Account Deactivated').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(page, email, PASSWORD);
    await toast(page, 'Account Reactivated').waitFor();
    await page.waitForURL('**/employer-dashboard');
    await page.getByRole('heading', { name: 'Managing Summit Line Energy' }).waitFor();
    await context.close();
  });

  it('refuses a wrong password when deleting, then deletes the account for good', async () => {
    const { context, page } = await newPage({ width: 1280 });
    const email = uniqueEmail('employer');
    await signUpEmployer(page, email);
    await page.goto('/employer-dashboard?tab=profile');
    await page.getByRole('button', { name: 'Delete Account Permanently' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Enter your password to confirm').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
    await dialog.getByText('Incorrect password. Your account was not deleted.').waitFor();
    await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
    await toast(page, 'Account Deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await signIn(page, email, PASSWORD);
    await toast(page, 'Invalid email or password').waitFor();
    await context.close();
  });

  it('while a set-up company profile loads, shows skeletons at 375 px: no locked tabs, no Complete Your Profile', async () => {
    const employer = await createReadyEmployer();
    const { context, page } = await newPage();
    // The profile's answer is held until the loading screen has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/employer-profile', async (route) => {
      await held;
      await route.continue();
    });
    await loginAsEmployer(page, employer.email, employer.password);
    await page.getByTestId('dashboard-loading').waitFor();
    expect(await page.getByText('(requires a complete profile)').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Complete Your Profile', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Post New Job' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await page.getByRole('heading', { name: 'Managing Ridgeline Utilities' }).waitFor();
    await page.getByRole('button', { name: 'Post New Job' }).waitFor();
    expect(await page.getByText('(requires a complete profile)').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('keeps a job refused for want of a post, and opens it filled in again once a post is bought', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=jobs');
    await page.getByRole('button', { name: 'Post New Job' }).click();
    const form = page.getByRole('dialog', { name: 'Post New Job' });
    await form.getByLabel('Job title *').fill('Switchgear Technician');
    await form.getByLabel('Industry *').selectOption('energy');
    await form.getByLabel('Job type *').selectOption('contract');
    await form.getByLabel('Job description *').fill('Wire and test a new 138 kV substation.');
    await form.getByLabel('Location *').fill('Denver, CO');
    // Meanwhile the plan's one post goes to another job (another tab, a colleague).
    await api('POST', '/api/jobs', session.token, {
      title: 'Lineworker',
      industry: 'energy',
      description: 'Build distribution lines.',
      location: 'Denver, CO',
      jobType: 'full-time',
    });
    await form.getByRole('button', { name: 'Post Job' }).click();
    await page.getByRole('dialog', { name: 'No job posts left' }).waitFor();

    await buyWithTestCard(session.token, 'basic');
    await page.goto('/employer-dashboard');
    const back = page.getByRole('dialog', { name: 'Post New Job' });
    await back.waitFor();
    expect(await back.getByLabel('Job title *').inputValue()).toBe('Switchgear Technician');
    expect(await back.getByLabel('Job description *').inputValue()).toBe('Wire and test a new 138 kV substation.');
    await toast(page, 'Your job is back').waitFor();
    await back.getByRole('button', { name: 'Post Job' }).click();
    await toast(page, 'Job posted!').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('crewbridge.jobDraft'))).toBeNull();
    await context.close();
  });
});
