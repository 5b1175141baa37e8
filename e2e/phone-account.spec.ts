import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, dataDir, newPage, seriousViolations, toast, useBrowser } from './fixtures';

useBrowser();

// Issue 55, the phone door's follow-ups: a worker who joined by phone (no e-mail, no password) deletes the
// account with a texted code, and "Forgot password?" resets by text. At 375 px on a touch screen, axe clean,
// every control at least 44 px. Each journey sends two codes: the e2e server allows ten an hour from one address.
const MIN_TARGET = 44;

/** A US mobile number no other journey uses (exchange 200-999), as E.164 and as people type it. */
function newPhone() {
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_999_999));
  return { e164: `+1555${digits}`, typed: `(555) ${digits.slice(0, 3)}-${digits.slice(3)}` };
}

/** The code in the newest text the e2e server (no provider keys) wrote for `phone` under DATA_DIR/messages, newer than `after`. */
async function readCode(phone: string, after: string | null = null): Promise<string> {
  const folder = path.join(dataDir(), 'messages');
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { to: string; body: string };
      if (text.to !== phone) continue;
      const code = /\d{6}/.exec(text.body)![0];
      if (code !== after) return code;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new text to ${phone}`);
}

/** Every visible control in `scope` that is lower or narrower than a finger, and whether the page scrolls sideways. */
async function layoutProblems(page: Page, scope: string) {
  return page.evaluate(
    ({ scope, min }) => {
      const problems: string[] = [];
      if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push('page scrolls sideways');
      for (const control of document.querySelectorAll<HTMLElement>(`${scope} button, ${scope} input, ${scope} a[href]`)) {
        let box = control.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        if (control instanceof HTMLInputElement && control.type === 'radio') box = control.closest('label')!.getBoundingClientRect();
        if (box.width < min - 0.5 || box.height < min - 0.5)
          problems.push(
            `${control.tagName.toLowerCase()} "${(control.textContent ?? control.id).trim().slice(0, 30)}" ${box.width}x${box.height}`,
          );
      }
      return problems;
    },
    { scope, min: MIN_TARGET },
  );
}

const WORDS = {
  en: {
    locale: 'en-US',
    signUp: 'Sign up',
    worker: "I'm a Worker",
    usePhone: 'Use my phone',
    number: 'Mobile number',
    sendCode: 'Send code',
    code: '6-digit code',
    create: 'Create Account',
    profileTab: /^Profile/,
    deleteAccount: 'Delete account',
    codeSent: 'Code sent. It works for 10 minutes.',
    deleteForever: 'Delete forever',
    wrongCode: 'That code is not right',
    deleted: 'Account deleted',
    textsLine: "We'll text you about your account and payments at this number. You can turn this off in settings.",
  },
  es: {
    locale: 'es-MX',
    signUp: 'Regístrese',
    worker: 'Soy trabajador',
    usePhone: 'Usar mi teléfono',
    number: 'Número de celular',
    sendCode: 'Enviar código',
    code: 'Código de 6 dígitos',
    create: 'Crear cuenta',
    profileTab: /^Perfil/,
    deleteAccount: 'Eliminar cuenta',
    codeSent: 'Código enviado. Sirve durante 10 minutos.',
    deleteForever: 'Eliminar para siempre',
    wrongCode: 'Ese código no es correcto',
    deleted: 'Cuenta eliminada',
    textsLine: 'Le enviaremos mensajes de texto sobre su cuenta y sus pagos a este número. Puede desactivarlo en la configuración.',
  },
} as const;

describe('a worker who joined by phone (375 px)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`signs up by phone, then deletes the account with a texted code (${language})`, async () => {
      const words = WORDS[language];
      const phone = newPhone();
      const { context, page } = await newPage({ locale: words.locale, touch: true });
      await page.goto('/auth');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: words.signUp }).click();
      await dialog.getByRole('button', { name: words.worker }).click();
      await dialog.getByRole('button', { name: words.usePhone }).click();
      await dialog.getByLabel(words.number).fill(phone.typed);
      // The account's texts (billing: a failed renewal) go to this number by the channel chosen: said before the code.
      await dialog.getByText(words.textsLine).waitFor();
      await dialog.getByRole('button', { name: words.sendCode }).click();
      const signUpCode = await readCode(phone.e164);
      await dialog.getByLabel(words.code).fill(signUpCode);
      await dialog.getByText(words.textsLine).waitFor();
      await dialog.getByRole('button', { name: words.create }).click();
      await page.waitForURL('**/worker-dashboard**');

      await page.getByRole('tab', { name: words.profileTab }).click();
      // Billing texts on by SMS, the channel of the code; billing e-mails always go, so no switch for them.
      await page.locator('#notify-billing-sms').waitFor();
      expect(await page.locator('#notify-billing-sms').isChecked()).toBe(true);
      expect(await page.locator('#notify-billing-whatsapp').isChecked()).toBe(false);
      expect(await page.locator('#notify-billing-email').count()).toBe(0);
      expect(await page.locator('#notify-job_alert-email').count()).toBe(1);
      const open = page.getByRole('button', { name: words.deleteAccount });
      await open.scrollIntoViewIfNeeded();
      expect(await layoutProblems(page, '#worker-account')).toEqual([]);
      await open.click();
      const confirm = page.getByRole('dialog', { name: words.deleteAccount });
      // No password to ask for: the code goes to the verified number.
      expect(await confirm.locator('input[type=password]').count()).toBe(0);
      await confirm.getByRole('button', { name: words.sendCode }).click();
      await confirm.getByText(words.codeSent).waitFor();
      const code = await readCode(phone.e164, signUpCode);
      expect(await layoutProblems(page, '[role=dialog]')).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await confirm.getByLabel(words.code).fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
      await confirm.getByRole('button', { name: words.deleteForever }).click();
      await confirm.getByText(words.wrongCode).waitFor();
      await confirm.getByLabel(words.code).fill(code);
      await confirm.getByRole('button', { name: words.deleteForever }).click();
      await toast(page, words.deleted).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      // The account is gone: its number signs nobody in with the old session, and a new sign-up would start afresh.
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await context.close();
    });
  }

  it('resets the password by text from the sign-in dialog, then signs in with it', async () => {
    const phone = newPhone();
    const email = `phone-reset-${phone.e164.slice(2)}@e2e.example.com`;
    await api('POST', '/api/auth/phone/code', null, { phone: phone.e164, channel: 'sms' });
    const signUpCode = await readCode(phone.e164);
    await api('POST', '/api/auth/phone/sign-in', null, { phone: phone.e164, code: signUpCode, email, firstName: 'Reyna' });

    const { context, page } = await newPage({ touch: true });
    await page.goto('/auth');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByRole('button', { name: 'Reset by text message instead' }).click();
    await dialog.getByLabel('Mobile number').fill(phone.typed);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText(`If ${phone.typed} belongs to an account, we texted it a code. It works for 10 minutes.`).waitFor();
    const code = await readCode(phone.e164, signUpCode);
    expect(await layoutProblems(page, '[role=dialog]')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('6-digit code').fill(code);
    await dialog.getByLabel('New password').fill('short');
    await dialog.getByRole('button', { name: 'Save password and sign in' }).click();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    await dialog.getByLabel('New password').fill('texted-reset-42');
    await dialog.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL('**/worker-dashboard**');
    await context.close();

    // The new password works with the account's e-mail.
    const session = await api<{ user: { confirmsWithCode?: boolean } }>('POST', '/api/auth/login', null, {
      email,
      password: 'texted-reset-42',
    });
    expect(session.user.confirmsWithCode).toBe(false);
  });
});
