
import autocannon from 'autocannon';
import { buildApp } from './src/app';
import { loadEnv } from './src/config/env';
import { openDatabase } from './src/db/client';
const env = loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' });
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/benchjobs', dataDir: 'memory://' });
const app = await buildApp({ env, database, logger: false });
await app.listen({ port: 5093, host: '127.0.0.1' });
const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `p${Date.now()}@x.example.com`, password: 'longenough', userType: 'worker' } });
const token = reg.json().token;
const path = process.argv[2] ?? '/api/jobs';
const r = await autocannon({ url: `http://127.0.0.1:5093${path}`, headers: { authorization: `Bearer ${token}` }, connections: 50, duration: 6 });
console.log(path, Math.round(r.requests.average), 'req/s p50', r.latency.p50, 'p99', r.latency.p99);
await app.close(); await database.close();
