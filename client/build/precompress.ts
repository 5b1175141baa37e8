import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

/** Every text file of the build gets .br and .gz siblings, which @fastify/static serves as they are. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'crewbridge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa has written sw.js and the web manifest.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => TEXT_FILE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(path.join(outDir, file));
            const [br, gz] = await Promise.all([
              promisify(brotliCompress)(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
              promisify(gzip)(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(path.join(outDir, `${file}.br`), br), writeFile(path.join(outDir, `${file}.gz`), gz)]);
          }),
        );
      },
    },
  };
}
