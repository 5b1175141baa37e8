// Reach (issue 36): one job matching 10,000 workers' saved-search alerts, each worker opted in to
// texts on a verified phone (half SMS, half WhatsApp). Measures how long the alerts take to be
// queued (goal: 10 s) with two app instances ticking, then both instances deliver to the local
// fake Twilio and Graph API servers (the test suite's fakes), and checks each worker got exactly
// one text. Needs PostgreSQL: DATABASE_URL, else TEST_DATABASE_URL, else the local test server.
// Usage: npm run bench:reach   -> bench/results/reach.json
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../server/src/app';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { users } from '../server/src/db/schema/auth';
import { userPhones } from '../server/src/db/schema/channels';
import { jobs } from '../server/src/db/schema/jobs';
import { notificationPreferences } from '../server/src/db/schema/notifications';
import { savedSearches } from '../server/src/db/schema/saved-searches';
import { startFakeTwilio } from '../server/src/test/fake-twilio';
import { startFakeWhatsapp } from '../server/src/test/fake-whatsapp';
import { postgresAnswers, withThrowawayDatabase } from './lib';

const WORKERS = Number(process.env.REACH_WORKERS ?? 10_000);
const INSTANCES = 2;
const QUEUE_GOAL_MS = 10_000;
const DELIVERY_TIMEOUT_MS = 10 * 60_000;
const INSERT_CHUNK = 2000;
/**
 * By default high enough that the bench measures the machinery, not Twilio's or Meta's rate;
 * REACH_TWILIO_PER_SECOND / REACH_WHATSAPP_PER_SECOND set real rates to check the pacing holds.
 */
const PACING = {
  TWILIO_MESSAGES_PER_SECOND: process.env.REACH_TWILIO_PER_SECOND ?? '1000',
  WHATSAPP_MESSAGES_PER_SECOND: process.env.REACH_WHATSAPP_PER_SECOND ?? '1000',
};

/** The most messages a fake received within one clock second (the pacer's windows are whole seconds). */
function peakPerSecond(receivedAt: number[]) {
  const perSecond = new Map<number, number>();
  for (const at of receivedAt) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
  return Math.max(0, ...perSecond.values());
}

const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

async function seed(app: App, now: Date) {
  const db = app.db;
  const [employer] = await db
    .insert(users)
    .values({ email: 'reach-employer@bench.example.com', passwordHash: 'x', userType: 'employer' })
    .returning({ id: users.id });
  // Inserted directly (scrypt and the verification texts would dominate the set-up; both have their own tests).
  const workers: { id: string }[] = [];
  await inChunks(
    Array.from({ length: WORKERS }, (_, i) => ({
      email: `reach-worker${i}@bench.example.com`,
      passwordHash: 'x',
      userType: 'worker' as const,
      // Confirmed addresses: each alert is an e-mail as well as a text, the most a job can queue.
      emailVerifiedAt: now,
    })),
    async (chunk) => workers.push(...(await db.insert(users).values(chunk).returning({ id: users.id }))),
  );
  const phoneOf = (i: number) => `+1555${String(1_000_000 + i).padStart(7, '0')}`;
  const channelOf = (i: number) => (i % 2 === 0 ? 'sms' : 'whatsapp');
  await inChunks(
    workers.map((worker, i) => ({ userId: worker.id, phone: phoneOf(i), verifiedAt: now, updatedAt: now })),
    (chunk) => db.insert(userPhones).values(chunk),
  );
  await inChunks(
    workers.map((worker, i) => ({
      userId: worker.id,
      type: 'job_alert',
      enabled: true,
      frequency: 'instant' as const,
      channels: { email: true, sms: channelOf(i) === 'sms', whatsapp: channelOf(i) === 'whatsapp', push: false },
    })),
    (chunk) => db.insert(notificationPreferences).values(chunk),
  );
  const lastAlertAt = new Date(now.getTime() - 10 * 60_000);
  await inChunks(
    workers.map((worker, i) => ({
      userId: worker.id,
      name: `Welding ${i}`,
      filters: { q: 'welder', sort: 'newest' as const },
      frequency: 'instant' as const,
      lastAlertAt,
    })),
    (chunk) => db.insert(savedSearches).values(chunk),
  );
  return { employerId: employer!.id, expected: new Map(workers.map((_, i) => [phoneOf(i), channelOf(i)])) };
}

const count = async (app: App, query: ReturnType<typeof sql>) => (await app.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0;

async function run(url: string) {
  const startLoad = loadavg();
  const twilio = await startFakeTwilio();
  const whatsapp = await startFakeWhatsapp();
  const databases: DatabaseHandle[] = [];
  const apps: App[] = [];
  try {
    for (let i = 0; i < INSTANCES; i += 1) {
      const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      if (i === 0) await migrateDatabase(database.db);
      databases.push(database);
      const env = loadEnv({
        LOG_LEVEL: 'silent',
        MAIL_POLL_MS: '0',
        SCHEDULER_TICK_MS: '0',
        QUIET_HOURS: 'off',
        DATA_DIR: `/tmp/crewbridge-bench-reach-${i}`,
        PUBLIC_URL: 'https://crewbridge.bench',
        ...twilio.env,
        ...whatsapp.env,
        ...PACING,
      });
      const app = await buildApp({ env, database, logger: false });
      await app.ready();
      apps.push(app);
    }
    const [first] = apps as [App, ...App[]];
    const seededAt = new Date();
    const { employerId, expected } = await seed(first, seededAt);

    // The job is posted; every instance's scheduler tick queues alerts (each batch locked with SKIP LOCKED).
    await first.db.insert(jobs).values({
      employerId,
      title: 'Pipeline Welder',
      description: 'Bench job: welder for a pipeline spread.',
      industry: 'construction',
      location: 'Houston, TX',
      jobType: 'full-time',
      postedAt: new Date(),
    });
    const queueStart = performance.now();
    const queueCpu = process.cpuUsage();
    await Promise.all(apps.map((app) => app.scheduler.runDue(new Date())));
    const queuedMs = performance.now() - queueStart;
    // This process's CPU time over the same span: near queuedMs means Node's work (composing), far below it the database.
    const { user, system } = process.cpuUsage(queueCpu);
    const queued = await count(first, sql`select count(*)::int as n from channel_outbox where kind = 'job_alert'`);
    const emailsQueued = await count(first, sql`select count(*)::int as n from email_outbox where kind = 'job_alert'`);

    // Both instances deliver at once until the outbox is empty (pacing defers a row, never drops it).
    const deliveryStart = performance.now();
    let sentByInstance = apps.map(() => 0);
    for (;;) {
      // No instant given: each run reads the clock as it goes, as the delivery loop's runs do.
      const sent = await Promise.all(apps.map((app) => app.channelOutbox.deliverDue()));
      sentByInstance = sentByInstance.map((total, i) => total + sent[i]!);
      const left = await count(first, sql`select count(*)::int as n from channel_outbox where status in ('queued', 'sending')`);
      if (left === 0) break;
      if (performance.now() - deliveryStart > DELIVERY_TIMEOUT_MS) throw new Error(`${left} texts still queued after the timeout`);
      if (sent.every((n) => n === 0)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deliveryMs = performance.now() - deliveryStart;

    const received = new Map<string, number>();
    for (const sms of twilio.sent) received.set(sms.to, (received.get(sms.to) ?? 0) + 1);
    for (const message of whatsapp.sent) {
      const to = `+${String(message.body.to)}`;
      received.set(to, (received.get(to) ?? 0) + 1);
    }
    const duplicates = [...received.values()].filter((n) => n > 1).length;
    const missing = [...expected.keys()].filter((phone) => !received.has(phone)).length;
    const peak = {
      sms: peakPerSecond(twilio.sent.map((sms) => sms.receivedAt)),
      whatsapp: peakPerSecond(whatsapp.sent.map((message) => message.receivedAt)),
    };
    const withinRate =
      peak.sms <= Number(PACING.TWILIO_MESSAGES_PER_SECOND) && peak.whatsapp <= Number(PACING.WHATSAPP_MESSAGES_PER_SECOND);
    const result = {
      workers: WORKERS,
      instances: INSTANCES,
      // The machine's load when the run started: the figures scale with it.
      loadAverage: startLoad.map((value) => +value.toFixed(1)),
      alerts: {
        queued,
        emailsQueued,
        queuedMs: Math.round(queuedMs),
        nodeCpuMs: Math.round((user + system) / 1000),
        goalMs: QUEUE_GOAL_MS,
        withinGoal: queued === WORKERS && emailsQueued === WORKERS && queuedMs <= QUEUE_GOAL_MS,
      },
      delivery: {
        sms: twilio.sent.length,
        whatsapp: whatsapp.sent.length,
        delivered: received.size,
        duplicates,
        missing,
        sentByInstance,
        deliveryMs: Math.round(deliveryMs),
        messagesPerSecond: Math.round(((twilio.sent.length + whatsapp.sent.length) / deliveryMs) * 1000),
        pacing: PACING,
        peakPerSecond: peak,
        withinRate,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await twilio.close();
    await whatsapp.close();
  }
}

if (!(await postgresAnswers(adminUrl))) {
  console.error(`bench:reach needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL); nothing answers at ${new URL(adminUrl).host}`);
  process.exit(1);
}
const result = await withThrowawayDatabase(adminUrl, run);
await writeFile(
  new URL('./results/reach.json', import.meta.url),
  `${JSON.stringify({ ranAt: new Date().toISOString(), ...result }, null, 2)}\n`,
);
if (!result.alerts.withinGoal || result.delivery.duplicates > 0 || result.delivery.missing > 0 || !result.delivery.withinRate)
  process.exitCode = 1;
