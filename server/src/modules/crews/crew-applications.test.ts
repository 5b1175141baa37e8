import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerApplication, WorkerApplication } from '@core/applications/schemas';
import { CREW_MESSAGES, type CrewApplicationResponse } from '@core/crews/schemas';
import { applications, emailOutbox } from '../../db/schema/applications';
import { certifications } from '../../db/schema/career';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from './test-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A foreman and `size - 1` members, all with complete profiles, and an employer with a job of `positions`. */
async function crewAndJob(size: number, positions: number, requiredCredentials: string[] = []) {
  const foreman = await completeWorker(ctx);
  const crew = await createCrew(ctx.app, foreman);
  const members = [foreman];
  for (let i = 1; i < size; i += 1) {
    const member = await completeWorker(ctx);
    await addMember(ctx.app, foreman, crew.id, member);
    members.push(member);
  }
  const employer = await registerUser(ctx.app, 'employer');
  const job = await insertJob(ctx, employer.user.id, { positions, requiredCredentials });
  return { foreman, crew, members, employer, job, memberIds: members.map((member) => member.user.id) };
}

const apply = (caller: { token: string }, body: object) => injectAs(ctx.app, caller).post('/api/applications', body);

describe('POST /api/applications with a crew', () => {
  it('gives each member his own application, checks credentials member by member and shows the employer the crew', async () => {
    const { foreman, crew, members, employer, job, memberIds } = await crewAndJob(3, 4, ['osha-30-construction']);
    await ctx.database.db.insert(certifications).values({
      userId: members[1]!.user.id,
      certificationName: 'OSHA 30',
      certifyingBody: 'OSHA',
      industry: 'construction',
      status: 'earned',
      credentialId: 'osha-30-construction',
    });
    const response = await apply(foreman, { jobId: job.id, crewId: crew.id, memberIds });
    expect(response.statusCode).toBe(201);
    const body = response.json() as CrewApplicationResponse;
    expect(body).toMatchObject({
      crewId: crew.id,
      jobId: job.id,
      requirements: { required: ['osha-30-construction'], membersMeeting: 1, members: 3 },
    });

    for (const member of members) {
      const mine = (await injectAs(ctx.app, member).get(`/api/worker/${member.user.id}/applications`)).json() as WorkerApplication[];
      expect(mine.map((application) => [application.jobId, application.crew])).toEqual([[job.id, { id: crew.id, name: crew.name }]]);
    }
    const told = await ctx.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, members[2]!.user.id), eq(emailOutbox.kind, 'application_status')));
    expect(told.map((mail) => mail.subject)).toEqual(['Dana Welds applied with your crew for Pipeline Welder']);

    const seen = (await injectAs(ctx.app, employer).get('/api/employer/applications')).json() as EmployerApplication[];
    expect(seen).toHaveLength(3);
    for (const application of seen) {
      expect(application.crew).toMatchObject({
        id: crew.id,
        name: crew.name,
        foremanId: foreman.user.id,
        requirements: { membersMeeting: 1, members: 3 },
      });
      expect(application.crew!.members.find((member) => member.meetsRequirements)?.userId).toBe(members[1]!.user.id);
      expect(application.crew!.members.map((member) => member.userId).sort()).toEqual([...memberIds].sort());
    }
    expect((await injectAs(ctx.app, employer).get(`/api/crews/${crew.id}`)).statusCode).toBe(200);
  });

  it('refuses bad input, a member who is not the foreman and a job that cannot take the crew', async () => {
    const { foreman, crew, members, job, memberIds } = await crewAndJob(3, 4);
    const outsider = await completeWorker(ctx);
    const cases = [
      [{ jobId: job.id, memberIds }, 400, CREW_MESSAGES.crewIdInvalid],
      [{ jobId: job.id, crewId: crew.id }, 400, CREW_MESSAGES.membersRequired],
      [{ jobId: job.id, crewId: crew.id, memberIds: [] }, 400, CREW_MESSAGES.membersRequired],
      [{ jobId: job.id, crewId: crew.id, memberIds: [memberIds[0], memberIds[0]] }, 400, CREW_MESSAGES.membersDuplicated],
      [{ jobId: job.id, crewId: crew.id, memberIds: ['nope'] }, 400, CREW_MESSAGES.memberIdInvalid],
      [{ jobId: job.id, crewId: crew.id, memberIds: [outsider.user.id] }, 400, CREW_MESSAGES.membersOutsideCrew],
    ] as const;
    for (const [body, status, message] of cases) {
      const response = await apply(foreman, body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toMatchObject(errorBody(message));
    }
    const byMember = await apply(members[1]!, { jobId: job.id, crewId: crew.id, memberIds });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject(errorBody(CREW_MESSAGES.onlyForeman));
    expect((await apply(await registerUser(ctx.app, 'employer'), { jobId: job.id, crewId: crew.id, memberIds })).statusCode).toBe(403);

    const single = await insertJob(ctx, job.employerId, { positions: 1 });
    expect((await apply(foreman, { jobId: single.id, crewId: crew.id, memberIds })).json()).toMatchObject(
      errorBody(CREW_MESSAGES.singlePositionJob),
    );
    const small = await insertJob(ctx, job.employerId, { positions: 2 });
    const tooMany = await apply(foreman, { jobId: small.id, crewId: crew.id, memberIds });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject(errorBody(CREW_MESSAGES.tooManyMembers));

    await apply(members[2]!, { jobId: job.id });
    const taken = await apply(foreman, { jobId: job.id, crewId: crew.id, memberIds });
    expect(taken.json()).toMatchObject(errorBody(CREW_MESSAGES.memberAlreadyApplied));
    const rows = await ctx.database.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows.map((row) => row.workerId)).toEqual([members[2]!.user.id]);
  });

  it('takes one of parallel duplicate applications; the others are told the crew already applied', async () => {
    const { foreman, crew, job, memberIds } = await crewAndJob(2, 5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply(foreman, { jobId: job.id, crewId: crew.id, memberIds })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect([CREW_MESSAGES.crewAlreadyApplied, CREW_MESSAGES.memberAlreadyApplied]).toContain(
        (refused.json() as { message: string }).message,
      );
    }
    const rows = await ctx.database.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(2);
  });
});

describe('a crew application’s status', () => {
  it('moves every member as one, hires use as many positions as members, and a second hire changes nothing', async () => {
    const { foreman, crew, employer, job, memberIds } = await crewAndJob(3, 3);
    const applied = (await apply(foreman, { jobId: job.id, crewId: crew.id, memberIds })).json() as CrewApplicationResponse;
    const first = applied.applications[0]!.applicationId;
    const setStatus = (status: string) => injectAs(ctx.app, employer).patch(`/api/applications/${first}/status`, { status });

    expect((await setStatus('interview')).statusCode).toBe(200);
    const statuses = async () =>
      (await ctx.database.db.select({ status: applications.status }).from(applications).where(eq(applications.jobId, job.id))).map(
        (row) => row.status,
      );
    expect(await statuses()).toEqual(['interview', 'interview', 'interview']);

    const hired = await setStatus('accepted');
    expect(hired.statusCode).toBe(200);
    expect((hired.json() as EmployerApplication).crew!.members.map((member) => member.status)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect((await setStatus('accepted')).statusCode).toBe(200);
    expect(await statuses()).toEqual(['accepted', 'accepted', 'accepted']);

    const other = await injectAs(ctx.app, await registerUser(ctx.app, 'employer')).patch(`/api/applications/${first}/status`, {
      status: 'rejected',
    });
    expect(other.statusCode).toBe(404);
  });

  it('moves the crew’s other members to the interview stage when one member’s interview is scheduled', async () => {
    const { foreman, crew, employer, job, memberIds } = await crewAndJob(3, 3);
    const applied = (await apply(foreman, { jobId: job.id, crewId: crew.id, memberIds })).json() as CrewApplicationResponse;
    const interview = await injectAs(ctx.app, employer).post(`/api/applications/${applied.applications[0]!.applicationId}/interview`, {
      type: 'video',
      date: '2030-05-14',
      time: '09:30',
      meetingLink: 'https://zoom.us/j/123456',
    });
    expect(interview.statusCode).toBe(201);
    const rows = await ctx.database.db.select({ status: applications.status }).from(applications).where(eq(applications.jobId, job.id));
    expect(rows.map((row) => row.status)).toEqual(['interview', 'interview', 'interview']);
  });

  it('refuses to hire a crew larger than the positions left', async () => {
    const { foreman, crew, employer, job, memberIds } = await crewAndJob(2, 2);
    const applied = (await apply(foreman, { jobId: job.id, crewId: crew.id, memberIds })).json() as CrewApplicationResponse;
    const loner = await completeWorker(ctx);
    const single = (await apply(loner, { jobId: job.id })).json() as { id: string };
    expect((await injectAs(ctx.app, employer).patch(`/api/applications/${single.id}/status`, { status: 'accepted' })).statusCode).toBe(200);
    const crewHire = await injectAs(ctx.app, employer).post('/api/employer/applications/bulk-status', {
      applicationIds: [applied.applications[1]!.applicationId],
      status: 'accepted',
    });
    expect(crewHire.statusCode).toBe(409);
    expect(crewHire.json()).toMatchObject(errorBody(CREW_MESSAGES.notEnoughPositions));
  });
});
