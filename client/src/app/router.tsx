import * as React from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PAGE_ROUTES, type PageAccess, type PageRoute } from '@core/routes';
import i18n from '@/lib/i18n';
import { AuthRoute } from './routes/auth-route';
import { RequireRole } from './routes/require-role';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { RouteSkeleton } from './routes/route-skeleton';
import { useDocumentMeta, type PageMetaKey } from './use-document-meta';

/**
 * Each page's module, loaded only when its route is visited, so the first screen downloads no other
 * page's code. Keyed `./<module>.tsx` under client/src, as PAGE_ROUTES (core/routes.ts) names them:
 * every feature's pages/, and the route screens of app/routes/ named here (the folder's other
 * modules load with the app).
 */
const pageModules = import.meta.glob<Record<string, React.ComponentType>>(
  ['./features/*/pages/*.tsx', './app/routes/{worker-dashboard,employer-dashboard,not-found}.tsx'],
  { base: '../' },
);

/** The page's code and the text catalogues its first render reads, fetched together (one missing there still loads, a round trip later). */
function lazyPage({ module, component, namespaces }: PageRoute) {
  const load = pageModules[`./${module}.tsx`];
  if (!load) throw new Error(`router: client/src/${module}.tsx (core/routes.ts) is not among pageModules`);
  return React.lazy(() =>
    Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([exports]) => {
      const page = exports[component];
      if (!page) throw new Error(`router: client/src/${module}.tsx exports no ${component}`);
      return { default: page };
    }),
  );
}

const pages = PAGE_ROUTES.map((route) => ({ ...route, LazyPage: lazyPage(route) }));

/** Commits with the page itself: from then on a pre-rendered or server-rendered page's HTML (main.tsx) is live, which tests wait for. */
function PageLive() {
  React.useEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('data-prerendered');
    root?.removeAttribute('data-rendered');
  }, []);
  return null;
}

/**
 * Sets the page's title and description (unless the page sets its own), shows a skeleton of the page's
 * frame while its code loads and a reload screen if it fails.
 */
function Page({ meta, variant = 'public', children }: { meta?: PageMetaKey; variant?: 'public' | 'dashboard'; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      {meta && <DocumentMeta page={meta} />}
      <RouteErrorBoundary key={pathname}>
        <React.Suspense fallback={<RouteSkeleton variant={variant} />}>
          {children}
          <PageLive />
        </React.Suspense>
      </RouteErrorBoundary>
    </>
  );
}

function DocumentMeta({ page }: { page: PageMetaKey }) {
  useDocumentMeta(page);
  return null;
}

/** Who may open a page: signed-out visitors of a guarded page go to /, the wrong user type to its own dashboard. */
function Guard({ access, children }: { access: PageAccess; children: React.ReactNode }) {
  if (access === 'public') return children;
  return <RequireRole role={access === 'signed-in' ? undefined : access}>{children}</RequireRole>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthRoute />} />
      {pages.map(({ path, access, title, frame, LazyPage }) => (
        <Route
          key={path}
          path={path}
          element={
            <Guard access={access}>
              <Page meta={title as PageMetaKey | undefined} variant={frame}>
                <LazyPage />
              </Page>
            </Guard>
          }
        />
      ))}
    </Routes>
  );
}
