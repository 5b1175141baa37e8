// Runs the API tests against PostgreSQL: the run migrates one template database, and each test file
// works on its own copy of it. Extra arguments go to vitest (a reporter, a file filter).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('TEST_DATABASE_URL is not set (for example postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
