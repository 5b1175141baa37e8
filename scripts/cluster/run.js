// npm run cluster: PostgreSQL (DATABASE_URL, or a throwaway database on the local server), three
// instances and HAProxy on http://localhost:5000 (CLUSTER_PORT). Ctrl-C stops it all. docs/operations.md.
import { spawnSync } from 'node:child_process';
import { HAPROXY_INSTALL_HINT, haproxyAvailable, startCluster } from './cluster';
if (!haproxyAvailable()) {
    console.error(HAPROXY_INSTALL_HINT);
    process.exit(1);
}
const port = Number(process.env.CLUSTER_PORT ?? 5000);
const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { stdio: 'inherit' });
if (built.status !== 0)
    process.exit(built.status ?? 1);
console.log('Starting PostgreSQL database, 3 instances and HAProxy...');
const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    adminDatabaseUrl: process.env.ADMIN_DATABASE_URL,
    instances: 3,
    port,
    env: { DEMO_DATA: process.env.DEMO_DATA ?? 'on' },
    output: 'inherit',
});
console.log(`\nCrewBridge cluster on ${cluster.url} (HAProxy) over ${cluster.databaseUrl}`);
for (const instance of cluster.instances)
    console.log(`  ${instance.name}: ${instance.url} (pid ${instance.process?.pid})`);
console.log(`  shared uploads: ${cluster.uploadsDir}`);
console.log('Try: kill -9 <pid> of one instance, and watch HAProxy send its traffic to the others. Ctrl-C stops everything.');
let stopping = false;
const stop = async () => {
    if (stopping)
        return;
    stopping = true;
    console.log('\nStopping the cluster...');
    await cluster.close();
    process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
