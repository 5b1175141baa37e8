// `npm start` runs this before the server: it builds what is missing or older than what it is built from.
// The web app (dist/client, and dist/client-server for server rendering) from client/, which holds
// vite.config.ts and client/build/, core/, and package-lock.json for dependency changes; the server
// (dist/server) from the sources scripts/build-server.ts lists. `npm run build` and
// `npm run build:server` still build unconditionally.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from './build-server';
import { buildState } from './build-state';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const client = buildState(
  path.join(root, 'dist/client/index.html'),
  ['client', 'core', 'package-lock.json'].map((entry) => path.join(root, entry)),
);
if (client === 'fresh') {
  console.log('Web app is up to date (dist/client); not rebuilding. `npm run build` forces a build.');
} else {
  console.log(
    client === 'missing' ? 'Building the web app (no dist/client yet)...' : 'Client sources changed since the last build: rebuilding...',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if ((await buildServerIfStale()) === 'fresh') {
  console.log('Server is up to date (dist/server); not rebuilding. `npm run build:server` forces a build.');
}
