import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_JOB_INVITATION_MESSAGES, CREW_JOB_INVITATIONS_PER_DAY } from '@core/crews/job-invitations';
import type { App } from '../../app';
import { crewJobInvitationDays, crewJobInvitations } from '../../db/schema/crew-job-invitations';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorkerProfile } from '../../test/factories';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
import { createCrew } from './test-helpers';

// Separate connections racing each other need a real PostgreSQL; the PGlite suite skips it (job-invitations.test.ts
// holds the cap with parallel requests on one app).
describe.skipIf(!process.env.TEST_DATABASE_URL)('crew job invitations with two app instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2);
  });
  afterAll(async () => {
    await instances?.close();
  });

  async function employerJob(app: App) {
    const employer = await registerUser(app, 'employer');
    const [job] = await app.db
      .insert(jobs)
      .values({
        employerId: employer.user.id,
        title: 'Pipe Fitter',
        description: 'Fit pipe.',
        industry: 'oilgas',
        location: 'Houston, TX',
        jobType: 'full-time',
        positions: 6,
      })
      .returning({ id: jobs.id });
    return { employer, jobId: job!.id };
  }

  async function listedCrew(app: App, name: string) {
    const foreman = await registerUser(app, 'worker');
    await completeWorkerProfile(app.db, foreman.user.id);
    return createCrew(app, foreman, { name });
  }

  it('holds the daily cap across both instances', async () => {
    const [first, second] = instances.apps as [App, App];
    const { employer, jobId } = await employerJob(first);
    const crews = [];
    for (let i = 0; i < 10; i += 1) crews.push(await listedCrew(first, `Race Crew ${i}`));
    const day = new Date().toISOString().slice(0, 10);
    await first.db.insert(crewJobInvitationDays).values({ employerId: employer.user.id, day, sent: CREW_JOB_INVITATIONS_PER_DAY - 3 });

    const answers = await Promise.all(
      crews.map((crew, i) => injectAs(i % 2 ? second : first, employer).post(`/api/crews/${crew.id}/job-invitations`, { jobId })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201))
      expect(refused.json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.dailyCap));
    expect(await first.db.select().from(crewJobInvitations).where(eq(crewJobInvitations.jobId, jobId))).toHaveLength(3);
    const [count] = await first.db.select().from(crewJobInvitationDays).where(eq(crewJobInvitationDays.employerId, employer.user.id));
    expect(count?.sent).toBe(CREW_JOB_INVITATIONS_PER_DAY);
  });

  it('invites a crew to a job once when both instances are asked at once', async () => {
    const [first, second] = instances.apps as [App, App];
    const { employer, jobId } = await employerJob(first);
    const crew = await listedCrew(first, 'Twice Asked Crew');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        injectAs(i % 2 ? second : first, employer).post(`/api/crews/${crew.id}/job-invitations`, { jobId }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201))
      expect(refused.json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.alreadyInvited));
    const [count] = await first.db.select().from(crewJobInvitationDays).where(eq(crewJobInvitationDays.employerId, employer.user.id));
    expect(count?.sent).toBe(1);
  });
});
