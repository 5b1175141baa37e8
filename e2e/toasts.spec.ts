import { describe, expect, it } from 'vitest';
import { createReadyEmployer, loginAsEmployer, newPage, toast, useBrowser } from './fixtures';

useBrowser();

describe('toasts', () => {
  it("never cover a dialog's primary button at 1280x900, and go away while the pointer rests on that button", async () => {
    const employer = await createReadyEmployer();
    const { context, page } = await newPage({ width: 1280 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=jobs');
    await page.getByRole('button', { name: 'Post New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post New Job' });
    await dialog.getByLabel('Job title *').fill('Substation Electrician');
    await dialog.getByLabel('Industry *').selectOption('energy');
    await dialog.getByLabel('Job type *').selectOption('full-time');
    await dialog.getByLabel('Job description *').fill('Maintain substations.');
    await dialog.getByLabel('Location *').fill('Denver, CO');
    await dialog.getByLabel('Pay', { exact: true }).selectOption('year');
    await dialog.getByLabel('Minimum pay ($)').fill('90000');
    await dialog.getByLabel('Maximum pay ($)').fill('80000');

    const submit = dialog.getByRole('button', { name: 'Post Job' });
    await submit.click();
    // The open dialog hides the rest of the page from the accessibility tree, so find the toast by its markup.
    const shown = toast(page, 'Invalid salary range');
    await shown.waitFor();
    const toastBox = (await page.locator('li[data-state="open"][data-swipe-direction]').first().boundingBox())!;
    const buttonBox = (await submit.boundingBox())!;
    const overlaps =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps, 'the toast covers Post Job').toBe(false);
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(toastBox.y, 'the toast covers the header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

    // The pointer rests on Post Job: the button is what it hits, and the toast still closes on time.
    // Measured again: the form scrolls its first invalid field into view, so the button may have moved.
    await submit.hover();
    const restingBox = (await submit.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [restingBox.x + restingBox.width / 2, restingBox.y + restingBox.height / 2],
    );
    expect(hit).toBe('Post Job');
    await shown.waitFor({ state: 'hidden', timeout: 8000 });
    await context.close();
  });

  it('a toast under a resting pointer still goes away within 15 s', async () => {
    const employer = await createReadyEmployer();
    const { context, page } = await newPage({ width: 1280 });
    await loginAsEmployer(page, employer.email, employer.password);
    const shown = toast(page, 'Welcome back!');
    await shown.hover();
    await shown.waitFor({ state: 'hidden', timeout: 17_000 });
    await context.close();
  });

  it('a toast can be closed by its labelled close button', async () => {
    const employer = await createReadyEmployer();
    const { context, page } = await newPage({ width: 1280 });
    await loginAsEmployer(page, employer.email, employer.password);
    await toast(page, 'Welcome back!').waitFor();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await toast(page, 'Welcome back!').waitFor({ state: 'hidden' });
    await context.close();
  });
});
