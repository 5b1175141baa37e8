import { describe, expect, it } from 'vitest';
import { createCompleteWorker, loginAsWorker, newPage, useBrowser } from './fixtures';

useBrowser();

describe('job search empty states', () => {
  it('names an unknown town, says the filters match nothing and clears them', async () => {
    const worker = await createCompleteWorker();
    const { context, page } = await newPage();
    await loginAsWorker(page, worker.email, worker.password);
    const results = page.getByRole('list', { name: 'Job results' });
    await results.getByRole('listitem').first().waitFor();

    // On a phone the filters fold away behind one button.
    expect(await page.getByLabel('Location').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Location').fill('Nowhereville');
    await page
      .getByText('We don\'t recognise "Nowhereville" as a city, so we looked for it in job locations and ignored the distance.')
      .waitFor();
    await page.getByText('No jobs match your filters').waitFor();
    expect(await page.getByText('No Jobs Available').count()).toBe(0);

    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await results.getByRole('listitem').first().waitFor();
    expect(await page.getByLabel('Location').inputValue()).toBe('');
    expect(await page.getByText('No jobs match your filters').count()).toBe(0);
    await context.close();
  });
});
