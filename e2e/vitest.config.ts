import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './global-setup';

export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // A journey mostly waits (for the server, for paint, for a mail): two at once fill two cores, each with its
    // own server and database (e2e/global-setup.ts), so no spec sees another's data.
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
