import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
const base = 'http://127.0.0.1:5055';
const ticks = () => { // total CPU of the machine (user+nice+system), in ticks
  const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/); return Number(v[0]) + Number(v[1]) + Number(v[2]); };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
for (const mode of ['block'] as const) {
  const t0 = ticks(); const w0 = performance.now();
  for (let i = 0; i < 8; i++) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 }, serviceWorkers: mode });
    const page = await context.newPage();
    for (const p of ['/', '/jobs', '/pricing']) {
      await page.goto(p);
      await page.locator('#root[data-prerendered], #root[data-rendered]').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
    }
    await context.close();
  }
  console.log(mode, 'cpu s', ((ticks() - t0) / 100).toFixed(1), 'wall s', ((performance.now() - w0) / 1000).toFixed(1));
}
await browser.close();
