/** The session the client keeps in localStorage (client/src/lib/api-client.ts reads the same keys). */
export const SESSION_KEYS = { token: 'token', user: 'userData' } as const;

/**
 * What a signed-in page shows first, asked for by the boot script while the page's modules
 * download: per route, the stored user's type it is for and the API paths (`:userId` is the
 * stored user's id). Only for the route's default view (a link without a query string); the
 * client's own first requests for that view are these same paths (a test holds them together),
 * and its API client takes these answers instead of asking again.
 */
export const FIRST_DATA: Record<string, { userType: string; urls: string[] }> = {
  '/worker-dashboard': {
    userType: 'worker',
    urls: ['/api/auth/me', '/api/worker-profile/:userId', '/api/jobs?sort=best', '/api/jobs/count?'],
  },
};

/** Where the boot script leaves those answers: the token they were asked with, and per path the answer (undefined when the request failed). */
export const FIRST_DATA_GLOBAL = '__crewbridgeFirstData';
export interface FirstAnswers {
  token: string;
  answers: Record<string, Promise<Response | undefined>>;
}

// Anything unexpected (storage blocked, a malformed stored user) simply skips the head start.
const FIRST_DATA_SCRIPT = `try{var first=${JSON.stringify(FIRST_DATA)}[location.pathname.replace(/(.)\\/+$/,'$1')],token=localStorage.getItem('${SESSION_KEYS.token}'),user=JSON.parse(localStorage.getItem('${SESSION_KEYS.user}')||'null');if(first&&token&&user&&user.userType===first.userType&&!location.search&&navigator.onLine){var held=window.${FIRST_DATA_GLOBAL}={token:token,answers:{}};first.urls.forEach(function(u){u=u.replace(':userId',encodeURIComponent(user.id));held.answers[u]=fetch(u,{headers:{Authorization:'Bearer '+token},credentials:'include'}).catch(function(){})})}}catch(e){}`;

/**
 * The inline script of every built page (client/build/route-preload.ts writes it beside the page's
 * #app-boot list). The CSP allows it by its hash (server/src/plugins/security-headers.ts), so both
 * sides read this one text. Once the page has painted its HTML (pre-rendered content, or the
 * skeleton) it asks for the entry, the chunks every page needs and the current page's chunks and
 * texts, all at once: the page shows before any script competes with it for the connection or
 * the main thread. A hidden tab paints nothing, so there it starts at once. Offline it asks for no
 * page chunk (a failed preload would stick to the page's module map and fail the page's import once
 * the connection is back). The service worker registers after the load event.
 * A signed-in page in FIRST_DATA also asks for its first data at once, before any module loads.
 */
export const BOOT_SCRIPT = `(function(){var b=JSON.parse(document.getElementById('app-boot').textContent),d=document,started=!1;${FIRST_DATA_SCRIPT}function start(){if(started)return;started=!0;var page=navigator.onLine&&b.routes[location.pathname.replace(/(.)\\/+$/,'$1')]||[];b.shell.concat(page).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.src=b.entry;d.head.appendChild(s)}if(d.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start)});d.addEventListener('visibilitychange',start);if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js',{scope:'/'})})})();`;

/** What a built page starts with: the entry script, the chunks every page needs, and each route's own. */
export interface BootList {
  entry: string;
  shell: string[];
  routes: Record<string, string[]>;
}

/** The boot list written into a built page (index.html or a pre-rendered one), for the bundle budget and tests. */
export function readBootList(html: string): BootList {
  const json = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page has no #app-boot list: run npm run build first');
  return JSON.parse(json) as BootList;
}
