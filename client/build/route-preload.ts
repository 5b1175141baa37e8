import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_ROUTES } from '../../core/routes.ts';
import { BOOT_SCRIPT, type BootList, type BootRequests } from '../../core/shared/boot-script.ts';

/** A route's first load: its page module's file, and that file with the page's text catalogues and the module asking for its first data. */
export interface RouteFirstLoad {
  page: string;
  files: string[];
}

/** Every page's first load, from core/routes.ts, by path (not the catch-all `*`); `srcDir` is client/src. */
export function readRouteTable(srcDir: string): Map<string, RouteFirstLoad> {
  const routes = new Map<string, RouteFirstLoad>();
  for (const route of PAGE_ROUTES) {
    if (route.path === '*') continue;
    const page = path.join(srcDir, `${route.module}.tsx`);
    routes.set(route.path, {
      page,
      files: [
        page,
        ...route.namespaces.map((namespace) => path.join(srcDir, 'locales', 'en', `${namespace}.json`)),
        ...(route.firstData ? [path.join(srcDir, `${route.firstData}.ts`)] : []),
      ],
    });
  }
  return routes;
}

/** Each signed-in page's first API reads (core/routes.ts `bootRequests`), by path, with who may open it. */
export function readBootRequests(): Record<string, BootRequests> {
  const requests: Record<string, BootRequests> = {};
  for (const route of PAGE_ROUTES) {
    if (!route.bootRequests) continue;
    if (route.access === 'public') throw new Error(`route-preload: ${route.path} is public: it has no session to ask with`);
    requests[route.path] = { access: route.access, urls: route.bootRequests };
  }
  return requests;
}

/**
 * Pages load lazily, so a browser would only learn which chunks a page needs after the entry
 * script has run: one more round trip before anything shows. This plugin rewrites the built
 * index.html so that it paints before any script loads: the stylesheet inline (one file of ~8 KB
 * brotli, which would otherwise hold the first paint for a round trip) and, in place of the
 * entry's script and modulepreload tags, the #app-boot list and BOOT_SCRIPT, which asks for those
 * files after the first paint together with the current page's chunks (read from the route table).
 */
export function routePreload(srcDir: string): Plugin {
  return {
    name: 'crewbridge:route-preload',
    apply: 'build',
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The chunk holding each module (a page shares its chunk with others when the build groups them).
        const byModule = new Map(
          chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [path.normalize(id.split('?')[0]!), chunk] as const)),
        );
        const closure = (chunk: OutputChunk, into = new Set<string>()) => {
          if (into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const file of chunk.imports) closure(byFile.get(file)!, into);
          return into;
        };
        // The shell in the order it runs (BOOT_SCRIPT): every chunk after the chunks it imports.
        const shell = new Set<string>();
        const runOrder = (chunk: OutputChunk) => {
          if (shell.has(chunk.fileName)) return;
          for (const file of chunk.imports) runOrder(byFile.get(file)!);
          shell.add(chunk.fileName);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) runOrder(entry);

        // A facade only re-exports what other chunks hold (a few hundred bytes): no code of its own.
        const isFacadeOnly = (chunk: OutputChunk) => chunk.isDynamicEntry && chunk.moduleIds.length <= 1 && chunk.code.length < 2048;
        const facades = new Map(
          chunks.flatMap((chunk) =>
            chunk.isDynamicEntry && chunk.facadeModuleId ? [[path.normalize(chunk.facadeModuleId.split('?')[0]!), chunk] as const] : [],
          ),
        );
        const preloads: Record<string, string[]> = {};
        for (const [route, page] of readRouteTable(srcDir)) {
          // A page the bundle lacks would silently lose its hints (and its bundle budget check).
          if (!byModule.has(page.page)) throw new Error(`route-preload: ${route}'s page ${page.page} is in no chunk`);
          const routeFiles = new Set<string>();
          for (const file of page.files) {
            const chunk = byModule.get(file);
            if (chunk) closure(chunk, routeFiles);
            // A module grouped into a larger chunk is imported on demand through a small chunk of its own that
            // re-exports it (its facade): unlisted, it cost the dashboards one more round trip before their first render.
            const facade = facades.get(file);
            if (facade) closure(facade, routeFiles);
          }
          // The same for what the page's chunk imports on demand from code the page already has (the open tab, a banner).
          for (const target of byModule.get(page.page)!.dynamicImports) {
            const chunk = byFile.get(target);
            if (chunk && isFacadeOnly(chunk) && chunk.imports.every((i) => routeFiles.has(i) || shell.has(i))) routeFiles.add(target);
          }
          preloads[route] = [...routeFiles].filter((file) => !shell.has(file)).map((file) => `/${file}`);
        }
        const entry = chunks.find((chunk) => chunk.isEntry)!;
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('route-preload: the build wrote no index.html');
        const boot: BootList = {
          entry: `/${entry.fileName}`,
          shell: [...shell].filter((file) => file !== entry.fileName).map((file) => `/${file}`),
          routes: preloads,
          requests: readBootRequests(),
        };
        let indexHtml = String(html.source)
          .replace(/\s*<script type="module"[^>]*><\/script>/, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (_, file: string) => {
            const css = bundle[file];
            if (css?.type !== 'asset') throw new Error(`route-preload: no ${file} in the bundle`);
            return `<style>${String(css.source)}</style>`;
          });
        indexHtml = indexHtml.replace(
          '</head>',
          () => `<script type="application/json" id="app-boot">${JSON.stringify(boot)}</script><script>${BOOT_SCRIPT}</script></head>`,
        );
        html.source = indexHtml;
      },
    },
  };
}
