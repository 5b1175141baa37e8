import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  type Session,
  signInByApi,
  toast,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** Controls in the open dialog smaller than 44x44 px (a radio counts with its label). */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('[role=dialog] :is(a[href], button, input)')) {
      let box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (control instanceof HTMLInputElement && control.type === 'radio') box = control.closest('label')?.getBoundingClientRect() ?? box;
      if (box.width < 43.5 || box.height < 43.5) small.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return small;
  });
}

describe('changing plans with the proration shown first', () => {
  it('upgrades a worker from Standard to Flex: the price today and the next charge, then the new plan, on a phone', async () => {
    const email = uniqueEmail('worker-plan-change');
    const password = 'a-good-password';
    const { token } = await api<Session>('POST', '/api/auth/register', undefined, { email, password, userType: 'worker' });
    await buyWithTestCard(token, 'standard');

    const { context, page } = await newPage({ touch: true });
    await loginAsWorker(page, email, password);
    await page.goto('/worker-dashboard?tab=billing');
    await page.getByText(/^\$14\.99 on \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Change plan', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Change your plan' }).waitFor();
    // The only other worker plan is chosen already; its proration comes from the server (the whole period is left today).
    expect(await dialog.getByRole('radio', { name: /Flex/ }).isChecked()).toBe(true);
    await dialog.getByText(/^You'll pay \$10\.00 today for the rest of this period, then \$24\.99 on \d{1,2}\/\d{1,2}\/\d{4}\.$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await fitsThePhone(page);

    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Plan changed').waitFor();
    await page.getByText(/^\$24\.99 on \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    await page.getByText(/Flex/).first().waitFor();
    await fitsThePhone(page);
    await context.close();
  });

  it('schedules an employer downgrade from the annual bundle in Spanish, shows it and undoes it, on a phone', async () => {
    const employer = await createReadyEmployer();
    const { token } = await signInByApi(employer.email, employer.password);
    await buyWithTestCard(token, 'subscription-annual');
    await api('PATCH', '/api/auth/me', token, { language: 'es' });

    const { context, page } = await newPage({ locale: 'es-US', touch: true });
    await loginAsEmployer(page, employer.email, employer.password, 'es');
    await page.goto('/employer-dashboard?tab=billing');
    await page.getByRole('heading', { name: 'Plan actual' }).waitFor();
    await page.getByRole('button', { name: 'Cambiar de plan', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Cambia tu plan' }).waitFor();
    await dialog
      .getByText(
        /^Tu plan cambia a .+ el \d{1,2}\/\d{1,2}\/\d{4} y luego se renueva por \$999\.00\. No se cobra ni se reembolsa nada ahora\.$/,
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await fitsThePhone(page);

    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await toast(page, 'Cambio de plan programado').waitFor();
    const notice = page.getByRole('status').filter({ hasText: /^Tu plan cambia a .+ el \d{1,2}\/\d{1,2}\/\d{4}\./ });
    await notice.waitFor();
    // The next charge is the new plan's price, at the year's end.
    await page.getByText(/^\$999 el \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fitsThePhone(page);

    await notice.getByRole('button', { name: 'Deshacer el cambio' }).click();
    await toast(page, 'Cambio de plan programado deshecho').waitFor();
    await page.getByText(/^\$8,999 el \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});
