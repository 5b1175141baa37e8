import { describe, expect, it } from 'vitest';
import { api, newPage, readLatestMail, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

describe('forgot password', () => {
  it('e-mails a link that sets a new password and signs the worker in', async () => {
    const email = uniqueEmail('forgetful');
    await api('POST', '/api/auth/register', null, { email, password: 'the-old-password', userType: 'worker', firstName: 'Robin' });

    const { context, page } = await newPage();
    await page.goto('/auth');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText('If an account exists for that email, we sent a link to reset its password.').waitFor();

    const mail = await readLatestMail(email, 'Reset your CrewBridge password');
    expect(mail.subject).toBe('Reset your CrewBridge password');
    const link = new URL(/\S*\/reset-password\?token=\S+/.exec(mail.text ?? '')![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password').fill('the-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/worker-dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();

    const signIn = (password: string) =>
      fetch(new URL('/api/auth/login', page.url()), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await signIn('the-old-password')).status).toBe(401);
    expect((await signIn('the-new-password')).status).toBe(200);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link is invalid or has expired. Please request a new one.').waitFor();
    await context.close();
  });
});
