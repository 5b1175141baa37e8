import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PAGE_ROUTES } from '@core/routes';
import { AppContent } from './app/app';
import { documentMetaFor, type PageMetaKey } from './app/use-document-meta';
import i18n from './lib/i18n';

/**
 * Renders a public page that core/routes.ts marks `isPrerendered` to English HTML at build time
 * (client/build/prerender.ts), so a phone paints the page before any script arrives; the client
 * then hydrates it (main.tsx). The HTML is taken once every lazy page and text catalogue it reads has
 * loaded, and comes with the page's title and description.
 */
export async function renderPage(path: string) {
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
  const title = PAGE_ROUTES.find((route) => route.path === path)?.title;
  if (!title) throw new Error(`pre-rendering ${path}: core/routes.ts gives it no title`);
  return { html, ...documentMetaFor(i18n.getFixedT('en', 'meta'), title as PageMetaKey) };
}
