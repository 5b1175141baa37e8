import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';
import { routeChunks } from './build/route-chunks.ts';
import { routePreload } from './build/route-preload.ts';

const defaultOutDir = fileURLToPath(new URL('../dist/client', import.meta.url));
// Where this build writes (--outDir may move it), read when the service worker's file list is made.
let outDir = defaultOutDir;

/** index.html, the entry script, everything it imports and the styles: what any page needs to start. */
async function appShellFiles(): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>(['index.html']);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  return files;
}

// The pages' first loads come from core/routes.ts; their files are found under client/src.
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const firstScreenChunks = routeChunks(srcDir);

const resolve = {
  alias: {
    '@core': fileURLToPath(new URL('../core', import.meta.url)),
    '@': srcDir,
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    {
      name: 'crewbridge:out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    routePreload(srcDir),
    firstScreenChunks.plugin,
    VitePWA({
      registerType: 'autoUpdate',
      // Registered after the load event by the pages' boot script (build/route-preload.ts): no extra request.
      injectRegister: false,
      // The manifest's icons are added by the plugin.
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'CrewBridge',
        short_name: 'CrewBridge',
        description:
          "Skilled-trade and infrastructure jobs: CrewBridge connects workers with the employers who build and run America's job sites.",
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#c2410c',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Web Push: the notification the server sends is shown by public/push-sw.js (issue 36).
        importScripts: ['push-sw.js'],
        // Precache only the shell; a page's own chunks are cached the first time it is opened.
        globPatterns: ['**/*.{js,css,html}'],
        // The pre-rendered pages are for a first visit; an installed app opens the shell.
        globIgnores: ['prerender/**'],
        manifestTransforms: [
          async (entries) => {
            const shell = await appShellFiles();
            return { manifest: entries.filter((entry) => shell.has(entry.url) || !entry.url.startsWith('assets/')), warnings: [] };
          },
        ],
        navigateFallback: 'index.html',
        // Server routes that are not pages; the API is never cached by the service worker at all.
        navigateFallbackDenylist: [/^\/(api|objects|ws|healthz|readyz)(\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed build files never change, so a cached copy is always right.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'crewbridge-assets', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
    prerenderPages({
      entry: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
      renderWorker: fileURLToPath(new URL('./src/render-worker.ts', import.meta.url)),
      resolve,
    }),
    precompress(),
  ],
  resolve,
  build: {
    outDir: defaultOutDir,
    emptyOutDir: true,
    // scripts/check-bundle-budget.ts and the service worker's shell read which chunks each page needs from it.
    manifest: true,
    // One stylesheet, inlined into every page (build/route-preload.ts): no lazy chunk asks for it again.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs, in a file that keeps its hash across app releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // Every page draws a few icons of a few hundred bytes each: one file for all of them
            // costs less than a request per icon on a phone's connection.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            ...firstScreenChunks.groups,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/objects': 'http://localhost:5000', '/ws': { target: 'ws://localhost:5000', ws: true } },
  },
});
