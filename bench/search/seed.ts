// The seed: employers, jobs and complete workers with sessions.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { User } from '../../core/auth/schemas';
import { CITY_LABELS } from '../../core/shared/cities';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES, TRADES } from '../../core/shared/options';
import { type DatabaseHandle } from '../../server/src/db/client';
import { createSessionToken, hashSessionToken } from '../../server/src/lib/tokens';
import { EMPLOYER_COUNT, JOB_COUNT, WORKER_COUNT } from './config';
import { createRandom } from '../lib';
import { SKILLS, TITLES } from './data';

// Kept here too: the search benches import it with the seed.
export { createRandom };

export const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

export interface BenchWorker {
  user: User;
  token: string;
}

/** Employers, jobs over titles, cities, industries, pay and 365 days, then complete workers with sessions. */
export async function seed(database: DatabaseHandle): Promise<{ workers: BenchWorker[]; employerIds: string[] }> {
  const db = database.db;
  await db.execute(
    sql.raw(`
    insert into users (id, email, password_hash, user_type)
    select gen_random_uuid(), 'bench-employer-' || n || '@bench.example.com', 'x', 'employer'
    from generate_series(1, ${EMPLOYER_COUNT}) n`),
  );
  await db.execute(
    sql.raw(`
    insert into employer_profiles (user_id, company_name, industry, company_size, contact_email, phone_number, headquarters, description)
    select id, 'Bench Company ' || row_number() over (), 'construction', '51-200', email, '555-0100', 'Houston, TX', 'Bench'
    from users where user_type = 'employer'`),
  );
  // Each column from its own hash of n, so columns vary independently as in real posts.
  const h = (k: number, size: number | string) => `((hashint4(n * 8 + ${k})::bigint + 2147483648) % ${size})::int`;
  const batch = 100_000;
  for (let from = 1; from <= JOB_COUNT; from += batch) {
    await db.execute(
      sql.raw(`
      with employers as (select array_agg(id) as ids from users where user_type = 'employer'),
      pools as (select ${textArray(TITLES)} t, ${textArray(CITY_LABELS)} c, ${textArray(INDUSTRIES)} i,
        ${textArray(JOB_TYPES)} jt, ${textArray(EXPERIENCE_LEVELS)} el, ${textArray(SKILLS)} s)
      insert into jobs (employer_id, title, description, industry, location, job_type, experience_level,
        salary_min, salary_max, requirements, skills, posted_at)
      select employers.ids[1 + n % ${EMPLOYER_COUNT}],
        t[1 + ${h(0, 'array_length(t, 1)')}],
        'Join our crew on a ' || i[1 + ${h(1, 8)}] || ' project. Steady hours, safety first, tools provided. Job ' || n || '.',
        i[1 + ${h(1, 8)}],
        c[1 + ${h(2, 'array_length(c, 1)')}],
        jt[1 + ${h(3, 4)}], el[1 + ${h(4, 4)}],
        30000 + ${h(5, 70000)}, 50000 + ${h(5, 70000)},
        array['OSHA 10', 'Valid driver license', 'Pass drug screen', 'Own hand tools'],
        array[s[1 + ${h(6, 'array_length(s, 1)')}], s[1 + ${h(7, 'array_length(s, 1)')}]],
        now() - ((n % 525600) || ' minutes')::interval
      from generate_series(${from}, ${Math.min(JOB_COUNT, from + batch - 1)}) n, employers, pools`),
    );
  }

  const random = createRandom(7);
  const workers = Array.from({ length: WORKER_COUNT }, (_, n) => ({
    id: randomUUID(),
    email: `bench-worker-${n}@bench.example.com`,
    location: random.pick(CITY_LABELS),
    trade: random.pick(TRADES),
    skills: random.some(SKILLS, 0, 4),
    industries: random.some(INDUSTRIES, 1, 3),
    token: createSessionToken(),
  }));
  await database.pool.query(
    `insert into users (id, email, password_hash, user_type, first_name, last_name, phone, location)
     select id, email, 'x', 'worker', 'Bench', 'Worker', '555-0100', location
     from unnest($1::uuid[], $2::text[], $3::text[]) as w(id, email, location)`,
    [workers.map((w) => w.id), workers.map((w) => w.email), workers.map((w) => w.location)],
  );
  await database.pool.query(
    `insert into worker_profiles (user_id, primary_trade, years_experience, visa_status, availability, bio, resume_url,
       skills, preferred_industries)
     select id, trade, '5-10', 'citizen', 'immediately', 'Bench worker.', '/uploads/bench-resume.pdf',
       (select coalesce(array_agg(s), '{}') from json_array_elements_text(skills) s),
       (select coalesce(array_agg(i), '{}') from json_array_elements_text(industries) i)
     from unnest($1::uuid[], $2::text[], $3::json[], $4::json[]) as w(id, trade, skills, industries)`,
    [
      workers.map((w) => w.id),
      workers.map((w) => w.trade),
      workers.map((w) => JSON.stringify(w.skills)),
      workers.map((w) => JSON.stringify(w.industries)),
    ],
  );
  await database.pool.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select id, hash, now() + interval '30 days' from unnest($1::uuid[], $2::text[]) as s(id, hash)`,
    [workers.map((w) => w.id), workers.map((w) => hashSessionToken(w.token))],
  );
  // What autovacuum does soon after a bulk load: fresh statistics and the GIN pending list merged.
  await db.execute(sql.raw('vacuum analyze'));
  const employers = await database.pool.query<{ id: string }>(`select id from users where user_type = 'employer'`);
  return {
    employerIds: employers.rows.map((row) => row.id),
    workers: workers.map((w) => ({
      token: w.token,
      user: {
        id: w.id,
        userType: 'worker',
        email: w.email,
        firstName: 'Bench',
        lastName: 'Worker',
        phone: '555-0100',
        location: w.location,
        avatarUrl: null,
        language: 'en',
        timeZone: null,
        emailVerified: false,
      },
    })),
  };
}
