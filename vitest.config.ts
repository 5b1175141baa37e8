import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } },
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'client/src/locales/*.test.ts', 'client/src/lib/*.test.ts'],
    // Each API test file starts its own embedded database; two cores keep them to two at once.
    maxWorkers: 2,
    // One migrated embedded database, dumped once; each API test file starts from a copy of it.
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
