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
});
