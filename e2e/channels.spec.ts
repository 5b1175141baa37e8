import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createCompleteWorker, dataDir, loginAsWorker, newPage, seriousViolations, toast, useBrowser } from './fixtures';

useBrowser();

/** The code in the newest text the e2e server (which has no provider keys) wrote for `phone` under DATA_DIR/messages. */
async function readLatestCode(phone: string): Promise<string> {
  const folder = path.join(dataDir(), 'messages');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { to: string; body: string };
      if (text.to === phone) return /\d{6}/.exec(text.body)![0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no text to ${phone}`);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('texts and WhatsApp on the profile tab (375 px)', () => {
  it('verifies the number with a code, then turns on SMS for job alerts with the consent words shown', async () => {
    // A number of its own (exchange 200-999), typed in the profile as people write it (issue 55).
    const digits = String(2_000_000 + (Date.now() % 8_000_000));
    const typed = `555.${digits.slice(0, 3)}.${digits.slice(3)}`;
    const shown = `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`;
    const phone = `+1555${digits}`;
    const worker = await createCompleteWorker({ phone: typed });
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto('/worker-dashboard?tab=profile');
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Text messages and WhatsApp' }).waitFor();
    await page.getByRole('heading', { name: 'Alerts and how they reach you' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Email notifications' }).count()).toBe(0);
    // Texts stay off until the number is verified.
    await expect.poll(() => page.getByRole('checkbox', { name: 'SMS' }).first().isDisabled()).toBe(true);
    await expectNoSidewaysScroll(page);

    // The profile's number is already in the field, in the US format; a number that cannot be one is refused.
    const mobile = page.getByLabel('Mobile number');
    await expect.poll(() => mobile.inputValue()).toBe(shown);
    await mobile.fill('555-0147');
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByText('Enter a phone number like (832) 555-0147, or + and the country code for a number outside the US').waitFor();
    await mobile.fill(shown);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await toast(page, 'Code sent').waitFor();
    await page.getByLabel('6-digit code').fill(await readLatestCode(phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Phone number verified').waitFor();
    await page.getByText(`Verified number: ${shown}`).waitFor();

    const jobAlerts = page.getByRole('group', { name: 'Send Job alerts by' });
    const sms = jobAlerts.getByRole('checkbox', { name: 'SMS' });
    await expect.poll(() => sms.isDisabled()).toBe(false);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/notification-preferences') && response.request().method() === 'PUT',
    );
    await sms.click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => sms.isChecked()).toBe(true);
    await page.getByText('Msg&data rates may apply. Reply HELP for help, STOP to stop.', { exact: false }).first().waitFor();

    const preferences = await api<{ preferences: { type: string; channels: Record<string, boolean> }[] }>(
      'GET',
      '/api/notification-preferences',
      worker.token,
    );
    expect(preferences.preferences.find((preference) => preference.type === 'job_alert')!.channels).toEqual({
      email: true,
      sms: true,
      whatsapp: false,
      push: false,
    });
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the same controls in Spanish', async () => {
    const worker = await createCompleteWorker();
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto('/worker-dashboard?tab=profile');
    await page.getByRole('heading', { name: 'Notificaciones', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Mensajes de texto y WhatsApp' }).waitFor();
    await page.getByRole('heading', { name: 'Avisos y cómo le llegan' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Notificaciones por correo' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Mensaje de texto (SMS)' }).first().waitFor();
    // The profile's number, in the US format; a number that cannot be one is refused in Spanish.
    const mobile = page.getByLabel('Número móvil');
    await expect.poll(() => mobile.inputValue()).toBe('(555) 555-0130');
    await mobile.fill('(132) 555-0147');
    await page.getByRole('button', { name: 'Enviar código por WhatsApp' }).click();
    await page
      .getByText('Escriba un número de teléfono como (832) 555-0147, o + y el código del país si el número no es de EE. UU.')
      .waitFor();
    await page.getByText('Responda AYUDA para ayuda, PARAR para dejar de recibirlos.', { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
