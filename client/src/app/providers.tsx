import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { useToast } from '@/hooks/use-toast';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

const Toaster = React.lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** The toast viewport and its library load with the first toast, not with every page. */
function DeferredToaster() {
  const { toasts } = useToast();
  const [isNeeded, setIsNeeded] = React.useState(false);
  React.useEffect(() => {
    if (toasts.length > 0) setIsNeeded(true);
  }, [toasts.length]);
  if (!isNeeded) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}

/** `client`: a server render's own cache (one per page); the browser's shared one otherwise. */
export function AppProviders({ children, client = queryClient }: { children: React.ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
