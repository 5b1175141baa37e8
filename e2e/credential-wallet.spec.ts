import { describe, expect, it } from 'vitest';
import { createCompleteWorker, loginAsWorker, newPage, seriousViolations, toast, useBrowser } from './fixtures';

useBrowser();

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A 1x1 PNG: the card photo. */
const CARD_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('credential wallet', () => {
  it('a worker adds TWIC from the catalogue on a phone, sees it valid, and finds it in the career certifications', async () => {
    const worker = await createCompleteWorker();
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    await page.goto('/worker-dashboard?tab=profile');
    const wallet = page.getByRole('region', { name: 'Credentials and licences' });
    await wallet.getByText('No credentials yet.', { exact: false }).waitFor();

    await wallet.getByRole('button', { name: 'Add credential' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a credential' });
    // Saving with nothing chosen says why.
    await dialog.getByRole('button', { name: 'Save credential' }).click();
    await dialog.getByText('Choose a credential from the list or type its name').waitFor();

    // The catalogue picker works from the keyboard: type, arrow to the entry, Enter.
    const picker = dialog.getByRole('combobox', { name: 'Credential' });
    await picker.fill('twic');
    await dialog.getByRole('option', { name: /TWIC Card/ }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    expect(await picker.inputValue()).toBe('TWIC Card');
    await dialog.getByText('Usually valid for 60 months.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Card or licence number').fill('TW-55501');
    await dialog.getByLabel('Expiry date').fill(inDays(2 * 365));
    await dialog.getByLabel('Upload photo or PDF').setInputFiles({ name: 'twic-card.png', mimeType: 'image/png', buffer: CARD_PHOTO });
    await toast(page, 'Upload successful').waitFor();
    await dialog.getByRole('link', { name: 'View the uploaded file' }).waitFor();
    await dialog.getByRole('button', { name: 'Save credential' }).click();
    await toast(page, 'Credential saved').waitFor();

    const twic = wallet.getByRole('listitem').filter({ hasText: 'TWIC Card' });
    await twic.getByText('Valid', { exact: true }).waitFor();
    await twic.getByText(/No\. TW-55501 · TSA/).waitFor();
    const evidence = await twic.getByRole('link', { name: 'View the card for TWIC Card' }).getAttribute('href');
    expect((await page.request.get(evidence!)).headers()['content-type']).toContain('image/png');
    expect(await seriousViolations(page)).toEqual([]);
    // The dashboard's content never scrolls sideways at 375 px.
    expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth)).toBeLessThanOrEqual(375);

    // A record in the worker's own words, expiring soon: the dashboard warns and leads back to the wallet.
    await wallet.getByRole('button', { name: 'Add credential' }).click();
    await dialog.getByRole('combobox', { name: 'Credential' }).fill('Refinery site badge');
    await dialog.getByLabel('Expiry date').fill(inDays(20));
    await dialog.getByRole('button', { name: 'Save credential' }).click();
    await wallet.getByRole('listitem').filter({ hasText: 'Refinery site badge' }).getByText('Expiring', { exact: true }).waitFor();
    await page.goto('/worker-dashboard?tab=jobs');
    await page.getByRole('heading', { name: '1 credential expires within 60 days' }).waitFor();
    await page.getByRole('button', { name: 'Open your credentials' }).click();
    await wallet.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('credential-wallet');

    // The career tools list the same records.
    await page.goto('/career-planning-tools');
    await page.getByRole('tab', { name: 'Certifications' }).click();
    await page.getByText('TWIC Card', { exact: true }).waitFor();
    await page.getByText('Refinery site badge', { exact: true }).waitFor();
    await context.close();
  });
});
