import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobPostGrants } from '../../db/schema/payments';
import { workerProfiles } from '../../db/schema/worker-profile';
import { users } from '../../db/schema/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function completeEmployerProfile(db: Database, userId: string, companyName = 'Acme Builders') {
  await db
    .update(employerProfiles)
    .set({
      companyName,
      industry: 'construction',
      companySize: '51-200',
      contactEmail: 'hiring@acme.example.com',
      phoneNumber: '(555) 555-0100',
      headquarters: 'Houston, TX',
      description: 'Commercial builder.',
    })
    .where(eq(employerProfiles.userId, userId));
}

/** A month of posts, as a Subscription Bundle purchase would grant. */
export async function grantJobPosts(db: Database, employerId: string, posts: number) {
  const now = Date.now();
  await db.insert(jobPostGrants).values({
    employerId,
    plan: 'subscription-bundle',
    posts,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 30 * DAY_MS),
  });
}

export async function setWorkerMatchProfile(
  db: Database,
  userId: string,
  profile: { primaryTrade: string; skills: string[]; preferredIndustries: string[]; location: string },
) {
  const { location, ...fields } = profile;
  await db.update(workerProfiles).set(fields).where(eq(workerProfiles.userId, userId));
  await db.update(users).set({ location }).where(eq(users.id, userId));
}
