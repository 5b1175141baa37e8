// npm run build:server (and `npm start` and the cluster scripts when the sources are newer): bundles
// the server (server/src and the core/ it imports) into dist/server/server.mjs with esbuild, and each of
// its worker threads (SERVER_WORKERS) into a bundle beside it. Packages stay outside the bundles and
// load from node_modules, as under tsx. Source maps go beside them: `node --enable-source-maps
// dist/server/server.mjs` names .ts files and lines in stack traces. What the server reads relative to
// its own file at run time comes along: the SQL migrations (db/client.ts reads `migrations/` beside it).
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { builtWorkerName, SERVER_WORKERS } from '../server/src/lib/ts-worker';
import { buildState } from './build-state';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuildDir = path.join(root, 'dist/server');
/** The file whose modification time is the build's (a failed build leaves the previous one whole, below). */
export const serverBuildStamp = path.join(serverBuildDir, 'server.mjs');
/**
 * Node's flags for the built server (package.json's start passes the same). One V8 helper thread, not four: on a host
 * of few cores (an instance a core) the helpers of a major collection's marking took the core from the main thread, and
 * searches while an instance applied a bulk change waited 40-130 ms (search p99 in 6 alternating pairs of runs lower
 * with one in every pair; bench/results/search-diary.md, 2026-12-01, eighth session).
 */
export const SERVER_V8_FLAGS = ['--v8-pool-size=1'] as const;
export const SERVER_NODE_FLAGS = ['--enable-source-maps', ...SERVER_V8_FLAGS] as const;

/** What the server build is made from: a change to any of them (tests included, to keep it simple) makes it stale. */
const serverSources = ['server/src', 'core', 'tsconfig.json', 'tsconfig.base.json', 'scripts/build-server.ts', 'package-lock.json'].map(
  (entry) => path.join(root, entry),
);

/** Builds into a fresh folder and moves it into place, so a failed build leaves the previous one whole. */
export async function buildServer(): Promise<void> {
  const started = performance.now();
  const staging = `${serverBuildDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: root,
      entryPoints: [
        { in: 'server/src/server.ts', out: 'server' },
        ...SERVER_WORKERS.map((entry) => ({ in: `server/src/${entry}.ts`, out: builtWorkerName(entry) })),
      ],
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: 'tsconfig.json',
      sourcemap: 'linked',
      sourcesContent: false,
      // Fastify plugins and error classes are known by their names; a bundle must not rename them.
      keepNames: true,
      logLevel: 'warning',
      // A missing export would be `undefined` at run time, where tsx at least named it: refused here, as the typecheck refuses it.
      logOverride: { 'import-is-undefined': 'error' },
    });
    const migrations = path.join(root, 'server/src/db/migrations');
    mkdirSync(path.join(staging, 'migrations/meta'), { recursive: true });
    cpSync(migrations, path.join(staging, 'migrations'), {
      recursive: true,
      // drizzle's migrator reads the SQL files and meta/_journal.json; the schema snapshots are for drizzle-kit.
      filter: (source) => !source.includes(`${path.sep}meta${path.sep}`) || source.endsWith('_journal.json'),
    });
    if (!existsSync(path.join(staging, 'migrations/meta/_journal.json'))) throw new Error('the migrations journal was not copied');
    rmSync(serverBuildDir, { recursive: true, force: true });
    renameSync(staging, serverBuildDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.log(`Built the server into dist/server in ${Math.round(performance.now() - started)} ms.`);
}

/** Builds the server when dist/server is missing or older than its sources; 'fresh' when it was not needed. */
export async function buildServerIfStale(): Promise<'built' | 'fresh'> {
  const state = buildState(serverBuildStamp, serverSources);
  if (state === 'fresh') return 'fresh';
  console.log(
    state === 'missing' ? 'Building the server (no dist/server yet)...' : 'Server sources changed since the last build: rebuilding...',
  );
  await buildServer();
  return 'built';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
