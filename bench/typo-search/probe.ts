// The issue 50 probe, end to end: jobs whose descriptions hold random words (about 12.5 distinct words a job: 30,100
// jobs give the probe's 376,000), then GET /api/jobs through the app (inject: auth, validation, PostgreSQL's parse of
// the words, the index, the page read) for a normal keyword and for 20 unknown 9-letter words, and /healthz while
// 20 such searches run at once.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { loadEnv } from '../../server/src/config/env';
import { migrateDatabase, openDatabase } from '../../server/src/db/client';
import { createRandom, PROBE_WORDS } from './words';

const NORMAL_QUERIES = ['electrician', 'pipe welder', 'soldador', 'crane operator', 'tuberia', 'electrican', 'plumber', 'welding'];
const TITLES = ['Electrician', 'Pipe Welder', 'Crane Operator', 'Plumber', 'Soldador de estructuras', 'Instalador de tubería'];
const SAMPLES = 25;
const IN_PARALLEL = 20;
const HEALTH_PROBE_MS = 10;

interface Timing {
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
}

const cpuSince = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return Math.round((user + system) / 100) / 10;
};

const timing = (durations: number[]): Timing => {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1));
  return { p50Ms: at(0.5), p90Ms: at(0.9), maxMs: at(1) };
};

/** `jobs` jobs of one employer; each description holds `wordsPerJob` random words of 6-12 letters (a-z from md5). */
async function seedProbeJobs(db: Awaited<ReturnType<typeof openDatabase>>['db'], jobs: number, wordsPerJob: number) {
  await db.execute(sql`insert into users (id, email, password_hash, user_type) values
    (gen_random_uuid(), 'probe-employer@bench.example.com', 'x', 'employer')`);
  await db.execute(sql`insert into employer_profiles (user_id, company_name, industry, company_size, contact_email, phone_number, headquarters, description)
    select id, 'Probe Works', 'construction', '51-200', email, '555-0100', 'Houston, TX', 'Probe' from users`);
  const titles = `array[${TITLES.map((title) => `'${title}'`).join(',')}]::text[]`;
  // A word: md5's hex digits as letters (0-9 -> q-z), 6 to 12 of them.
  const word = `translate(substr(md5(n || ':' || k), 1, 6 + ((hashint4(n * 31 + k)::bigint + 2147483648) % 7)::int), '0123456789', 'qrstuvwxyz')`;
  const batch = 10_000;
  for (let from = 1; from <= jobs; from += batch) {
    await db.execute(
      sql.raw(`insert into jobs (employer_id, title, description, industry, location, job_type, posted_at)
        select (select id from users limit 1), (${titles})[1 + n % ${TITLES.length}],
          'Join our crew. ' || (select string_agg(${word}, ' ') from generate_series(1, ${wordsPerJob} + n % 2) k),
          'construction', 'Houston, TX', 'full-time', now() - (n || ' minutes')::interval
        from generate_series(${from}, ${Math.min(jobs, from + batch - 1)}) n`),
    );
  }
}

export interface ProbeResult {
  jobs: number;
  distinctLexemes: number;
  /** The index's first load, wall and CPU (this process's threads, the embedded database's included). */
  indexLoadMs: number;
  indexLoadCpuMs: number;
  /** The first search with 20 unknown words after the load. */
  firstUnknownMs: number;
  /** CPU per search (median), the database's parse and page read included: on a shared machine wall time moves most. */
  cpuMsP50: { normal: number; unknownWords: number; misspeltWords: number };
  /** Sequential searches, one at a time: each unknown-word search has words never sent before (no cache helps). */
  normal: Timing;
  unknownWords: Timing;
  misspeltWords: Timing;
  /** 20 unknown-word searches at once: how long they all took, and /healthz meanwhile. */
  parallel: { allMs: number; healthz: Timing; healthzSamples: number };
}

/** Seeds `jobs` jobs in an embedded database, builds the app and sends the probe's searches. */
export async function runProbe(jobs: number, wordsPerJob: number): Promise<ProbeResult> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database.db);
  await seedProbeJobs(database.db, jobs, Math.floor(wordsPerJob));
  // Every search here comes from one account: no limit.
  const env = loadEnv({ LOG_LEVEL: 'silent', JOB_SEARCH_RATE_LIMIT_MAX: '1000000000', AUTH_RATE_LIMIT_MAX: '1000' });
  const app = await buildApp({ env, database, logger: false });
  try {
    const [loadStarted, loadCpu] = [performance.now(), process.cpuUsage()];
    await app.jobSearch.load();
    const indexLoadMs = Math.round(performance.now() - loadStarted);
    const indexLoadCpuMs = cpuSince(loadCpu);
    await app.ready();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'probe-worker@bench.example.com', password: 'correct horse battery', userType: 'worker' },
    });
    const { token } = registered.json() as { token: string };
    const cpu: Record<'normal' | 'unknown' | 'misspelt', number[]> = { normal: [], unknown: [], misspelt: [] };
    const search = async (q: string, kind?: keyof typeof cpu) => {
      const [started, startedCpu] = [performance.now(), process.cpuUsage()];
      const response = await app.inject({ method: 'GET', url: '/api/jobs', query: { q }, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
      if (kind) cpu[kind].push(cpuSince(startedCpu));
      return performance.now() - started;
    };

    // Unknown words: letters the seeded words never hold (they hold a-f and q-z; not g, i or n either, which the
    // stemmer strips as 'ing' or writes for 'y'), so no job holds one, nor a word one edit away.
    const random = createRandom(50);
    const unseen = [...'hjklmop'];
    const unknownWord = () => Array.from({ length: 9 }, () => random.pick(unseen)).join('');
    const unknownQuery = () => Array.from({ length: PROBE_WORDS }, unknownWord).join(' ');
    // Misspelt: an indexed word with one letter replaced by one md5 never gives (so the word itself is unknown).
    const indexed = await database.db.execute<{ word: string }>(
      sql`select word from ts_stat('select search_vector from jobs') where length(word) = 9 limit 2000`,
    );
    const words = indexed.rows.map((row) => row.word);
    const misspeltQuery = () =>
      Array.from({ length: PROBE_WORDS }, () => {
        const word = random.pick(words);
        const at = Math.floor(random.next() * word.length);
        return `${word.slice(0, at)}${random.pick(unseen)}${word.slice(at + 1)}`;
      }).join(' ');

    // The first search with unknown words after the load (the deletion index makes its keys then).
    const firstUnknownMs = Math.round(await search(unknownQuery()));
    for (let i = 0; i < 5; i += 1) {
      await search(NORMAL_QUERIES[i % NORMAL_QUERIES.length]!);
      await search(unknownQuery());
    }
    const normal: number[] = [];
    const unknown: number[] = [];
    const misspelt: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      normal.push(await search(NORMAL_QUERIES[i % NORMAL_QUERIES.length]!, 'normal'));
      unknown.push(await search(unknownQuery(), 'unknown'));
      misspelt.push(await search(misspeltQuery(), 'misspelt'));
    }

    let running = true;
    const healthz: number[] = [];
    const probing = (async () => {
      while (running) {
        // From when the probe was due: a request that arrives while a search holds the thread waits for it (the
        // timer fires late), as one from outside would.
        const due = performance.now() + HEALTH_PROBE_MS;
        await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_MS));
        await app.inject({ method: 'GET', url: '/healthz' });
        healthz.push(performance.now() - due);
      }
    })();
    const parallelStarted = performance.now();
    await Promise.all(Array.from({ length: IN_PARALLEL }, () => search(unknownQuery())));
    const allMs = Math.round(performance.now() - parallelStarted);
    running = false;
    await probing;

    return {
      jobs,
      distinctLexemes: app.jobSearch.stats().lexemes,
      indexLoadMs,
      indexLoadCpuMs,
      firstUnknownMs,
      normal: timing(normal),
      unknownWords: timing(unknown),
      misspeltWords: timing(misspelt),
      cpuMsP50: { normal: timing(cpu.normal).p50Ms, unknownWords: timing(cpu.unknown).p50Ms, misspeltWords: timing(cpu.misspelt).p50Ms },
      parallel: { allMs, healthz: timing(healthz), healthzSamples: healthz.length },
    };
  } finally {
    await app.close();
    await database.close();
  }
}
