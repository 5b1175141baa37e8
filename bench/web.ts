// Phone speed of the built app (issue 14): Lighthouse 12 with its default mobile emulation and
// simulated throttling, in Debian Chromium, on the public pages and on the signed-in worker
// and employer dashboards with a cold HTTP cache and no service worker. The baseline in the same run is a trivial
// Vite + React page built in the run: the best score a React page gets on this machine now.
// It builds the client into its own directory, so other builds of dist/client cannot disturb it.
// Usage: npm run bench:web   [BENCH_RUNS=3]   [CHROMIUM_PATH=/usr/bin/chromium]
//   [BENCH_PAGES=/pricing,/worker-dashboard]: only those pages (and the baseline); the results file is then left alone.
//   [BENCH_LHR_DIR=dir]: keeps each run's full Lighthouse report there, to read its diagnostics.
//   [BENCH_CLIENT_DIR=dir]: serves a client already built there (CI's dist/client) instead of building one.
//   [BENCH_GUARD=file]: CI's page-speed guard: exits 1 when a page's median, against the baseline's, is below
//     its floor in that file (.ci/page-speed-budgets.json); the results file is then left alone.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { build as viteBuild } from 'vite';
import { CHROMIUM_PATH, withOurFeatures } from '../scripts/chromium';
import { guard } from './web/guard';
import { kb, printTable } from './web/print-table';
import type { Measurement } from './web/measurement';
import { freshPageMicros } from './web/fresh-memory';
import { nextRunSlowdown, slowdownStrays } from './web/phone-cpu';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'web.json');
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const LHR_DIR = process.env.BENCH_LHR_DIR;
const CLIENT_DIR = process.env.BENCH_CLIENT_DIR;
const GUARD_FILE = process.env.BENCH_GUARD;
const BASELINE = 'trivial Vite + React page (baseline)';
// '/jobs/:id' stands for a public job page of the demo data (the first one the sitemap lists), '/companies/:id' for its company's page.
const PUBLIC_PAGES = ['/', '/jobs', '/jobs/:id', '/companies/:id', '/pricing', '/workforce-training-programs', '/help-center', '/about-us'];
// Each public page in Spanish too, as a Spanish speaker's link opens it: the server writes it in Spanish (issue 48: both languages).
const SPANISH = '?lang=es';
// The signed-in dashboards, each opened by its seeded demo account (server/src/db/seed), and the keys the client keeps its session under.
const SIGNED_IN_PAGES: Record<string, string> = {
  '/worker-dashboard': 'worker@crewbridge.example.com',
  '/employer-dashboard': 'employer@crewbridge.example.com',
};
const DEMO_PASSWORD = 'CrewBridge2026!';
const SESSION_KEYS = { token: 'token', user: 'userData' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The guard judges performance alone (accessibility is e2e's, with axe): its runs skip the other categories ("-").
const CATEGORIES_MEASURED = GUARD_FILE ? (['performance'] as const) : CATEGORIES;

function buildClient(outDir: string) {
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'client/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

async function startServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-bench-web-'));
  const clientDir = CLIENT_DIR ? path.resolve(CLIENT_DIR) : path.join(dataDir, 'client');
  if (!CLIENT_DIR) buildClient(clientDir);
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: clientDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become ready in 90 s');
    if (
      await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort() {
  const probe = Fastify();
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const { port } = probe.server.address() as AddressInfo;
  await probe.close();
  return port;
}

/**
 * The baseline: a trivial Vite + React page (a heading rendered by React) built in this run with the
 * same Vite and React as the app and served as built, compressed: the best a React page scores on
 * this machine today. Its sources sit inside the project so that they resolve the project's react.
 */
async function startTrivialPage() {
  const folder = path.join(ROOT, 'node_modules', '.cache', `bench-trivial-page-${process.pid}`);
  await mkdir(path.join(folder, 'src'), { recursive: true });
  await writeFile(
    path.join(folder, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Trivial page"><title>Trivial page</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  await writeFile(
    path.join(folder, 'src', 'main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<StrictMode><main><h1>Trivial page</h1><p>React and nothing else.</p></main></StrictMode>);\n",
  );
  await viteBuild({ root: folder, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
  // Brotli files beside the built ones, as the app's build writes them (client/build/precompress.ts).
  const distDir = path.join(folder, 'dist');
  for (const file of await readdir(distDir, { recursive: true })) {
    if (/\.(js|html)$/.test(file))
      await writeFile(path.join(distDir, `${file}.br`), brotliCompressSync(await readFile(path.join(distDir, file))));
  }
  const app = Fastify();
  await app.register(fastifyStatic, { root: distDir, preCompressed: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`,
    async stop() {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const phoneCpu = nextRunSlowdown();

/** One Lighthouse run at a phone's CPU speed (bench/web/phone-cpu.ts): the slowdown for the host's latest index, and what fresh memory costs the host then. */
async function audit(page: Page, url: string, keepStorage: boolean): Promise<Measurement> {
  const cpuSlowdown = await phoneCpu.slowdown(page);
  const freshMicros = Number(freshPageMicros().toFixed(2));
  const measured = { ...(await auditAt(page, url, keepStorage, cpuSlowdown)), freshPageMicros: freshMicros };
  phoneCpu.measuredIndex(measured.benchmarkIndex);
  return measured;
}

async function auditAt(page: Page, url: string, keepStorage: boolean, cpuSlowdown: number): Promise<Omit<Measurement, 'freshPageMicros'>> {
  const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES_MEASURED],
      disableStorageReset: keepStorage,
      throttling,
      // Neither bears on a score: the guard's runs skip them (1.6 s and 0.5 s of each run on a 2-core host).
      ...(GUARD_FILE && { disableFullPageScreenshot: true, skipAudits: ['bf-cache'] }),
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (LHR_DIR) {
    await mkdir(LHR_DIR, { recursive: true });
    await writeFile(path.join(LHR_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })?.items ?? [];
  const bytes = (items: typeof requests) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (id: (typeof CATEGORIES)[number]) => lhr.categories[id]?.score ?? Number.NaN;
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    scriptBytes: bytes(requests.filter((item) => item.resourceType === 'Script')),
    totalBytes: bytes(requests),
  };
}

/** Signs the demo worker in through the API, stores the session where the client reads it, then empties the HTTP cache and service workers. */
async function signInWithColdCache(page: Page, baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo sign-in of ${email} answered ${response.status}`);
  const session = (await response.json()) as { token: string; user: unknown };
  await page.goto(`${baseUrl}/favicon.svg`);
  const cdp = await page.createCDPSession();
  const storageId = { securityOrigin: baseUrl, isLocalStorage: true };
  await cdp.send('DOMStorage.enable');
  await cdp.send('DOMStorage.setDOMStorageItem', { storageId, key: SESSION_KEYS.token, value: session.token });
  await cdp.send('DOMStorage.setDOMStorageItem', { storageId, key: SESSION_KEYS.user, value: JSON.stringify(session.user) });
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'cache_storage,service_workers' });
  await cdp.detach();
}

/**
 * A fresh tab in a browser context of its own per run: nothing a run leaves (the signed-in page's
 * session in localStorage, which Lighthouse's storage reset keeps) reaches the next one. Lighthouse's
 * occasional trace failures (NO_NAVSTART, NO_FCP under load) are retried twice. So is a run during which the
 * host changed speed (Lighthouse's own benchmarkIndex, taken in the run, calls for another slowdown than the one
 * it ran at, set from the run before): its figures belong to neither speed. The third such run is kept.
 */
async function measure(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>, attemptsLeft = 3): Promise<Measurement> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  let measured: Measurement;
  try {
    await prepare?.(page);
    measured = await audit(page, url, Boolean(prepare));
  } catch (error) {
    if (attemptsLeft <= 1) throw error;
    console.log(`retrying ${url}: ${(error as Error).message}`);
    return measure(browser, url, prepare, attemptsLeft - 1);
  } finally {
    await context.close();
  }
  if (attemptsLeft <= 1 || !slowdownStrays(measured.cpuSlowdown, measured.benchmarkIndex)) return measured;
  console.log(
    `retrying ${url}: the host changed speed during the run (${measured.cpuSlowdown}x, index ${measured.benchmarkIndex} in the run)`,
  );
  return measure(browser, url, prepare, attemptsLeft - 1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianOf(runs: Measurement[]): Measurement {
  const keys = Object.keys(runs[0]!) as Array<keyof Measurement>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Measurement;
}

/** The path of a public job page: the first job the sitemap lists. */
async function aJobPage(baseUrl: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const job = /\/jobs\/[0-9a-f-]{36}/.exec(sitemap)?.[0];
  if (!job) throw new Error('the sitemap lists no job page: is the demo data loaded?');
  return job;
}

/** The company page of the job page's employer. */
async function aCompanyPage(baseUrl: string, jobPage: string): Promise<string> {
  const job = (await (await fetch(`${baseUrl}/api/public${jobPage}`)).json()) as { employerId: string };
  return `/companies/${job.employerId}`;
}

async function main() {
  const server = await startServer();
  const jobPage = await aJobPage(server.baseUrl);
  const samplePages: Record<string, string> = { '/jobs/:id': jobPage, '/companies/:id': await aCompanyPage(server.baseUrl, jobPage) };
  const baseline = await startTrivialPage();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // puppeteer's own flags with ours (scripts/chromium.ts), their feature lists made one.
    ignoreDefaultArgs: true,
    args: withOurFeatures(puppeteer.defaultArgs({ headless: true })),
  });
  // "HeadlessChrome/156.0.8078.108": the guard may hold a build's own floors.
  const browserVersion = (await browser.version()).split('/').pop()!;
  console.log(`Chromium ${browserVersion}`);
  const wanted = (page: string) => !ONLY_PAGES || ONLY_PAGES.includes(page);
  const targets: Array<[string, string, ((page: Page) => Promise<void>)?]> = [
    [BASELINE, baseline.url],
    ...PUBLIC_PAGES.filter(wanted).map((page): [string, string] => [page, `${server.baseUrl}${samplePages[page] ?? page}`]),
    ...PUBLIC_PAGES.map((page) => `${page}${SPANISH}`)
      .filter(wanted)
      .map((page): [string, string] => {
        const path = page.slice(0, -SPANISH.length);
        return [page, `${server.baseUrl}${samplePages[path] ?? path}${SPANISH}`];
      }),
  ];
  for (const [signedInPage, email] of Object.entries(SIGNED_IN_PAGES)) {
    if (!wanted(signedInPage)) continue;
    targets.push([
      `${signedInPage} (signed in, cold)`,
      `${server.baseUrl}${signedInPage}`,
      (page) => signInWithColdCache(page, server.baseUrl, email),
    ]);
  }
  const runs: Record<string, Measurement[]> = {};
  const measureAll = async (which: typeof targets) => {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [name, url, prepare] of which) {
        const measured = await measure(browser, url, prepare);
        (runs[name] ??= []).push(measured);
        console.log(
          `run ${run}/${RUNS}  ${name.padEnd(34)} performance ${measured.performance.toFixed(2)}  TBT ${measured.tbtMs} ms  LCP ${measured.lcpMs} ms  JS ${kb(measured.scriptBytes)}  index ${measured.benchmarkIndex}, CPU ${measured.cpuSlowdown}x, fresh memory ${measured.freshPageMicros} µs a page`,
        );
      }
    }
    const rows = Object.fromEntries(
      Object.entries(runs).map(([name, measured]) => [
        name,
        { ...medianOf(measured), performanceRuns: measured.map((m) => m.performance) },
      ]),
    );
    printTable(rows, RUNS);
    return rows;
  };
  let rows: Record<string, Measurement>;
  try {
    rows = await measureAll(targets);
    if (GUARD_FILE) {
      let slow = await guard(rows, GUARD_FILE, BASELINE, browserVersion);
      // A busy moment of the machine can slow one page's runs and not the trivial page's: a slow page is measured as
      // many times again, beside the trivial page, and judged on the median of all its runs. A real regression fails both.
      if (slow.length > 0) {
        console.log(`\nMeasuring ${slow.join(', ')} again, beside the trivial page, ${RUNS} more run(s) each.`);
        rows = await measureAll(targets.filter(([name]) => name === BASELINE || slow.includes(name)));
        slow = await guard(rows, GUARD_FILE, BASELINE, browserVersion);
      }
      if (slow.length > 0) process.exitCode = 1;
      return;
    }
  } finally {
    await browser.close();
    await baseline.stop();
    await server.stop();
  }
  if (ONLY_PAGES) return;
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: '12', chromium: CHROMIUM_PATH, runs: RUNS, pages: rows }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

await main();
