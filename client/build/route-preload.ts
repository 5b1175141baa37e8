import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BOOT_SCRIPT, type BootList } from '../../core/shared/boot-script.ts';

export interface RouteTableFiles {
  srcDir: string;
  routerFile: string;
  routeDataFile: string;
}

/** A route's first load: its page module's file, and that file with the page's text catalogues and the module asking for its first data. */
export interface RouteFirstLoad {
  page: string;
  files: string[];
}

/**
 * The route table as the build reads it: router.tsx's `const X = lazyPage(() => import('...'), ..., ['namespace'])`
 * and `<Route path="..." element={... <X /> ...} />`, and start-route-data.ts's ROUTE_DATA
 * (`'/route': () => import('...')`). A page declaration it cannot read fails the build.
 */
export function readRouteTable({ srcDir, routerFile, routeDataFile }: RouteTableFiles): Map<string, RouteFirstLoad> {
  const resolveSpecifier = (specifier: string, from = routerFile) =>
    specifier.startsWith('@/') ? path.join(srcDir, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  const routeData = new Map(
    [...readFileSync(routeDataFile, 'utf8').matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)].map((match) => [
      match[1]!,
      resolveSpecifier(match[2]!, routeDataFile),
    ]),
  );
  const source = readFileSync(routerFile, 'utf8');
  const pages = new Map<string, { module: string; namespaces: string[] }>();
  // Written or Prettier-wrapped over several lines alike.
  for (const match of source.matchAll(
    /const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\),\s*\(m\) => m\.\w+,?\s*(?:\[([^\]]*)\],?\s*)?\);/g,
  )) {
    const namespaces = [...(match[3] ?? '').matchAll(/'([^']+)'/g)].map((ns) => ns[1]!);
    pages.set(match[1]!, { module: resolveSpecifier(match[2]!), namespaces });
  }
  // A page this cannot read would silently lose its hints (and its bundle budget check).
  const declared = source.match(/= lazyPage\(/g)?.length ?? 0;
  if (declared !== pages.size)
    throw new Error(`route-preload: read ${pages.size} of the ${declared} lazyPage(...) declarations in ${routerFile}`);
  const routes = new Map<string, RouteFirstLoad>();
  for (const match of source.matchAll(/<Route\s+path="([^"]+)"\s+element=\{([\s\S]*?)\}\s*\/>/g)) {
    const page = [...match[2]!.matchAll(/<(\w+) \/>/g)].map((tag) => pages.get(tag[1]!)).find(Boolean);
    if (!page || match[1] === '*') continue;
    const pageFile = path.normalize(`${page.module}.tsx`);
    const dataModule = routeData.get(match[1]!);
    routes.set(match[1]!, {
      page: pageFile,
      files: [
        pageFile,
        ...page.namespaces.map((namespace) => path.join(srcDir, 'locales', 'en', `${namespace}.json`)),
        ...(dataModule ? [path.normalize(`${dataModule}.ts`)] : []),
      ],
    });
  }
  return routes;
}

/**
 * Pages load lazily, so a browser would only learn which chunks a page needs after the entry
 * script has run: one more round trip before anything shows. This plugin rewrites the built
 * index.html so that it paints before any script loads: the stylesheet inline (one file of ~8 KB
 * brotli, which would otherwise hold the first paint for a round trip) and, in place of the
 * entry's script and modulepreload tags, the #app-boot list and BOOT_SCRIPT, which asks for those
 * files after the first paint together with the current page's chunks (read from the route table).
 */
export function routePreload(files: RouteTableFiles): Plugin {
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
        const shell = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, shell);

        const preloads: Record<string, string[]> = {};
        for (const [route, page] of readRouteTable(files)) {
          if (!byModule.has(page.page)) continue;
          const routeFiles = new Set<string>();
          for (const file of page.files) {
            const chunk = byModule.get(file);
            if (chunk) closure(chunk, routeFiles);
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
