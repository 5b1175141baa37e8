import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
const base = 'http://127.0.0.1:5055';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 } });
const page = await context.newPage();
const mode = process.env.MODE ?? 'default';
for (const p of ['/', '/about-us', '/help-center', '/contact-us', '/pricing', '/career-planning-tools', '/privacy-policy', '/auth']) {
  let t = performance.now();
  await page.goto(p);
  await page.locator('#root[data-prerendered], #root[data-rendered]').waitFor({ state: 'detached' });
  const tGoto = performance.now() - t; t = performance.now();
  await page.waitForLoadState('networkidle');
  const tIdle = performance.now() - t; t = performance.now();
  let b = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (mode === 'legacy') b = b.setLegacyMode(true);
  const { violations } = await b.analyze();
  const tAxe = performance.now() - t;
  console.log(p.padEnd(24), 'goto', tGoto.toFixed(0), 'idle', tIdle.toFixed(0), 'axe', tAxe.toFixed(0), violations.length);
}
await browser.close();
