import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createCompleteWorker,
  loginAsWorker,
  newPage,
  readLatestMail,
  seriousViolations,
  toast,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

/** Nothing wider than the phone, no serious axe-core finding. */
async function expectPhoneScreen(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The link of the newest confirmation e-mail to `to`, as a path the test's browser can open. */
async function confirmLink(to: string, subject: string) {
  const mail = await readLatestMail(to, subject);
  const link = new URL(/\S*\/confirm-email\?token=\S+/.exec(mail.text ?? '')![0]);
  return `${link.pathname}${link.search}`;
}

describe('e-mail change', () => {
  it('a worker changes the e-mail with the current password, confirms it from the new inbox and signs in with it', async () => {
    const worker = await createCompleteWorker();
    const newEmail = uniqueEmail('moved-worker-with-a-rather-long-address');

    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto('/worker-dashboard?tab=profile');
    await page.getByRole('button', { name: 'Edit Profile' }).first().click();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
    const currentPassword = page.getByLabel('Current password');
    await currentPassword.waitFor();
    await page.getByText("Enter your current password to change your e-mail. We'll send a confirmation link to the new address.").waitFor();
    await expectPhoneScreen(page, 'profile form with the current password');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter your current password to change your e-mail', { exact: true }).waitFor();
    expect(await currentPassword.evaluate((input) => input === document.activeElement)).toBe(true);

    await currentPassword.fill('not-the-password');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Your e-mail was not changed').waitFor();
    await toast(page, 'Incorrect current password. Your e-mail was not changed.').waitFor();

    await currentPassword.fill(worker.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const pending = `Check your new inbox: we sent a link to ${newEmail}. Your e-mail changes once you open it.`;
    await toast(page, 'Check your new inbox').waitFor();
    await page.getByRole('status').filter({ hasText: pending }).first().waitFor();
    // The field keeps the current address until the new one confirms it.
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(worker.email);
    await expectPhoneScreen(page, 'profile with the pending e-mail');

    const notice = await readLatestMail(worker.email, 'Your CrewBridge e-mail is being changed');
    expect(notice.subject).toBe('Your CrewBridge e-mail is being changed');
    const link = await confirmLink(newEmail, 'Confirm your new CrewBridge e-mail');

    // The link opens on another device, signed out.
    const inbox = await newPage();
    await inbox.page.goto(link);
    await inbox.page.getByRole('heading', { name: 'Confirm your new e-mail' }).waitFor();
    await inbox.page.getByText('Confirm to make this address the e-mail of your CrewBridge account.', { exact: false }).waitFor();
    await expectPhoneScreen(inbox.page, 'confirm page');
    await inbox.page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await inbox.page.getByText('Your new e-mail is confirmed. Other devices were signed out.').waitFor();
    await inbox.page.getByRole('link', { name: 'Continue' }).waitFor();
    await expectPhoneScreen(inbox.page, 'confirm page, confirmed');

    // Every session of the account ended; the new address signs in, the old one no longer does.
    await expect(api('GET', '/api/auth/me', worker.token)).rejects.toThrow(/-> 401/);
    expect(await signInStatus(worker.email, worker.password)).toBe(401);
    await loginAsWorker(inbox.page, newEmail, worker.password);

    // The link works once.
    await inbox.page.goto(link);
    await inbox.page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await inbox.page.getByText('This confirmation link is invalid or has expired. Please change your e-mail again.').waitFor();
    await inbox.context.close();
    await context.close();
  }, 120_000);

  it('speaks Spanish from the form to the confirm page', async () => {
    const worker = await createCompleteWorker();
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
    const newEmail = uniqueEmail('trabajador-con-un-correo-nuevo-largo');

    // A phone set to English: signing in applies the account's Spanish.
    const { context, page } = await newPage({ locale: 'en-US' });
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto('/worker-dashboard?tab=profile');
    await page.getByRole('button', { name: 'Editar perfil' }).first().click();
    await page.getByLabel('Correo electrónico', { exact: true }).fill(newEmail);
    await page.getByLabel('Contraseña actual').fill(worker.password);
    await page
      .getByText('Escriba su contraseña actual para cambiar su correo. Enviaremos un enlace de confirmación a la dirección nueva.')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectPhoneScreen(page, 'Spanish profile form');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Revise su bandeja nueva').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Revise su bandeja nueva: enviamos un enlace a ${newEmail}. Su correo cambia cuando lo abra.` })
      .first()
      .waitFor();
    await expectPhoneScreen(page, 'Spanish profile with the pending e-mail');
    const english = ['Current password', 'Check your new inbox', 'Your e-mail changes once you open it'];
    const body = await page.locator('body').innerText();
    expect(english.filter((text) => body.includes(text))).toEqual([]);

    const link = await confirmLink(newEmail, 'Confirme su correo nuevo de CrewBridge');
    const inbox = await newPage({ locale: 'es-MX' });
    await inbox.page.goto(link);
    await inbox.page.getByRole('heading', { name: 'Confirme su correo nuevo' }).waitFor();
    expect(await inbox.page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectPhoneScreen(inbox.page, 'Spanish confirm page');
    await inbox.page.getByRole('button', { name: 'Confirmar mi correo' }).click();
    await inbox.page.getByText('Su correo nuevo está confirmado. Se cerró la sesión en los demás dispositivos.').waitFor();
    await inbox.page.getByRole('link', { name: 'Continuar' }).waitFor();
    expect(await inbox.page.title()).toContain('Confirme su correo nuevo');
    expect(await signInStatus(newEmail, worker.password)).toBe(200);
    await inbox.context.close();
    await context.close();
  }, 120_000);
});
