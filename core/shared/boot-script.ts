/**
 * The inline script of every built page (client/build/route-preload.ts writes it beside the page's
 * #app-boot list). The CSP allows it by its hash (server/src/plugins/security-headers.ts), so both
 * sides read this one text. Once the page has painted its HTML (pre-rendered content, or the
 * skeleton) it asks for the entry, the chunks every page needs and the current page's chunks and
 * texts, all at once (one insertion into <head>): the page shows before any script competes with it for the connection or
 * the main thread. A hidden tab paints nothing, so there it starts at once. Offline it asks for no
 * page chunk (a failed preload would stick to the page's module map and fail the page's import once
 * the connection is back).
 *
 * The service worker registers once the app's code has run and the page has loaded, at the main thread's first idle
 * moment (at most 10 s later): its install (its script, then every shell file fetched into its cache) ran beside the
 * page's first render when it registered at the load event, and a public page's blocking time on a phone doubled
 * (+300 ms, Lighthouse 0.82 against 0.92 on one host, 2026-11-30).
 *
 * A route with parameters (`/jobs/:jobId`) is found by its pattern when no route has the exact path.
 *
 * The shell's chunks are then run one by one, dependencies first (the list's order), each in a task of its own
 * (a message between them, which background tabs do not throttle as they do timers), and the entry last. A module
 * script would run the whole graph in one task: on a phone (4x CPU) that was one 250-350 ms task, the largest part
 * of a public page's blocking time.
 *
 * A signed-in page's first reads (its route's `bootRequests`, core/routes.ts) are asked for at once, beside the code,
 * when the saved session's role may open the page and the link has no query string (which would choose other data):
 * a dashboard's data no longer waits for its code to download and run. The client takes each answer once
 * (client/src/lib/boot-requests.ts). The user's id goes into the URL by split/join, never as a pattern's replacement.
 */
export const BOOT_SCRIPT = `(function(){var b=JSON.parse(document.getElementById('app-boot').textContent),d=document,started=!1,path=location.pathname.replace(/(.)\\/+$/,'$1'),q=b.requests&&b.requests[path],t,u;function routeFiles(){var files=b.routes[path],parts=path.split('/');if(files)return files;for(var k in b.routes){var r=k.split('/');if(r.length===parts.length&&r.every(function(x,i){return x.charAt(0)===':'?parts[i]!=='':x===parts[i]}))return b.routes[k]}return[]}try{t=localStorage.getItem('token');u=JSON.parse(localStorage.getItem('userData')||'null')}catch(e){}if(q&&t&&u&&typeof u.id==='string'&&navigator.onLine&&!location.search&&(q.access==='signed-in'||u.userType===q.access)){var r=self.crewbridgeBootRequests={token:t,responses:{}};q.urls.forEach(function(url){url=url.split('{userId}').join(encodeURIComponent(u.id));r.responses[url]=fetch(url,{headers:{Authorization:'Bearer '+t},credentials:'include'}).catch(function(){return null})})}function yieldTask(){return new Promise(function(r){var c=new MessageChannel();c.port1.onmessage=function(){r()};c.port2.postMessage(0)})}function start(){if(started)return;started=!0;var page=navigator.onLine?routeFiles():[],f=d.createDocumentFragment();b.shell.concat(page,b.entry).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;f.appendChild(l)});d.head.appendChild(f);b.shell.concat(b.entry).reduce(function(run,h){return run.then(function(){return import(h)}).then(yieldTask)},Promise.resolve()).catch(function(e){console.error(e)}).then(registerWorker)}function registerWorker(){if(!('serviceWorker'in navigator))return;var register=function(){navigator.serviceWorker.register('/sw.js',{scope:'/'})},idle=function(){self.requestIdleCallback?requestIdleCallback(register,{timeout:10000}):setTimeout(register,3000)};d.readyState==='complete'?idle():addEventListener('load',idle)}if(d.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start)});d.addEventListener('visibilitychange',start)})();`;

/** What a built page starts with: the entry script, the chunks every page needs, and each route's own. */
export interface BootList {
  entry: string;
  /** In the order they run: every chunk after the chunks it imports. */
  shell: string[];
  routes: Record<string, string[]>;
  /** A signed-in page's first API reads, by path: who may open it and the URLs (`{userId}`: the saved user's id). */
  requests: Record<string, BootRequests>;
}

export interface BootRequests {
  access: 'worker' | 'employer' | 'operator' | 'signed-in';
  urls: readonly string[];
}

/** The boot list written into a built page (index.html or a pre-rendered one), for the bundle budget and tests. */
export function readBootList(html: string): BootList {
  const json = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page has no #app-boot list: run npm run build first');
  return JSON.parse(json) as BootList;
}

/** A built page's #root element (with the comment above it) up to </body>, which follows it: where a rendered page goes. */
export const ROOT_ELEMENT_PATTERN = /(?:<!--[^>]*-->\s*)?<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * The server build of the app beside the client's, named after it (dist/client-server for
 * dist/client), written by client/build/prerender.ts: entry-server.mjs pre-renders pages at build
 * time, render-worker.mjs renders /jobs and /jobs/{id} on request
 * (server/src/modules/public-pages/page-renderer.ts). Named after the client's folder, so two client
 * builds in one folder (tests' and benches' temporary ones) never share it.
 */
export function serverBuildDirFor(clientDir: string): string {
  return `${clientDir.replace(/[/\\]+$/, '')}-server`;
}
