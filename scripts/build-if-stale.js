// `npm start` runs this before the server: it builds the web app only when the build is missing or
// older than what it is built from (client/, which holds vite.config.ts and client/build/, core/, and
// package-lock.json for dependency changes). `npm run build` still builds unconditionally.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const sources = ['client', 'core', 'package-lock.json'].map((entry) => path.join(root, entry));
/** The newest modification time under `entry` (a file or a folder, walked whole), 0 when it is missing. */
function newestMtime(entry) {
    let stats;
    try {
        stats = statSync(entry);
    }
    catch {
        return 0;
    }
    if (!stats.isDirectory())
        return stats.mtimeMs;
    let newest = stats.mtimeMs; // a deleted file leaves only its folder's time
    for (const child of readdirSync(entry)) {
        if (child === 'node_modules')
            continue;
        newest = Math.max(newest, newestMtime(path.join(entry, child)));
    }
    return newest;
}
function builtAt() {
    try {
        return statSync(builtIndex).mtimeMs;
    }
    catch {
        return null;
    }
}
const built = builtAt();
const changed = Math.max(...sources.map(newestMtime));
if (built !== null && changed <= built) {
    console.log('Web app is up to date (dist/client); not rebuilding. `npm run build` forces a build.');
}
else {
    console.log(built === null ? 'Building the web app (no dist/client yet)...' : 'Client sources changed since the last build: rebuilding...');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0)
        process.exit(result.status ?? 1);
}
