import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_PLAN_MESSAGES, type CrewPlanMatch } from '@core/crews/plan-match';
import { workerProfiles } from '../../db/schema/worker-profile';
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

/** A crew whose members have these primary trades (the first is the foreman). */
async function crewOf(trades: string[], overrides: Parameters<typeof createCrew>[2] = {}) {
  const workers = [];
  for (const trade of trades) {
    const worker = await completeWorker(ctx);
    await ctx.database.db.update(workerProfiles).set({ primaryTrade: trade }).where(eq(workerProfiles.userId, worker.user.id));
    workers.push(worker);
  }
  const crew = await createCrew(ctx.app, workers[0]!, { trades: [...new Set(trades)] as never, ...overrides });
  for (const member of workers.slice(1)) await addMember(ctx.app, workers[0]!, crew.id, member);
  return { crew, foreman: workers[0]!, workers };
}

const matches = (caller: { token: string } | null, query: Record<string, string>) =>
  injectAs(ctx.app, caller).get(`/api/crews/matches?${new URLSearchParams(query)}`);

describe('GET /api/crews/matches', () => {
  it('ranks visible crews by the planned trades and heads they cover, near the plan’s place', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const full = await crewOf(['welder', 'welder', 'millwright'], { name: 'Full Match Crew' });
    const welders = await crewOf(['welder', 'welder', 'welder', 'welder'], { name: 'Welders Only' });
    const partial = await crewOf(['welder', 'millwright'], { name: 'Partial Crew' });
    const far = await crewOf(['welder', 'millwright'], { name: 'Seattle Crew', homeBase: 'Seattle, WA' });
    await crewOf(['painter'], { name: 'Painters' });
    const hidden = await crewOf(['welder', 'millwright'], { name: 'Unlisted Crew', isLookingForWork: false });

    const near = await matches(employer, { plan: 'welder:3,millwright:1', location: 'Houston, TX', radiusMiles: '100' });
    expect(near.statusCode).toBe(200);
    const found = near.json() as CrewPlanMatch[];
    expect(found.map((match) => match.crew.name)).toEqual(['Full Match Crew', 'Partial Crew', 'Welders Only']);
    expect(found[0]).toMatchObject({
      crew: { id: full.crew.id, size: 3 },
      coverage: {
        trades: [
          { trade: 'welder', planned: 3, available: 2 },
          { trade: 'millwright', planned: 1, available: 1 },
        ],
        tradesCovered: 2,
        tradesPlanned: 2,
        headsCovered: 3,
        headsPlanned: 4,
      },
      distanceMiles: 0,
    });
    expect(found[2]).toMatchObject({ crew: { id: welders.crew.id }, coverage: { tradesCovered: 1, headsCovered: 3 } });
    expect(found.map((match) => match.crew.id)).not.toContain(far.crew.id);
    expect(found[1]).toMatchObject({ crew: { id: partial.crew.id }, coverage: { tradesCovered: 2, headsCovered: 2 } });

    // Without a place every listed crew with a planned trade counts; a crew that applied to his job shows even unlisted.
    const job = await insertJob(ctx, employer.user.id, { positions: 4 });
    const applied = await injectAs(ctx.app, hidden.foreman).post('/api/applications', {
      jobId: job.id,
      crewId: hidden.crew.id,
      memberIds: hidden.workers.map((worker) => worker.user.id),
    });
    expect(applied.statusCode).toBe(201);
    const anywhere = (await matches(employer, { plan: 'welder:3,millwright:1' })).json() as CrewPlanMatch[];
    expect(anywhere.map((match) => match.crew.name).sort()).toEqual(
      ['Full Match Crew', 'Partial Crew', 'Seattle Crew', 'Unlisted Crew', 'Welders Only'].sort(),
    );
    expect(anywhere.every((match) => match.distanceMiles === null)).toBe(true);
    const other = await registerUser(ctx.app, 'employer');
    const othersView = (await matches(other, { plan: 'welder:3,millwright:1' })).json() as CrewPlanMatch[];
    expect(othersView.map((match) => match.crew.name)).not.toContain('Unlisted Crew');
  });

  it('refuses a plan that is not trades with head counts, an unknown place and a bad radius', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    for (const query of [
      {} as Record<string, string>,
      { plan: '' },
      { plan: 'astronaut:2' },
      { plan: 'welder:0' },
      { plan: 'welder:3,welder:1' },
    ]) {
      const response = await matches(employer, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(errorBody(CREW_PLAN_MESSAGES.planInvalid));
    }
    const nowhere = await matches(employer, { plan: 'welder:2', location: 'Atlantis, ZZ' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject(errorBody(CREW_PLAN_MESSAGES.locationUnknown));
    const radius = await matches(employer, { plan: 'welder:2', location: 'Houston, TX', radiusMiles: '0' });
    expect(radius.json()).toMatchObject(errorBody(CREW_PLAN_MESSAGES.radiusInvalid));
  });

  it('is for employers only', async () => {
    const worker = await completeWorker(ctx);
    expect((await matches(null, { plan: 'welder:2' })).statusCode).toBe(401);
    expect((await matches(worker, { plan: 'welder:2' })).statusCode).toBe(403);
  });
});
