import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { BrowserRouter } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useTranslation } from 'react-i18next';
import { AuthDialogHost } from './auth-dialog-host';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { OfflineScreen } from './routes/offline-screen';
import { RouteSkeleton } from './routes/route-skeleton';

function SessionGate() {
  const { isLoading } = useAuth();
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-muted-foreground">
        {t('loading')}
      </div>
    );
  }
  return (
    <>
      {/* Mounted before the routes so its listener exists when a page's effect opens it. */}
      <AuthDialogHost />
      <AppRoutes />
    </>
  );
}

/**
 * Opened without a connection (the service worker serves this shell), the app stays on an offline
 * screen (its button reloads) rather than failing its session check; once it has started, losing
 * the connection keeps the screen the user is on.
 */
function OnlineGate({ children }: { children: React.ReactNode }) {
  const [isOffline] = React.useState(() => !navigator.onLine);
  return isOffline ? <OfflineScreen /> : children;
}

/** The app inside its router: the browser's in `App`, a static one when public pages are rendered on the server (entry-server.tsx). */
export function AppContent({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <OnlineGate>
      <AppProviders client={queryClient}>
        <React.Suspense fallback={<RouteSkeleton variant="public" />}>
          <SessionGate />
        </React.Suspense>
      </AppProviders>
    </OnlineGate>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
