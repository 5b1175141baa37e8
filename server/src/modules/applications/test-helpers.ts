import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { workerProfiles } from '../../db/schema/worker-profile';
import { registerUser, type TestContext } from '../../test/test-app';

// Profiles and jobs are other domains' screens; tests write their rows directly so these
// suites only depend on the calls they test.

export async function completeWorker(ctx: TestContext, overrides: { resumeUrl?: string | null } = {}) {
  const worker = await registerUser(ctx.app, 'worker', { firstName: 'Dana', lastName: 'Welds' });
  const db = ctx.database.db;
  await db.update(users).set({ phone: '555-0100', location: 'Houston, TX' }).where(eq(users.id, worker.user.id));
  await db
    .update(workerProfiles)
    .set({
      primaryTrade: 'welder',
      yearsExperience: '5-10',
      visaStatus: 'citizen',
      availability: 'immediately',
      preferredIndustries: ['oilgas'],
      bio: 'Pipeline welder with rig experience.',
      skills: ['TIG', 'MIG'],
      resumeUrl: overrides.resumeUrl === undefined ? '/objects/uploads/resume-1.pdf' : overrides.resumeUrl,
    })
    .where(eq(workerProfiles.userId, worker.user.id));
  return worker;
}

export async function employerWithJob(ctx: TestContext, companyName = 'Gulf Rigging Co') {
  const employer = await registerUser(ctx.app, 'employer');
  const db = ctx.database.db;
  await db
    .update(employerProfiles)
    .set({ companyName, contactEmail: 'hiring@gulf.example.com' })
    .where(eq(employerProfiles.userId, employer.user.id));
  const job = await insertJob(ctx, employer.user.id);
  return { ...employer, job };
}

export async function insertJob(ctx: TestContext, employerId: string, values: { isActive?: boolean; title?: string } = {}) {
  const [job] = await ctx.database.db
    .insert(jobs)
    .values({
      employerId,
      title: values.title ?? 'Pipeline Welder',
      description: 'Weld 12-inch pipe on a new line.',
      industry: 'oilgas',
      location: 'Houston, TX',
      jobType: 'full-time',
      experienceLevel: 'mid',
      isActive: values.isActive ?? true,
    })
    .returning();
  return job!;
}

export async function deleteJob(ctx: TestContext, jobId: string) {
  await ctx.database.db.delete(jobs).where(eq(jobs.id, jobId));
}
