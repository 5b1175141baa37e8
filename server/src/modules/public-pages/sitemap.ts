import { PAGE_ROUTES } from '@core/routes';
import { escapeHtml } from './job-page';

export function renderSitemap(
  origin: string,
  jobs: Array<{ id: string; postedAt: Date }>,
  companies: Array<{ employerId: string; lastPostedAt: Date }> = [],
): string {
  // The client's pages that core/routes.ts lists for search engines.
  const pages = PAGE_ROUTES.filter((route) => route.isInSitemap).map((route) => `<url><loc>${escapeHtml(origin + route.path)}</loc></url>`);
  const jobPages = jobs.map(
    (job) => `<url><loc>${escapeHtml(`${origin}/jobs/${job.id}`)}</loc><lastmod>${job.postedAt.toISOString()}</lastmod></url>`,
  );
  // A company's page changes with its newest post (its reviews aside).
  const companyPages = companies.map(
    (company) =>
      `<url><loc>${escapeHtml(`${origin}/companies/${company.employerId}`)}</loc><lastmod>${company.lastPostedAt.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...companyPages,
    ...jobPages,
    '</urlset>',
  ].join('\n');
}
