import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_ROUTES } from '../../core/routes.ts';
import { readRouteTable } from './route-preload.ts';

/**
 * A few files per first screen instead of dozens. Left to the default splitting, the worker
 * dashboard's first render took 61 files and the landing page 20 (every page, tab and dialog that
 * loads on demand shares modules with a different set of others), and over HTTP/1.1 a phone fetches
 * six at a time, a round trip each. Here the chunks are:
 * - app: what the entry reaches (every page's start);
 * - common: what a dashboard's first screen shares with a public page (small UI parts);
 * - signed-in: what both dashboards' first screens share;
 * - one per dashboard: the rest of its first screen.
 * Which pages are which is the `chunk` of their row in core/routes.ts ('own': a dashboard, 'common': a public page).
 * What loads on demand (dialogs, other tabs, the other pages' own code) keeps the default splitting.
 * A group takes only the modules named here (not their imports, which belong to an earlier group),
 * so the build fails if two chunks ever import each other (their order of evaluation would be undefined).
 */
export function routeChunks(srcDir: string) {
  const owner = new Map<string, string>();
  const routes = PAGE_ROUTES.filter((route) => route.chunk === 'own').map((route) => route.path);
  const publicRoutes = PAGE_ROUTES.filter((route) => route.chunk === 'common').map((route) => route.path);

  const plugin: Plugin = {
    name: 'crewbridge:route-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const ids = [...this.getModuleIds()];
      const byPath = new Map(ids.map((id) => [path.normalize(id.split('?')[0]!), id]));
      const find = (file: string) => byPath.get(path.normalize(file));
      // Static imports only: what loads on demand is not part of a first screen.
      const reach = (roots: Array<string | undefined>) => {
        const seen = new Set<string>();
        const visit = (id: string | undefined) => {
          if (!id || seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const shell = reach(entries);
      // The entries and what they import directly stay the entry chunk (index.html's entry is its script).
      const entryChunk = new Set(entries.flatMap((id) => [id, ...(this.getModuleInfo(id)?.importedIds ?? [])]));
      const table = readRouteTable(srcDir);
      const firstLoad = (route: string) => new Set([...reach(table.get(route)!.files.map(find))].filter((id) => !shell.has(id)));
      const screens = routes.map(firstLoad);
      const publicPages = new Set(publicRoutes.flatMap((route) => [...firstLoad(route)]));
      for (const id of shell) if (!entryChunk.has(id)) owner.set(id, 'app');
      routes.forEach((route, index) => {
        for (const id of screens[index]!) {
          if (owner.has(id)) continue;
          owner.set(id, publicPages.has(id) ? 'common' : screens.every((screen) => screen.has(id)) ? 'signed-in' : route.slice(1));
        }
      });
    },
    generateBundle(_options, bundle) {
      const imports = new Map(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])),
      );
      const done = new Set<string>();
      const visit = (file: string, chain: string[]) => {
        if (chain.includes(file)) this.error(`route-chunks: chunks import each other: ${[...chain, file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...chain, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };

  const names = ['app', 'common', 'signed-in', ...routes.map((route) => route.slice(1))];
  const groups: CodeSplittingGroup[] = names.map((name) => ({
    name,
    test: (id: string) => owner.get(id) === name,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
