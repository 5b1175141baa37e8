import { TOKEN_KEY } from '@/lib/api-client';
import { readStoredUser } from '@/lib/auth';

/**
 * A signed-in worker opening the dashboard would otherwise wait for the session check, then the
 * profile, then the jobs, one after another; here they start together with the session check.
 */
export function startRouteData() {
  const user = readStoredUser();
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  if (path !== '/worker-dashboard' || user?.userType !== 'worker' || !localStorage.getItem(TOKEN_KEY) || !navigator.onLine) return;
  // core/routes.ts names this module as the page's firstData, so the build fetches its code with the page's.
  import('./routes/worker-dashboard-data').then(
    (module) => module.prefetchWorkerDashboard(user.id, new URLSearchParams(location.search)),
    // Only a head start: the page asks again for whatever did not arrive.
    () => undefined,
  );
}
