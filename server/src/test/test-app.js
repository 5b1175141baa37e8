import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';
// Mail and the notification scheduler run only when a test drives them (app.outbox, app.scheduler).
const TEST_ENV = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    MAIL_POLL_MS: '0',
    SCHEDULER_TICK_MS: '0',
    READINESS_CACHE_MS: '0',
    // Tests run at any hour of the wall clock; quiet-hours.test.ts turns them on with a fixed clock.
    QUIET_HOURS: 'off',
    // Many texts go at one fake instant; pacing.test.ts sets a real rate.
    TWILIO_MESSAGES_PER_SECOND: '10000',
};
/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp(envOverrides = {}, { now, logger = false } = {}) {
    const env = loadEnv({ ...TEST_ENV, ...envOverrides });
    const throwaway = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL) : null;
    const database = await openDatabase({ databaseUrl: throwaway?.url, dataDir: 'memory://' });
    await migrateDatabase(database.db);
    const app = await buildApp({ env, database, logger, now });
    await app.ready();
    return {
        app,
        database,
        async close() {
            await app.close();
            await database.close();
            await throwaway?.drop();
        },
    };
}
/**
 * Several app instances on ONE throwaway PostgreSQL database (TEST_DATABASE_URL required), the
 * way instances behind a load balancer share one database: for cross-instance delivery tests.
 * `envOverrides` may differ per instance (a function of its index), e.g. each its own DATA_DIR.
 */
export async function createTestAppsSharingDatabase(count, envOverrides = {}, { now } = {}) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl)
        throw new Error('createTestAppsSharingDatabase needs TEST_DATABASE_URL');
    const envOf = (instance) => loadEnv({ ...TEST_ENV, ...(typeof envOverrides === 'function' ? envOverrides(instance) : envOverrides) });
    const throwaway = await createThrowawayDatabase(adminUrl);
    const databases = [];
    const apps = [];
    for (let i = 0; i < count; i += 1) {
        const database = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'memory://' });
        if (i === 0)
            await migrateDatabase(database.db);
        databases.push(database);
        const app = await buildApp({ env: envOf(i), database, logger: false, now });
        await app.ready();
        apps.push(app);
    }
    return {
        apps,
        async close() {
            for (const app of apps)
                await app.close();
            for (const database of databases)
                await database.close();
            await throwaway.drop();
        },
    };
}
async function createThrowawayDatabase(adminUrl) {
    const name = `crewbridge_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
        url: url.toString(),
        async drop() {
            const client = new pg.Client({ connectionString: adminUrl });
            await client.connect();
            await client.query(`drop database if exists ${name} with (force)`);
            await client.end();
        },
    };
}
let userCounter = 0;
/** Registers a user through the API and returns its token and ids. */
export async function registerUser(app, userType, overrides = {}) {
    userCounter += 1;
    const payload = {
        email: `${userType}${userCounter}-${randomUUID().slice(0, 8)}@test.example.com`,
        password: 'correct horse battery',
        userType,
        firstName: 'Test',
        lastName: userType === 'worker' ? 'Worker' : 'Employer',
        ...overrides,
    };
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    if (response.statusCode !== 201)
        throw new Error(`register failed: ${response.body}`);
    const body = response.json();
    return { token: body.token, user: body.user, password: payload.password };
}
export function bearer(token) {
    return { authorization: `Bearer ${token}` };
}
