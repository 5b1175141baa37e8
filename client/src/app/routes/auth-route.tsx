import * as React from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { dashboardPathFor, useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';

/** /auth (linked from the pricing header) opens the sign-in dialog over the landing page. */
export function AuthRoute() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  React.useEffect(() => {
    if (!user) setTimeout(() => openAuthDialog(mode), 0);
  }, [user, mode]);
  return <Navigate to={user ? dashboardPathFor(user.userType) : '/'} replace />;
}
