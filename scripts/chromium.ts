/**
 * How the browser tests (e2e/) and the page-speed bench (bench/web.ts) start Debian's Chromium: one place for the
 * path and the flags, so both measure the same browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 opens the address bar's popup as two WebUI pages (chrome://omnibox-popup.top-chrome/), each in a
 * renderer of its own, for every new window, and a new browser context is a new window even headless. On a
 * two-core host those renderers load beside the page under test: every e2e context paid for them, and Lighthouse
 * timed the page's script while they ran (the 156.0.8078.108 regression in docs/decisions.md).
 */
const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What the drivers themselves switch off. Chromium keeps only the last `--disable-features` it is given, so
 * ours must repeat theirs: playwright-core's and puppeteer-core's lists as of the versions in package-lock.json.
 */
const DRIVER_DISABLED_FEATURES = [
  // playwright-core
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** The flags every launch adds: no sandbox (root in CI), no GPU, no network of its own (the machine's is closed). */
export function chromiumArgs(): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=' + [...new Set([...DRIVER_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES])].join(','),
  ];
}

/**
 * `args` with its `--disable-features` flags made one, ours included: for a driver that exposes its default
 * flags (puppeteer's `defaultArgs()`), so its own list is kept whatever its version.
 */
export function withOurFeatures(args: string[]): string[] {
  const ours = chromiumArgs();
  const features = new Set<string>();
  const rest: string[] = [];
  for (const arg of [...args, ...ours]) {
    if (arg.startsWith('--disable-features='))
      arg
        .slice('--disable-features='.length)
        .split(',')
        .filter(Boolean)
        .forEach((f) => features.add(f));
    else if (!rest.includes(arg)) rest.push(arg);
  }
  return [...rest, `--disable-features=${[...features].join(',')}`];
}
