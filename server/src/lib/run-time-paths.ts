import { fileURLToPath } from 'node:url';

// Where the server's files are at run time. From the sources (tsx, vitest) this module is
// server/src/lib/run-time-paths.ts; from the build (scripts/build-server.ts) it is bundled into one of
// the .mjs files the build writes side by side in dist/server/, beside the workers' bundles and a copy
// of the migrations.

/** True when running from the build: a bundle's name ends in .mjs, a source's in .ts. */
export const isBuiltServer = !import.meta.url.endsWith('.ts');

/** The repository's root, the folder that holds dist/ (and package.json). */
export const repoRoot = fileURLToPath(new URL(isBuiltServer ? '../../' : '../../../', import.meta.url));

/** server/src from the sources, dist/server from the build: where the server's own run-time files are. */
export const serverFilesRoot = new URL(isBuiltServer ? './' : '../', import.meta.url);
