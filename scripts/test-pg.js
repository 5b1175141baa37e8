// Runs the API suite against PostgreSQL: each test file creates and drops its own database there.
import { spawnSync } from 'node:child_process';
const url = process.env.TEST_DATABASE_URL;
if (!url) {
    console.error('TEST_DATABASE_URL is not set (for example postgres://postgres@127.0.0.1:5432/test).');
    process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', 'server'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
process.exit(result.status ?? 1);
