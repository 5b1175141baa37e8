import { buildApp } from './app';
import { loadEnv } from './config/env';
import { migrateDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { publicBaseUrl } from './lib/public-url';
import { drainAndClose } from './lib/shutdown';
import { geocodeStoredJobs } from './modules/jobs/service';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.pgliteDir });
  await migrateDatabase(database.db);
  if (env.loadsDemoData) await seedIfEmpty(database.db);
  await geocodeStoredJobs(database.db);

  const app = await buildApp({ env, database });
  let closing = false;
  const close = async (signal: string) => {
    // A second signal (Ctrl-C after a SIGTERM) while draining changes nothing: closing twice would end the pool twice.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request or pool must not keep a stopped instance alive past the orchestrator's patience.
    setTimeout(() => {
      app.log.error('shutdown took longer than SHUTDOWN_GRACE_MS: exiting anyway');
      process.exit(1);
    }, env.SHUTDOWN_DRAIN_MS + env.SHUTDOWN_GRACE_MS).unref();
    // SIGTERM is a deploy or a scale-down, behind a load balancer: drain first. Ctrl-C (SIGINT) stops at once.
    await drainAndClose(app, { drainMs: signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_MS : 0 });
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`CrewBridge is running on http://localhost:${env.PORT} (${database.isEmbedded ? 'embedded PGlite' : 'PostgreSQL'})`);
  if (!env.PUBLIC_URL && env.NODE_ENV === 'production') {
    app.log.warn(`PUBLIC_URL is not set: e-mails, the sitemap and job pages link to ${publicBaseUrl(env)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
