import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, demoEmployerJob, loginAsEmployer, loginAsWorker, newPage, useBrowser } from './fixtures';

useBrowser();

/** Every request the page makes and every console error or CSP report it logs, from now on. */
function watch(page: Page) {
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { requests, consoleErrors };
}

describe('pages without a Stripe key', () => {
  it.each([
    ['/', 'Skilled trades. Critical infrastructure. The right crew, fast.'],
    ['/pricing', 'Basic Job Post'],
  ])('%s loads with no request to stripe.com and no console error', async (path, text) => {
    const { context, page } = await newPage({ serviceWorker: true });
    const { requests, consoleErrors } = watch(page);
    await page.goto(path);
    await page.getByText(text).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => new URL(url).hostname.endsWith('stripe.com'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('pre-rendered public pages', () => {
  it('sends / with its content and title in the HTML, and a dashboard without pre-rendered content', async () => {
    const landing = await (await fetch(`${baseUrl()}/`)).text();
    expect(landing).toContain('<div id="root" data-prerendered="en">');
    expect(landing).toContain('Skilled trades. Critical infrastructure. The right crew, fast.');
    expect(landing).toContain('<title>CrewBridge — skilled trades and infrastructure jobs</title>');
    const spanish = await (await fetch(`${baseUrl()}/`, { headers: { 'accept-language': 'es-MX,es;q=0.9' } })).text();
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain('<div id="root" data-prerendered="es">');
    expect(spanish).toContain('Oficios especializados. Infraestructura crítica. La cuadrilla correcta, rápido.');
    const pricing = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(pricing).toContain('<title>Pricing | CrewBridge</title>');
    const dashboard = await (await fetch(`${baseUrl()}/worker-dashboard`)).text();
    expect(dashboard).not.toContain('data-prerendered');
    expect(dashboard).not.toContain('Skilled trades. Critical infrastructure.');
  });

  // A control on each page that only works once React has taken the page over.
  const openMenu = ['Open menu', { name: 'Close menu', expanded: true }] as const;
  it.each([
    ['/', ...openMenu],
    ['/pricing', 'Annual', { name: 'Annual', pressed: true }],
    ['/workforce-training-programs', ...openMenu],
    ['/help-center', ...openMenu],
    ['/about-us', ...openMenu],
    ['/privacy-policy', ...openMenu],
    ['/terms-of-service', ...openMenu],
    ['/career-resources', ...openMenu],
    ['/resume-help', ...openMenu],
    ['/contact-us', ...openMenu],
  ] as const)('%s is taken over by the client with no hydration mismatch, and then responds', async (path, control, after) => {
    const { context, page } = await newPage({ serviceWorker: true });
    const { consoleErrors } = watch(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    await page.getByRole('button', { name: control, exact: true }).click();
    await page.getByRole('button', { ...after, exact: true }).waitFor();
    await context.close();
  });
});

describe('page titles', () => {
  it('gives each page its own title and description', async () => {
    const { context, page } = await newPage({ serviceWorker: true });
    await page.goto('/pricing');
    await expect.poll(() => page.title()).toBe('Pricing | CrewBridge');
    const pricingDescription = await page.locator('meta[name="description"]').getAttribute('content');
    await page.goto('/help-center');
    await expect.poll(() => page.title()).toBe('Help Center | CrewBridge');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(pricingDescription);
    await context.close();
  });
});

describe('serving the built app', () => {
  it('sends brotli or gzip, caches hashed files for a year and revalidates index.html', async () => {
    const page = await fetch(`${baseUrl()}/pricing`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // The entry script, which the page's boot list names (client/build/route-preload.ts).
    const script = /"entry":"([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toMatch(/^\/assets\/index-/);

    const brotli = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(await brotli.text());

    expect((await fetch(`${baseUrl()}/assets/missing-chunk.js`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl()}/robots.txt`)).text()).toContain('Disallow: /api/');
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as { icons: Array<{ sizes: string }> };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});

describe('installed app', () => {
  it('opens an offline screen from the service worker when there is no connection', async () => {
    const { context, page } = await newPage({ serviceWorker: true });
    await page.goto('/');
    await page.getByText('Skilled trades. Critical infrastructure. The right crew, fast.').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto('/help-center');
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
    await context.close();
  });
});

describe('a page whose path has a parameter', () => {
  it("preloads its route's chunks (/jobs/:jobId) with the shell, as a page with a fixed path does", async () => {
    const job = await demoEmployerJob();
    const { context, page } = await newPage({ serviceWorker: true });
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.waitForLoadState('networkidle');
    const { listed, entry, started } = await page.evaluate(() => {
      const boot = JSON.parse(document.getElementById('app-boot')!.textContent!) as { entry: string; routes: Record<string, string[]> };
      const started = performance.getEntriesByType('resource').map(({ name, startTime }) => [new URL(name).pathname, startTime] as const);
      return { listed: boot.routes['/jobs/:jobId'] ?? [], entry: boot.entry, started };
    });
    // Asked for with the shell, in the boot's one list, rather than once the entry's code imports them.
    const startOf = new Map(started);
    expect(listed.length).toBeGreaterThan(0);
    for (const file of listed) expect(startOf.get(file)).toBeLessThanOrEqual(startOf.get(entry)!);
    await context.close();
  });
});

describe('signed-in dashboards opened cold', () => {
  it.each([
    ['/worker-dashboard', loginAsWorker],
    ['/employer-dashboard', loginAsEmployer],
  ])('%s asks for its first data before its code, and its queries take every answer', async (path, login) => {
    const { context, page } = await newPage({ serviceWorker: true });
    await login(page);
    await page.reload();
    await page.waitForURL(`**${path}`);
    // Resource timing lists a request once it has ended.
    await page.waitForLoadState('networkidle');
    const { urls, userId, started } = await page.evaluate((route) => {
      const boot = JSON.parse(document.getElementById('app-boot')!.textContent!) as { requests: Record<string, { urls: string[] }> };
      // When each request of this page started (resource timing: the browser's own clock, in the order it sent them).
      const started = performance.getEntriesByType('resource').map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime }));
      return { urls: boot.requests[route]!.urls, userId: (JSON.parse(localStorage.getItem('userData')!) as { id: string }).id, started };
    }, path);
    const firstScript = Math.min(...started.filter((entry) => entry.path.startsWith('/assets/')).map((entry) => entry.startTime));
    // The session check, the profile and the first screen's data go out while the page's code is still on its way.
    expect(urls).toContain('/api/auth/me');
    const early = started.filter((entry) => entry.startTime < firstScript).map((entry) => entry.path);
    for (const url of urls) expect(early).toContain(url.split('{userId}').join(userId).split('?')[0]);
    // An answer no query took was asked for under a URL the client does not use (core/routes.ts bootRequests): a wasted read.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys((window as { crewbridgeBootRequests?: { responses: object } }).crewbridgeBootRequests!.responses),
          ),
        {
          timeout: 15_000,
        },
      )
      .toEqual([]);
    await context.close();
  });
});

describe('returning worker', () => {
  it('asks for the profile and the first jobs while the session check is still open, then shows the jobs', async () => {
    const { context, page } = await newPage({ serviceWorker: true });
    await loginAsWorker(page);
    const started: string[] = [];
    page.on('request', (request) => started.push(new URL(request.url()).pathname));
    // The session check is answered only once the dashboard's own data is on its way; asked for after it, the poll fails.
    await page.route('**/api/auth/me', async (route) => {
      await expect
        .poll(() => started.some((path) => path.startsWith('/api/worker-profile/')) && started.includes('/api/jobs'), { timeout: 10_000 })
        .toBe(true);
      await route.continue();
    });
    await page.reload();
    await page.getByTestId('job-card').first().waitFor();
    await context.close();
  });

  it('asks at once for the small chunks that only re-export a module (facades) its first screen imports', async () => {
    const { context, page } = await newPage({ serviceWorker: true });
    await loginAsWorker(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.push(pathname);
    });
    await page.reload();
    await page.getByTestId('job-card').first().waitFor();
    const boot = await page.evaluate(
      () =>
        JSON.parse(document.getElementById('app-boot')!.textContent!) as {
          entry: string;
          shell: string[];
          routes: Record<string, string[]>;
        },
    );
    const listed = new Set([boot.entry, ...boot.shell, ...boot.routes['/worker-dashboard']!]);
    // A facade asked for only when the code importing it runs was one more round trip before the page's first render.
    const facades: string[] = [];
    for (const script of scripts.filter((path) => !listed.has(path))) {
      const code = await (await fetch(`${baseUrl()}${script}`)).text();
      if (/^(?:export\s*\{[^}]*\}\s*from\s*"[^"]+";?\s*)+$/.test(code.trim())) facades.push(script);
    }
    expect(facades).toEqual([]);
    await context.close();
  });
});
