import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };
const testFiles = [
  'core/**/*.test.ts',
  'bench/**/*.test.ts',
  'server/**/*.test.ts',
  'client/src/locales/*.test.ts',
  'client/src/lib/*.test.ts',
];

// A test file that opens a database (through the test app or db/client) is an API test; the rest are
// unit tests, runnable alone in seconds (npm run test:unit). Read from the files, so a new test lands
// in the right group without anyone listing it.
// A helper of server/src/test that opens one (the Stripe Billing app) counts too, by name: a file using it was once
// run as a unit test, each on a database of its own (20 s a file on a slow host).
const opensADatabaseDirectly = /\b(createTestApp|createTestAppsSharingDatabase|useTwoInstances|useMailTestApp|openDatabase)\b/;
const databaseHelpers = globSync('server/src/test/*.ts', { ignore: ['**/*.test.ts'] })
  .filter((file) => opensADatabaseDirectly.test(readFileSync(file, 'utf8')))
  .map((file) => path.basename(file, '.ts'));
const opensADatabase = new RegExp(`${opensADatabaseDirectly.source}|/test/(${databaseHelpers.join('|')})'`);
const apiTestFiles = globSync(testFiles, { ignore: ['**/node_modules/**'] }).filter((file) =>
  opensADatabase.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores: two test files at once.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: testFiles, exclude: [...configDefaults.exclude, ...apiTestFiles] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: apiTestFiles,
          // One migrated database for the run (global-setup.ts); each worker reuses one embedded
          // database from file to file, emptied in between (server/src/test/worker-database.ts).
          globalSetup: ['server/src/test/global-setup.ts'],
          // Not isolated: a worker loads the server's modules once, not once per file (6.5 s a file).
          // Files still share no state: each builds its own app on an emptied database.
          isolate: false,
        },
      },
    ],
  },
});
