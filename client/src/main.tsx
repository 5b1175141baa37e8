import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './lib/i18n';
import { App } from './app/app';
import { startRouteData } from './app/start-route-data';

// Zod probes `new Function` for its fast path; the CSP forbids eval, so the refused probe would
// be a console issue on every form page. Zod 4 reads its global config from here when it loads
// (later, with the first form), which keeps zod itself out of this first script.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

startRouteData();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
