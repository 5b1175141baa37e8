import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';
import { readBootList, ROOT_ELEMENT_PATTERN, serverBuildDirFor } from '../../core/shared/boot-script.ts';
import { PAGE_ROUTES } from '../../core/routes.ts';
import type { renderPage as RenderPage } from '../src/entry-server';

export const PRERENDER_DIR = 'prerender';

/** The languages pages are pre-rendered in; English is the default, Spanish is in its own folder. */
const PRERENDER_LANGUAGES = ['en', 'es'] as const;

/**
 * Where the server finds a pre-rendered page: / is prerender/index.html, /pricing prerender/pricing.html,
 * and in Spanish prerender/es/index.html, prerender/es/pricing.html (server/src/plugins/client.ts).
 */
export function prerenderFileFor(pagePath: string, language: (typeof PRERENDER_LANGUAGES)[number] = 'en'): string {
  return `${PRERENDER_DIR}/${language === 'en' ? '' : `${language}/`}${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The browser globals the app's modules read when they load (the saved language, the browser's
 * languages, <html lang>), as a first-time English visitor's browser has them; removed afterwards.
 */
async function withVisitorGlobals<T>(run: () => Promise<T>): Promise<T> {
  const globals = {
    localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    navigator: { languages: ['en-US'], language: 'en-US', onLine: true },
    document: { documentElement: {} },
  };
  const previous = Object.keys(globals).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true });
  try {
    return await run();
  } finally {
    for (const [name, descriptor] of previous) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}

/**
 * After the client build, renders the pages core/routes.ts marks `isPrerendered` to HTML (a server
 * build of that entry, run here once) and writes each into a copy of the built index.html, in
 * place of the static header skeleton, with the page's own title and description. The server
 * sends that file for the page's path (server/src/plugins/client.ts); main.tsx hydrates it.
 */
export function prerenderPages({
  entry,
  renderWorker,
  resolve,
}: {
  entry: string;
  renderWorker: string;
  resolve: UserConfig['resolve'];
}): Plugin {
  let outDir = '';
  let serverDir = '';
  return {
    name: 'crewbridge:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverDir = serverBuildDirFor(outDir);
    },
    // Before precompress (listed after this plugin), so the pages get their .br and .gz too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          resolve,
          // Every dependency inside: the files run wherever the build was written (a bench's temporary folder too).
          ssr: { noExternal: true },
          build: {
            ssr: true,
            outDir: serverDir,
            emptyOutDir: true,
            rolldownOptions: { input: { 'entry-server': entry, 'render-worker': renderWorker }, output: { entryFileNames: '[name].mjs' } },
          },
        });
        try {
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const boot = readBootList(template);
          await mkdir(path.join(outDir, PRERENDER_DIR, 'es'), { recursive: true });
          await withVisitorGlobals(async () => {
            const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href)) as {
              renderPage: typeof RenderPage;
            };
            for (const { path: pagePath } of PAGE_ROUTES.filter((route) => route.isPrerendered))
              for (const language of PRERENDER_LANGUAGES) {
                const page = await server.renderPage(pagePath, language);
                // Replacer functions, so a `$` in a page's text is never read as a pattern.
                const html = template
                  .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
                  .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
                  .replace(
                    /(<meta\s+name="description"\s+content=")[^"]*"/,
                    (_, start: string) => `${start}${escapeHtml(page.description)}"`,
                  )
                  // Only this page's chunks, and no signed-in page's reads: the other routes' lists would be bytes before the first paint.
                  .replace(
                    /(<script type="application\/json" id="app-boot">)[^<]*/,
                    (_, start: string) =>
                      `${start}${JSON.stringify({ ...boot, routes: { [pagePath]: boot.routes[pagePath] ?? [] }, requests: {} })}`,
                  )
                  .replace(
                    ROOT_ELEMENT_PATTERN,
                    (_, end: string) => `<div id="root" data-prerendered="${language}">${page.html}</div>${end}`,
                  );
                if (!html.includes('data-prerendered')) throw new Error('prerender: index.html has no <div id="root"> before </body>');
                await writeFile(path.join(outDir, prerenderFileFor(pagePath, language)), html);
              }
          });
        } catch (error) {
          await rm(serverDir, { recursive: true, force: true });
          throw error;
        }
      },
    },
  };
}
