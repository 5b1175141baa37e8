// Bundle budget (issue 14): the compressed JavaScript each route needs before its first render,
// read from a finished client build: the entry script and the chunks every page needs (the shell) plus
// the route's own chunks, all from index.html's #app-boot list. Fails when a route passes its budget.
// Usage: node --import tsx scripts/check-bundle-budget.ts [dist/client]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { readBootList } from '../core/shared/boot-script';

const KB = 1024;
/**
 * Brotli bytes, what browsers are sent; the landing page is the one phones open first. Budgets sit
 * a little above today's sizes so a library slipping into the shell or a dashboard fails here.
 */
const BUDGETS: Record<string, number> = { '/': 140 * KB, '/worker-dashboard': 160 * KB, '/employer-dashboard': 150 * KB };
const DEFAULT_BUDGET = 250 * KB;

const distDir = path.resolve(process.argv[2] ?? 'dist/client');
const { entry, shell: shellChunks, routes } = readBootList(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
const shell = [entry, ...shellChunks];

/** The .br file the server sends, or the file compressed now when the build wrote none. */
function brotliSize(file: string) {
  const filePath = path.join(distDir, file);
  return existsSync(`${filePath}.br`) ? readFileSync(`${filePath}.br`).length : brotliCompressSync(readFileSync(filePath)).length;
}

const shellBytes = shell.reduce((sum, file) => sum + brotliSize(file), 0);
let failures = 0;
console.log(`shell (entry and its imports): ${(shellBytes / KB).toFixed(1)} KB brotli`);
for (const [route, files] of Object.entries(routes)) {
  const bytes = shellBytes + files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + brotliSize(file), 0);
  const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
  const isOver = bytes > budget;
  if (isOver) failures += 1;
  console.log(`${isOver ? 'OVER' : 'within'} ${route.padEnd(30)} ${(bytes / KB).toFixed(1).padStart(6)} KB of ${budget / KB} KB`);
}
if (failures > 0) {
  console.error(`${failures} route(s) over their JavaScript budget`);
  process.exit(1);
}
