import { describe, expect, it } from 'vitest';
import { demoEmployerJob, newPage, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

describe('public job page', () => {
  it('shows a job signed out, with its JobPosting in the HTML, and leads a visitor through sign-up to the profile that applying needs', async () => {
    const job = await demoEmployerJob();
    const { context, page } = await newPage();

    const response = await page.goto(`/jobs/${job.id}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"@type":"JobPosting"');

    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    expect(await page.title()).toContain(job.title);
    const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
    expect(await whatsApp.getAttribute('href')).toContain(encodeURIComponent(`/jobs/${job.id}`));
    await page.getByRole('button', { name: 'Copy link' }).waitFor();

    await page.getByRole('button', { name: 'Sign up to apply' }).click();
    const dialog = page.getByRole('dialog');
    // "Sign up to apply" already says who this is: the type step is skipped.
    await dialog.getByText('Signing up as Worker').waitFor();
    await dialog.getByLabel('Email').fill(uniqueEmail('public-job'));
    await dialog.getByLabel('Password').fill('a-good-password');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    // A new account's profile comes first, told which job it is for; a complete one goes on to apply
    // (e2e/first-application.spec.ts follows the whole way).
    await page.waitForURL((url) => url.pathname === '/worker-dashboard' && url.searchParams.get('apply') === job.id);
    await page.getByText(`Finish these to apply to ${job.title}:`, { exact: false }).waitFor();
    await context.close();
  });

  it('answers an unknown job with 404 and a "Job not found" page that explains and links to the job search and open jobs', async () => {
    const { context, page } = await newPage();
    const response = await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    const html = await response!.text();
    expect(html).toContain('This job may have been filled or closed');
    expect(html).toContain('<a href="/jobs">Search open jobs</a>');
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
    await page.getByText('This job may have been filled or closed, or the link may be wrong.').waitFor();
    expect(await page.getByRole('link', { name: 'Search open jobs' }).getAttribute('href')).toBe('/jobs');
    await page.getByRole('region', { name: 'Similar jobs' }).getByRole('link').first().waitFor();
    await context.close();
  });

  it('opens a shared ?lang=es link in Spanish on an English phone: the server-written page, then the app, at 375 px', async () => {
    const job = await demoEmployerJob();
    const { context, page } = await newPage({ locale: 'en-US' });
    const response = await page.goto(`/jobs/${job.id}?lang=es`);
    const html = await response!.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/jobs/${job.id}\\?lang=es" />`));

    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.getByRole('button', { name: 'Regístrese para postularse' }).waitFor();
    // Shared from the Spanish page, the link opens in Spanish too.
    const whatsApp = page.getByRole('link', { name: 'Compartir por WhatsApp' });
    expect(await whatsApp.getAttribute('href')).toContain(encodeURIComponent(`/jobs/${job.id}?lang=es`));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it("is drawn by the server in the reader's language and taken over by the script as it is: no element drawn again, nothing moves", async () => {
    const job = await demoEmployerJob();
    for (const path of [`/jobs/${job.id}`, '/jobs']) {
      const { context, page } = await newPage({ locale: 'es-MX' });
      await page.addInitScript(() => {
        const replaced: string[] = [];
        (window as unknown as { replaced: string[] }).replaced = replaced;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.removedNodes)) if (node instanceof Element) replaced.push(node.outerHTML.slice(0, 80));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(path);
      const html = await response!.text();
      // Before any script: the page in Spanish with its content (the job, or the first page of cards).
      expect(html).toContain('<html lang="es"');
      expect(html).toContain(path === '/jobs' ? 'Buscar trabajo' : job.title);
      expect(html).toContain('id="rendered-state"');
      // newPage's goto returns once the script has taken the page over (#root[data-rendered] is gone).
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const replaced = await page.evaluate(() => (window as unknown as { replaced: string[] }).replaced);
      expect(replaced, path).toEqual([]);
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );
      expect(shifted, path).toBeLessThan(0.01);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await context.close();
    }
  });
});
