import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { PAGE_ROUTES } from '@core/routes';
import type { Language } from '@core/shared/options';
import { AppContent } from './app/app';
import { documentMetaFor, type PageMetaKey } from './app/use-document-meta';
import { prefetchPublicPage } from './features/jobs/pages/public-page-data';
import i18n from './lib/i18n';
import { createQueryClient } from './lib/query-client';

/**
 * The app at `location` as HTML, once every lazy page and text catalogue it reads has loaded (React
 * would otherwise write a loading state in its place and leave it to the client).
 */
async function renderApp(location: string, queryClient?: ReturnType<typeof createQueryClient>): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={location}>
        <AppContent queryClient={queryClient} />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${location} failed`);
  return new Response(prelude).text();
}

/**
 * Renders a public page that core/routes.ts marks `isPrerendered` to HTML in `language` at build
 * time (client/build/prerender.ts), so a phone paints the page before any script arrives; the client
 * then hydrates it (main.tsx). It comes with the page's title and description.
 */
export async function renderPage(path: string, language: Language = 'en') {
  await i18n.changeLanguage(language);
  const html = await renderApp(path);
  const title = PAGE_ROUTES.find((route) => route.path === path)?.title;
  if (!title) throw new Error(`pre-rendering ${path}: core/routes.ts gives it no title`);
  return { html, ...documentMetaFor(i18n.getFixedT(language, 'meta'), title as PageMetaKey) };
}

export interface RenderedRoute {
  html: string;
  /** The page's data, under the keys its queries ask for: the browser's cache starts with it (main.tsx). */
  state: DehydratedState;
}

/**
 * /jobs and /jobs/{id} for a signed-out visitor, in `language`, with their data, as the server
 * sends them (client/src/render-worker.ts): the browser hydrates this HTML instead of drawing the
 * page again. Null when the page's data could not be had (the server then writes its plain page).
 * One page at a time: the interface language is the module's own.
 */
export async function renderRoute(url: URL, language: Language): Promise<RenderedRoute | null> {
  const queryClient = createQueryClient();
  if (!(await prefetchPublicPage(queryClient, url))) return null;
  await i18n.changeLanguage(language);
  const html = await renderApp(url.pathname + url.search, queryClient);
  return { html, state: dehydrate(queryClient) };
}
