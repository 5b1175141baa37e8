// Whether a build is missing, or older than what it is built from: `npm start` (build-if-stale.ts) and
// the cluster scripts build only then.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under `entry` (a file or a folder, walked whole), 0 when it is missing. */
function newestMtime(entry: string): number {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file leaves only its folder's time
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** 'missing', 'stale' or 'fresh': the build whose last-written file is `stamp`, against its `sources`. */
export function buildState(stamp: string, sources: string[]): 'missing' | 'stale' | 'fresh' {
  let built;
  try {
    built = statSync(stamp).mtimeMs;
  } catch {
    return 'missing';
  }
  return Math.max(...sources.map(newestMtime)) > built ? 'stale' : 'fresh';
}
