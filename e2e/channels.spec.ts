import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, createCompleteWorker, loginAsWorker, newPage, seriousViolations, toast, useBrowser } from './fixtures';

useBrowser();

/** The code in the newest text the e2e server (which has no provider keys) wrote for `phone` under DATA_DIR/messages. */
async function readLatestCode(phone: string): Promise<string> {
  const folder = path.join(inject('dataDir'), 'messages');
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
    const worker = await createCompleteWorker();
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto('/worker-dashboard?tab=profile');
    await page.getByRole('heading', { name: 'Texts and WhatsApp' }).waitFor();
    // Texts stay off until the number is verified.
    await expect.poll(() => page.getByRole('checkbox', { name: 'SMS' }).first().isDisabled()).toBe(true);
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await toast(page, 'Code sent').waitFor();
    await page.getByLabel('6-digit code').fill(await readLatestCode(phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Phone number verified').waitFor();
    await page.getByText(`Verified number: ${phone}`).waitFor();

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
    await page.getByRole('heading', { name: 'Mensajes de texto y WhatsApp' }).waitFor();
    await page.getByRole('button', { name: 'Enviar código por WhatsApp' }).waitFor();
    await page.getByText('Responda AYUDA para ayuda, PARAR para dejar de recibirlos.', { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
