import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { hashPassword } from '../../lib/password';
import { users } from '../schema/auth';
import { employerProfiles } from '../schema/employer-profile';
import { jobs } from '../schema/jobs';
import { trainingPrograms } from '../schema/training';
import { workerProfiles } from '../schema/worker-profile';
import { SEED_EMPLOYERS } from './data/employers';
import { SEED_TRAINING_PROGRAMS } from './data/training-programs';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_WORKER_EMAIL } from './demo-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Loads the demo data into an empty database; a database with any user is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from users`)).rows;
  if (count > 0) return false;
  await db.transaction((tx) => insertDemoData(tx));
  return true;
}

/** Empties every table and loads the demo data again (npm run db:seed). */
export async function reseed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await tx.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    const names = tables.rows.map((row) => `"${row.tablename}"`).join(', ');
    if (names) await tx.execute(sql.raw(`truncate ${names} cascade`));
    await insertDemoData(tx);
  });
}

async function insertDemoData(tx: Transaction): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();

  for (const [index, employer] of SEED_EMPLOYERS.entries()) {
    // The first company belongs to the demo employer login.
    const email = index === 0 ? DEMO_EMPLOYER_EMAIL : employer.email;
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        userType: 'employer',
        firstName: employer.firstName,
        lastName: employer.lastName,
        phone: employer.phone,
        location: employer.location,
      })
      .returning({ id: users.id });
    await tx.insert(employerProfiles).values({ userId: user!.id, ...employer.profile });
    await tx.insert(jobs).values(
      employer.jobs.map(({ postedDaysAgo, ...job }) => ({
        ...job,
        employerId: user!.id,
        postedAt: new Date(now - postedDaysAgo * DAY_MS),
      })),
    );
  }

  const [worker] = await tx
    .insert(users)
    .values({
      email: DEMO_WORKER_EMAIL,
      passwordHash,
      userType: 'worker',
      firstName: 'Marcus',
      lastName: 'Rivera',
      phone: '(555) 555-0142',
      location: 'Houston, TX',
    })
    .returning({ id: users.id });
  await tx.insert(workerProfiles).values({
    userId: worker!.id,
    primaryTrade: 'electrician',
    yearsExperience: '5-10',
    visaStatus: 'us-citizen',
    willingToTravel: true,
    skills: ['Conduit bending', 'NEC code', 'Blueprint reading', 'Motor controls'],
    certifications: ['OSHA 30', 'Texas Journeyman Electrician License'],
    bio: 'Journeyman electrician with eight years on commercial and industrial sites around Houston, from tilt-wall warehouses to refinery shutdowns. Comfortable leading a small crew and reading one-lines.',
    availability: 'immediately',
    preferredIndustries: ['construction', 'energy', 'datacenter'],
    hourlyRate: 42,
    preferredContactMethod: 'phone',
  });

  await tx.insert(trainingPrograms).values(SEED_TRAINING_PROGRAMS);
}
