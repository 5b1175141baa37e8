import { Navigate } from 'react-router';
import type { AccountType } from '@core/shared/options';
import { dashboardPathFor, useAuth } from '@/lib/auth';

/** Route guard: signed-out visitors go to /, the wrong user type (when `role` names one) to its own dashboard. */
export function RequireRole({ role, children }: { role?: AccountType; children: React.ReactNode }) {
  const { user } = useAuth();
  if (!user) return <Navigate to="/" replace />;
  if (role && user.userType !== role) return <Navigate to={dashboardPathFor(user.userType)} replace />;
  return <>{children}</>;
}
