import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { RegisterRequest } from '@core/auth/schemas';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadEnv, type Env } from '../config/env';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client';
import { TEST_SNAPSHOT_ENV, TEST_TEMPLATE_DATABASE_ENV } from './global-setup';
import { leaseWorkerDatabase, type LeasedDatabase } from './worker-database';

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
  // A test's instant may fall anywhere in a second; pacing.test.ts sets the guard it checks.
  TEXT_RATE_GUARD_MS: '0',
  // Production's cost (N=16384) takes 58 ms a hash; tests hash a thousand passwords. Stored hashes keep their own N.
  PASSWORD_SCRYPT_N: '1024',
};

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A migrated database with no rows, per app: the test worker's embedded database emptied
 * (worker-database.ts), a fresh embedded one from global-setup.ts's dump when a second app of the
 * file is open at once, or a throwaway copy of the migrated template on the PostgreSQL server
 * named by TEST_DATABASE_URL.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  { now, logger = false }: Pick<BuildAppOptions, 'now' | 'logger'> = {},
): Promise<TestContext> {
  const env: Env = loadEnv({ ...TEST_ENV, ...envOverrides });
  const throwaway = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL) : null;
  const snapshot = process.env[TEST_SNAPSHOT_ENV];
  const lease: LeasedDatabase | null = !throwaway && snapshot ? await leaseWorkerDatabase(snapshot) : null;
  const database = await openDatabase({
    databaseUrl: throwaway?.url,
    dataDir: 'memory://',
    loadFrom: throwaway ? undefined : snapshot,
    running: lease?.running,
  });
  // Every database above is migrated already: this checks that none is behind the migrations folder.
  await migrateDatabase(database.db);
  const app = await buildApp({ env, database, logger, now });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await lease?.release();
      await throwaway?.drop();
    },
  };
}

/**
 * Several app instances on ONE throwaway PostgreSQL database (TEST_DATABASE_URL required), the
 * way instances behind a load balancer share one database: for cross-instance delivery tests.
 * `envOverrides` may differ per instance (a function of its index), e.g. each its own DATA_DIR.
 */
export async function createTestAppsSharingDatabase(
  count: number,
  envOverrides: Record<string, string> | ((instance: number) => Record<string, string>) = {},
  { now }: Pick<BuildAppOptions, 'now'> = {},
): Promise<{ apps: App[]; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('createTestAppsSharingDatabase needs TEST_DATABASE_URL');
  const envOf = (instance: number): Env =>
    loadEnv({ ...TEST_ENV, ...(typeof envOverrides === 'function' ? envOverrides(instance) : envOverrides) });
  const throwaway = await createThrowawayDatabase(adminUrl);
  const databases: DatabaseHandle[] = [];
  const apps: App[] = [];
  for (let i = 0; i < count; i += 1) {
    const database = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'memory://' });
    if (i === 0) await migrateDatabase(database.db);
    databases.push(database);
    const app = await buildApp({ env: envOf(i), database, logger: false, now });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * A database on the server at `adminUrl` (tests, and the cluster script's default), dropped by `drop()`:
 * in a test run a copy of the template global-setup.ts migrated (a file copy, not 44 migrations), else empty.
 */
export async function createThrowawayDatabase(adminUrl: string, prefix = 'crewbridge_test') {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const template = process.env[TEST_TEMPLATE_DATABASE_ENV];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
/**
 * Signs up through the API. The account's address counts as verified (as if its link had been
 * opened before the test: the link's e-mail leaves the outbox with it), so notifications reach
 * it; `{ isEmailVerified: false }` keeps the account as registration leaves it.
 */
export async function registerUser(
  app: App,
  userType: 'worker' | 'employer',
  overrides: Partial<RegisterRequest> = {},
  { isEmailVerified = true }: { isEmailVerified?: boolean } = {},
) {
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
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { token: string; user: { id: string; email: string; emailVerified: boolean } };
  if (isEmailVerified) {
    await app.db.execute(sql`update users set email_verified_at = now(), email_verification_token_hash = null,
      email_verification_expires_at = null where id = ${body.user.id}`);
    await app.db.execute(sql`delete from email_outbox where recipient_id = ${body.user.id} and kind = 'email_verification'`);
    await app.sessions.forgetUser(body.user.id);
  }
  return { token: body.token, user: { ...body.user, emailVerified: isEmailVerified }, password: payload.password };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
