import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_JOB_INVITATION_MESSAGES, CREW_JOB_INVITATIONS_PER_DAY, type CrewJobInvitationResponse } from '@core/crews/job-invitations';
import { CREW_MESSAGES } from '@core/crews/schemas';
import { emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { crewJobInvitationDays, crewJobInvitations } from '../../db/schema/crew-job-invitations';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeEmployerProfile, completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from './test-helpers';

let ctx: TestContext;
const NOW = new Date('2026-11-20T15:00:00Z');
let now = NOW;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

async function employerWithOpenJob(positions = 4) {
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(ctx.database.db, employer.user.id, 'Bayou Fabricators');
  const job = await insertJob(ctx, employer.user.id, { positions, expiresAt: new Date(NOW.getTime() + 20 * 86_400_000) });
  return { employer, job };
}

const invite = (caller: { token: string } | null, crewId: string, body: unknown) =>
  injectAs(ctx.app, caller).post(`/api/crews/${crewId}/job-invitations`, body as object);

describe('POST /api/crews/{id}/job-invitations', () => {
  it('invites a listed crew once and tells its foreman in his language, with a link to the job', async () => {
    const foreman = await completeWorker(ctx);
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, foreman.user.id));
    const crew = await createCrew(ctx.app, foreman, { name: 'Cuadrilla del Golfo' });
    const { employer, job } = await employerWithOpenJob();

    const response = await invite(employer, crew.id, { jobId: job.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: CREW_JOB_INVITATION_MESSAGES.invited,
      crewId: crew.id,
      jobId: job.id,
      createdAt: NOW.toISOString(),
      remainingToday: CREW_JOB_INVITATIONS_PER_DAY - 1,
    } satisfies Partial<CrewJobInvitationResponse>);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, foreman.user.id), eq(emailOutbox.kind, 'job_alert')));
    expect(mail?.subject).toBe('Bayou Fabricators invita a su cuadrilla Cuadrilla del Golfo a postularse para Pipeline Welder');
    expect(mail?.body).toContain(`/jobs/${job.id}`);

    const again = await invite(employer, crew.id, { jobId: job.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.alreadyInvited));
    expect(await ctx.database.db.select().from(crewJobInvitations).where(eq(crewJobInvitations.crewId, crew.id))).toHaveLength(1);
    // The refused duplicate took none of the day's invitations.
    const [day] = await ctx.database.db.select().from(crewJobInvitationDays).where(eq(crewJobInvitationDays.employerId, employer.user.id));
    expect(day?.sent).toBe(1);
  });

  it('refuses bad input: a malformed job id, an unknown crew or job, a closed or single-position job, a crew that applied', async () => {
    const foreman = await completeWorker(ctx);
    const member = await completeWorker(ctx);
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, member);
    const { employer, job } = await employerWithOpenJob();

    for (const body of [{}, { jobId: 'not-an-id' }, { jobId: 42 }]) {
      const response = await invite(employer, crew.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.jobIdInvalid));
    }
    expect((await invite(employer, 'nope', { jobId: job.id })).json()).toMatchObject(errorBody(CREW_MESSAGES.notFound));
    const unknownJob = await invite(employer, crew.id, { jobId: crypto.randomUUID() });
    expect(unknownJob.statusCode).toBe(404);
    expect(unknownJob.json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.jobNotFound));

    const closed = await insertJob(ctx, employer.user.id, { positions: 4, isActive: false });
    expect((await invite(employer, crew.id, { jobId: closed.id })).json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.jobClosed));
    const single = await insertJob(ctx, employer.user.id, { positions: 1 });
    expect((await invite(employer, crew.id, { jobId: single.id })).json()).toMatchObject(
      errorBody(CREW_JOB_INVITATION_MESSAGES.singlePosition),
    );

    const applied = await injectAs(ctx.app, foreman).post('/api/applications', {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.user.id, member.user.id],
    });
    expect(applied.statusCode).toBe(201);
    const response = await invite(employer, crew.id, { jobId: job.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(errorBody(CREW_MESSAGES.crewAlreadyApplied));
  });

  it('lets only the job’s employer invite, and only to a crew he may see', async () => {
    const foreman = await completeWorker(ctx);
    const crew = await createCrew(ctx.app, foreman);
    const hidden = await createCrew(ctx.app, foreman, { name: 'Quiet Crew', isLookingForWork: false });
    const { employer, job } = await employerWithOpenJob();
    const other = await employerWithOpenJob();

    expect((await invite(null, crew.id, { jobId: job.id })).statusCode).toBe(401);
    expect((await invite(foreman, crew.id, { jobId: job.id })).statusCode).toBe(403);
    const notHis = await invite(other.employer, crew.id, { jobId: job.id });
    expect(notHis.statusCode).toBe(403);
    expect(notHis.json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.notYourJob));
    const unlisted = await invite(employer, hidden.id, { jobId: job.id });
    expect(unlisted.statusCode).toBe(404);
    expect(unlisted.json()).toMatchObject(errorBody(CREW_MESSAGES.notFound));
    expect(await ctx.database.db.select().from(crewJobInvitations).where(eq(crewJobInvitations.jobId, job.id))).toHaveLength(0);
  });

  it('holds the daily cap under parallel requests, and the next UTC day counts afresh', async () => {
    const { employer, job } = await employerWithOpenJob();
    const crews = [];
    for (let i = 0; i < 6; i += 1) crews.push(await createCrew(ctx.app, await completeWorker(ctx), { name: `Crew ${i}` }));
    const today = NOW.toISOString().slice(0, 10);
    await ctx.database.db
      .insert(crewJobInvitationDays)
      .values({ employerId: employer.user.id, day: today, sent: CREW_JOB_INVITATIONS_PER_DAY - 2 });

    const answers = await Promise.all(crews.map((crew) => invite(employer, crew.id, { jobId: job.id })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject(errorBody(CREW_JOB_INVITATION_MESSAGES.dailyCap));
    }
    // A refused invitation is rolled back with its slot: exactly the two taken are stored.
    expect(await ctx.database.db.select().from(crewJobInvitations).where(eq(crewJobInvitations.jobId, job.id))).toHaveLength(2);

    // The next UTC day (9 hours later) counts afresh.
    now = new Date('2026-11-21T00:00:00Z');
    const taken = new Set(
      answers.filter((answer) => answer.statusCode === 201).map((answer) => (answer.json() as CrewJobInvitationResponse).crewId),
    );
    const next = crews.find((crew) => !taken.has(crew.id))!;
    const tomorrow = await invite(employer, next.id, { jobId: job.id });
    now = NOW;
    expect(tomorrow.statusCode).toBe(201);
    expect(tomorrow.json()).toMatchObject({ remainingToday: CREW_JOB_INVITATIONS_PER_DAY - 1 });
  });
});
