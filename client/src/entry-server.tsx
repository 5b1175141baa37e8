import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app';
import { documentMetaFor, type PageMetaKey } from './app/use-document-meta';
import i18n from './lib/i18n';

/**
 * The public pages whose English HTML the build writes (client/build/prerender.ts), so a phone
 * paints the page before any script arrives; the client then hydrates it (main.tsx).
 * Only pages whose first render reads neither the session nor the query string belong here.
 */
export const PRERENDERED_PAGES = {
  '/': 'landing',
  '/pricing': 'pricing',
  '/workforce-training-programs': 'training',
  '/help-center': 'helpCenter',
  '/about-us': 'about',
  '/privacy-policy': 'privacyPolicy',
  '/terms-of-service': 'termsOfService',
  '/career-resources': 'careerResources',
  '/resume-help': 'resumeHelp',
  '/contact-us': 'contact',
} satisfies Record<string, PageMetaKey>;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** The page's HTML once every lazy page and text catalogue it reads has loaded, with its title and description. */
export async function renderPage(path: PrerenderedPath) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // React would write the skeleton in place of a page that threw and leave it to the client: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `pre-rendering ${path} failed`);
  const html = await new Response(prelude).text();
  return { html, ...documentMetaFor(i18n.getFixedT('en', 'meta'), PRERENDERED_PAGES[path]) };
}
