import { sql } from 'drizzle-orm';
import { CITY_LABELS } from '/work/main/core/shared/cities';
import { INDUSTRIES, JOB_TYPES, EXPERIENCE_LEVELS } from '/work/main/core/shared/options';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '/work/main/server/src/db/client';
const JOB_COUNT = 100_000;
const EMPLOYER_COUNT = 500;
const TITLES = [
  'Electrician', 'Industrial Electrician', 'Pipeline Welder', 'Structural Welder', 'HVAC Technician', 'Plumber',
  'Carpenter', 'Crane Operator', 'Heavy Equipment Operator', 'Millwright', 'Lineman', 'Fiber Optic Technician',
  'Instrumentation Technician', 'Maintenance Technician', 'Rig Operator', 'Plant Operator', 'Diesel Mechanic',
  'Safety Coordinator', 'Project Supervisor', 'Forklift Operator', 'Quality Inspector', 'Machinist', 'Roofer',
  'Mason', 'Painter', 'Drywall Installer', 'Truck Driver', 'Warehouse Worker', 'Telecommunications Technician',
  'Production Worker',
];
const SKILLS = [
  'NEC code', 'Conduit bending', 'Blueprint reading', 'TIG welding', 'Stick welding', 'OSHA 30', 'Rigging',
  'PLC troubleshooting', 'Fiber splicing', 'Confined space', 'CDL Class A', 'Hydraulics', 'Motor controls',
  'Forklift certified', 'First aid', 'Scaffolding',
];

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** Employers with complete profiles, then 100,000 jobs spread over titles, cities, industries, pay and 365 days. */
async function seed(database: DatabaseHandle) {
  const db = database.db;
  await db.execute(sql.raw(`
    insert into users (id, email, password_hash, user_type)
    select gen_random_uuid(), 'bench-employer-' || n || '@bench.example.com', 'x', 'employer'
    from generate_series(1, ${EMPLOYER_COUNT}) n`));
  await db.execute(sql.raw(`
    insert into employer_profiles (user_id, company_name, industry, company_size, contact_email, phone_number, headquarters, description)
    select id, 'Bench Company ' || row_number() over (), 'construction', '51-200', email, '555-0100', 'Houston, TX', 'Bench'
    from users where user_type = 'employer'`));
  await db.execute(sql.raw(`
    with employers as (select array_agg(id) as ids from users where user_type = 'employer'),
    pools as (select ${textArray(TITLES)} t, ${textArray(CITY_LABELS)} c, ${textArray(INDUSTRIES)} i,
      ${textArray(JOB_TYPES)} jt, ${textArray(EXPERIENCE_LEVELS)} el, ${textArray(SKILLS)} s)
    insert into jobs (employer_id, title, description, industry, location, job_type, experience_level,
      salary_min, salary_max, requirements, skills, posted_at)
    select employers.ids[1 + n % ${EMPLOYER_COUNT}],
      t[1 + n % array_length(t, 1)],
      'Join our crew on a ' || i[1 + (n / 7) % 8] || ' project. Steady hours, safety first, tools provided. Job ' || n || '.',
      i[1 + (n / 7) % 8],
      c[1 + (n * 13) % array_length(c, 1)],
      jt[1 + n % 4], el[1 + (n / 3) % 4],
      30000 + (n * 37) % 70000, 40000 + (n * 37) % 70000 + 10000,
      array['OSHA 10', 'Valid driver license', 'Pass drug screen', 'Own hand tools'],
      array[s[1 + n % array_length(s, 1)], s[1 + (n / 5) % array_length(s, 1)]],
      now() - ((n % 525600) || ' minutes')::interval
    from generate_series(1, ${JOB_COUNT}) n, employers, pools`));
  await db.execute(sql.raw('analyze'));
}


const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/benchjobs', dataDir: 'memory://' });
await migrateDatabase(database.db);
await seed(database);
await database.close();
console.log('seeded');
