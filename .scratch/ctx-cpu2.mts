import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
const base = 'http://127.0.0.1:5055';
const ticks = () => { const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/); return Number(v[0]) + Number(v[1]) + Number(v[2]); };
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...chromiumArgs(), ...extra] });
const mode = process.env.MODE ?? 'same';
const t0 = ticks(); const w0 = performance.now();
let context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
let page = await context.newPage();
for (let i = 0; i < 8; i++) {
  if (mode === 'new' && i > 0) { await context.close(); context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 }, serviceWorkers: 'block' }); page = await context.newPage(); }
  for (const p of ['/', '/jobs', '/pricing']) {
    await page.goto(p);
    await page.locator('#root[data-prerendered], #root[data-rendered]').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
  }
}
console.log(mode, extra.join(' '), 'cpu s', ((ticks() - t0) / 100).toFixed(1), 'wall s', ((performance.now() - w0) / 1000).toFixed(1));
import { execSync as ex } from 'node:child_process';
console.log(ex("for p in $(pgrep -f chromium); do t=$(awk '{print $14+$15}' /proc/$p/stat 2>/dev/null); ty=$(tr '\\0' ' ' < /proc/$p/cmdline | grep -o -- '--type=[a-z-]*' | head -1); echo \"$t $ty\"; done | sort -n | tail -12").toString());
await browser.close();
