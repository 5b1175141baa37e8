import { escapeHtml } from './job-page';

/** The client's pages anyone may open (client/src/app/router.tsx), for search engines. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/pricing',
  '/about-us',
  '/help-center',
  '/contact-us',
  '/career-planning-tools',
  '/workforce-training-programs',
  '/career-resources',
  '/resume-help',
  '/privacy-policy',
  '/terms-of-service',
] as const;

export function renderSitemap(origin: string, jobs: Array<{ id: string; postedAt: Date }>): string {
  const pages = PUBLIC_PAGE_PATHS.map((pagePath) => `<url><loc>${escapeHtml(origin + pagePath)}</loc></url>`);
  const jobPages = jobs.map(
    (job) => `<url><loc>${escapeHtml(`${origin}/jobs/${job.id}`)}</loc><lastmod>${job.postedAt.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...jobPages,
    '</urlset>',
  ].join('\n');
}
