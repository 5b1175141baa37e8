import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_MAX_MEMBERS, CREW_MESSAGES } from '@core/crews/schemas';
import type { App } from '../../app';
import { applications } from '../../db/schema/applications';
import { crewMembers } from '../../db/schema/crews';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorkerProfile } from '../../test/factories';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew, inviteByEmail } from './test-helpers';

/** A crew of 46 (foreman and 45 members written directly) and ten workers holding an invitation each. */
async function nearlyFullCrew(app: App) {
  const foreman = await registerUser(app, 'worker');
  const crew = await createCrew(app, foreman);
  const filler = await app.db
    .insert(users)
    .values(
      Array.from({ length: 45 }, (_, i) => ({
        email: `filler-${crew.id}-${i}@test.example.com`,
        passwordHash: 'x',
        userType: 'worker' as const,
      })),
    )
    .returning({ id: users.id });
  await app.db
    .insert(crewMembers)
    .values(filler.map(({ id }) => ({ crewId: crew.id, userId: id, role: 'member' as const, joinedAt: new Date() })));
  const invitees = await Promise.all(Array.from({ length: 10 }, () => registerUser(app, 'worker')));
  const tokens = [];
  for (const invitee of invitees) tokens.push(await inviteByEmail(app, foreman, crew.id, invitee.user.email));
  return { foreman, crew, invitees, tokens };
}

async function expectCapHeld(apps: App[]) {
  const { foreman, crew, invitees, tokens } = await nearlyFullCrew(apps[0]!);
  const answers = await Promise.all(
    invitees.map((invitee, i) => injectAs(apps[i % apps.length]!, invitee).post(`/api/crew-invitations/${tokens[i]}/accept`)),
  );
  expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
  for (const refused of answers.filter((answer) => answer.statusCode !== 200))
    expect(refused.json()).toMatchObject(errorBody(CREW_MESSAGES.crewFull));
  expect((await injectAs(apps[0]!, foreman).get(`/api/crews/${crew.id}`)).json()).toMatchObject({ size: CREW_MAX_MEMBERS });
}

describe('the 50-member cap', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lets 4 of 10 parallel accepts in when the crew holds 46; the others are told it is full', async () => {
    await expectCapHeld([ctx.app]);
  });
});

// Separate connections racing each other need a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('crew caps with two app instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('holds across both instances', async () => {
    await expectCapHeld(instances.apps);
  });

  it('takes one of a crew’s duplicate applications sent to both instances at once', async () => {
    const [first, second] = instances.apps as [App, App];
    const foreman = await registerUser(first, 'worker');
    const member = await registerUser(first, 'worker');
    for (const worker of [foreman, member]) await completeWorkerProfile(first.db, worker.user.id);
    const crew = await createCrew(first, foreman);
    await addMember(first, foreman, crew.id, member);
    const employer = await registerUser(first, 'employer');
    const [job] = await first.db
      .insert(jobs)
      .values({
        employerId: employer.user.id,
        title: 'Pipe Fitter',
        description: 'Fit pipe.',
        industry: 'oilgas',
        location: 'Houston, TX',
        jobType: 'full-time',
        positions: 4,
      })
      .returning({ id: jobs.id });
    const body = { jobId: job!.id, crewId: crew.id, memberIds: [foreman.user.id, member.user.id] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => injectAs(i % 2 ? second : first, foreman).post('/api/applications', body)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    const rows = await first.db.select().from(applications).where(eq(applications.jobId, job!.id));
    expect(rows).toHaveLength(2);
  });
});
