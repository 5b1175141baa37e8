import type { User } from '@core/auth/schemas';
import { TOKEN_KEY, USER_DATA_KEY } from '@/lib/api-client';

function readStoredUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null') as User | null;
  } catch {
    return null;
  }
}

/**
 * The modules that ask for a route's first data. client/build/route-preload.ts reads this table and
 * has their code fetched with the page's, so asking for the data waits for no further download.
 */
const ROUTE_DATA = {
  '/worker-dashboard': () => import('./routes/worker-dashboard-data'),
};

/**
 * A signed-in worker opening the dashboard would otherwise wait for the session check, then the
 * profile, then the jobs, one after another; here they start together with the session check.
 */
export function startRouteData() {
  const user = readStoredUser();
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  if (path !== '/worker-dashboard' || user?.userType !== 'worker' || !localStorage.getItem(TOKEN_KEY) || !navigator.onLine) return;
  ROUTE_DATA[path]().then(
    (module) => module.prefetchWorkerDashboard(user.id, new URLSearchParams(location.search)),
    // Only a head start: the page asks again for whatever did not arrive.
    () => undefined,
  );
}
