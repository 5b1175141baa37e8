import { BrowserRouter } from 'react-router';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { useAuth } from '@/lib/auth';
import { useTranslation } from 'react-i18next';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

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
      <AuthDialog />
      <AppRoutes />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <SessionGate />
      </AppProviders>
    </BrowserRouter>
  );
}
