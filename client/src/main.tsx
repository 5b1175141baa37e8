import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import i18n, { renderedLanguage } from './lib/i18n';
import { TOKEN_KEY } from './lib/api-client';
import { App } from './app/app';
import { startRouteData } from './app/start-route-data';
import { queryClient } from './lib/query-client';
import { cn } from './lib/utils';
import { yieldTask } from './lib/yield-task';

// Zod probes `new Function` for its fast path; the CSP forbids eval, so the refused probe would
// be a console issue on every form page. Zod 4 reads its global config from here when it loads
// (later, with the first form), which keeps zod itself out of this first script.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

startRouteData();
// tailwind-merge builds its class map on its first call: 15-20 ms here, 60-80 ms on a phone, which the first
// render's first slice would otherwise carry. Built now, in the entry's own task, and the render starts in the next.
cn('p-0');
await yieldTask();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page rendered at build (client/build/prerender.ts: data-prerendered, signed out) or by the server
// (/jobs pages: data-rendered, with its data in #rendered-state), in its language, is taken over as
// it is by the visitor it was rendered for; anyone else (a saved session, another language chosen in
// this browser) renders afresh, which replaces it.
const renderedState = document.getElementById('rendered-state');
const isRenderedForThisVisitor = !localStorage.getItem(TOKEN_KEY) && navigator.onLine && renderedLanguage() === i18n.language;
if (isRenderedForThisVisitor && renderedState) hydrate(queryClient, JSON.parse(renderedState.textContent ?? '{}'));
// In a transition React renders in slices of a few milliseconds, yielding to the browser between
// them, so a phone's main thread is never held for the whole first render (taps, scrolling, paints).
startTransition(() => {
  if (isRenderedForThisVisitor) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
