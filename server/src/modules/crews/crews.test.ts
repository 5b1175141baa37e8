import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_MESSAGES, type Crew } from '@core/crews/schemas';
import { certifications } from '../../db/schema/career';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew, crewPost } from './test-helpers';

let ctx: TestContext;
const worker = () => registerUser(ctx.app, 'worker');

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/crews', () => {
  it('creates a crew with the worker as its foreman', async () => {
    const foreman = await worker();
    const response = await injectAs(ctx.app, foreman).post('/api/crews', crewPost({ trades: ['welder', 'welder', 'plumber'] }));
    expect(response.statusCode).toBe(201);
    const crew = response.json() as Crew;
    expect(crew).toMatchObject({
      name: 'Gulf Pipe Crew',
      trades: ['welder', 'plumber'],
      homeBase: 'Houston, TX',
      travelRadiusMiles: 250,
      availability: 'immediate',
      isLookingForWork: true,
      foremanId: foreman.user.id,
      size: 1,
    });
    expect(crew.members).toEqual([expect.objectContaining({ userId: foreman.user.id, role: 'foreman' })]);
  });

  it('refuses bad input with the rule’s message', async () => {
    const foreman = await worker();
    const cases = [
      [{ name: '' }, CREW_MESSAGES.nameRequired],
      [{ trades: [] }, CREW_MESSAGES.tradesInvalid],
      [{ trades: ['astronaut'] }, CREW_MESSAGES.tradesInvalid],
      [{ homeBase: ' ' }, CREW_MESSAGES.homeBaseRequired],
      [{ travelRadiusMiles: -1 }, CREW_MESSAGES.radiusInvalid],
      [{ travelRadiusMiles: 2.5 }, CREW_MESSAGES.radiusInvalid],
      [{ availability: 'someday' }, CREW_MESSAGES.availabilityInvalid],
    ] as const;
    for (const [overrides, message] of cases) {
      const response = await injectAs(ctx.app, foreman).post('/api/crews', { ...crewPost(), ...overrides });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject(errorBody(message));
    }
  });

  it('is for workers only', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    expect((await injectAs(ctx.app, employer).post('/api/crews', crewPost())).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).post('/api/crews', crewPost())).statusCode).toBe(401);
  });
});

describe('GET and PUT /api/crews/{id}', () => {
  it('shows members, trade counts and the credentials they hold, rolled up', async () => {
    const foreman = await worker();
    const member = await worker();
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, member);
    for (const userId of [foreman.user.id, member.user.id]) {
      await ctx.database.db.insert(certifications).values({
        userId,
        certificationName: 'OSHA 30',
        certifyingBody: 'OSHA',
        industry: 'construction',
        status: 'earned',
        credentialId: 'osha-30-construction',
      });
    }
    const response = await injectAs(ctx.app, member).get(`/api/crews/${crew.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ size: 2, credentials: [{ credentialId: 'osha-30-construction', holders: 2 }] });
  });

  it('lets the foreman change the crew and hand his role over; a member cannot', async () => {
    const foreman = await worker();
    const member = await worker();
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, member);

    const byMember = await injectAs(ctx.app, member).put(`/api/crews/${crew.id}`, { name: 'Mine now' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject(errorBody(CREW_MESSAGES.onlyForeman));

    const bad = await injectAs(ctx.app, foreman).put(`/api/crews/${crew.id}`, { travelRadiusMiles: 9000 });
    expect(bad.json()).toMatchObject(errorBody(CREW_MESSAGES.radiusInvalid));
    const outsider = await worker();
    const notMember = await injectAs(ctx.app, foreman).put(`/api/crews/${crew.id}`, { foremanId: outsider.user.id });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json()).toMatchObject(errorBody(CREW_MESSAGES.foremanInvalid));

    const renamed = await injectAs(ctx.app, foreman).put(`/api/crews/${crew.id}`, { name: 'Bayou Fitters', isLookingForWork: false });
    expect(renamed.json()).toMatchObject({ name: 'Bayou Fitters', isLookingForWork: false });
    const handed = await injectAs(ctx.app, foreman).put(`/api/crews/${crew.id}`, { foremanId: member.user.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({ foremanId: member.user.id, size: 2 });
    expect((await injectAs(ctx.app, foreman).put(`/api/crews/${crew.id}`, { name: 'Back' })).statusCode).toBe(403);
  });

  it('hides a crew from workers outside it and from employers it neither applied to nor is listed for', async () => {
    const foreman = await worker();
    const crew = await createCrew(ctx.app, foreman, { isLookingForWork: false });
    const outsider = await worker();
    const employer = await registerUser(ctx.app, 'employer');
    expect((await injectAs(ctx.app, outsider).get(`/api/crews/${crew.id}`)).json()).toMatchObject(errorBody(CREW_MESSAGES.notAMember));
    expect((await injectAs(ctx.app, employer).get(`/api/crews/${crew.id}`)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, foreman).get('/api/crews/not-an-id')).statusCode).toBe(404);
    await injectAs(ctx.app, foreman).put(`/api/crews/${crew.id}`, { isLookingForWork: true });
    expect((await injectAs(ctx.app, employer).get(`/api/crews/${crew.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/worker/{userId}/crews', () => {
  it('lists the crews the worker belongs to, and only his own', async () => {
    const foreman = await worker();
    const member = await worker();
    const first = await createCrew(ctx.app, foreman, { name: 'First' });
    const second = await createCrew(ctx.app, member, { name: 'Second' });
    await addMember(ctx.app, foreman, first.id, member);
    const mine = await injectAs(ctx.app, member).get(`/api/worker/${member.user.id}/crews`);
    expect((mine.json() as Crew[]).map((crew) => [crew.id, crew.foremanId])).toEqual([
      [second.id, member.user.id],
      [first.id, foreman.user.id],
    ]);
    const others = await injectAs(ctx.app, member).get(`/api/worker/${foreman.user.id}/crews`);
    expect(others.statusCode).toBe(403);
    expect(others.json()).toMatchObject(errorBody(CREW_MESSAGES.notYourCrews));
    expect((await injectAs(ctx.app, await registerUser(ctx.app, 'employer')).get(`/api/worker/${member.user.id}/crews`)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/crews/{id}/members/{userId}', () => {
  it('lets the foreman remove a member and a member leave, nobody else; the last member leaving ends the crew', async () => {
    const foreman = await worker();
    const [first, second, outsider] = [await worker(), await worker(), await worker()];
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, first);
    await addMember(ctx.app, foreman, crew.id, second);

    const byOther = await injectAs(ctx.app, first).delete(`/api/crews/${crew.id}/members/${second.user.id}`);
    expect(byOther.json()).toMatchObject(errorBody(CREW_MESSAGES.onlyForeman));
    expect((await injectAs(ctx.app, outsider).delete(`/api/crews/${crew.id}/members/${first.user.id}`)).statusCode).toBe(403);
    const foremanLeaves = await injectAs(ctx.app, foreman).delete(`/api/crews/${crew.id}/members/${foreman.user.id}`);
    expect(foremanLeaves.json()).toMatchObject(errorBody(CREW_MESSAGES.foremanCannotLeave));

    expect((await injectAs(ctx.app, foreman).delete(`/api/crews/${crew.id}/members/${first.user.id}`)).statusCode).toBe(200);
    expect((await injectAs(ctx.app, second).delete(`/api/crews/${crew.id}/members/${second.user.id}`)).statusCode).toBe(200);
    const gone = await injectAs(ctx.app, foreman).delete(`/api/crews/${crew.id}/members/${second.user.id}`);
    expect(gone.json()).toMatchObject(errorBody(CREW_MESSAGES.memberNotFound));
    expect((await injectAs(ctx.app, foreman).get(`/api/crews/${crew.id}`)).json()).toMatchObject({ size: 1 });

    expect((await injectAs(ctx.app, foreman).delete(`/api/crews/${crew.id}/members/${foreman.user.id}`)).statusCode).toBe(200);
    expect((await injectAs(ctx.app, foreman).get(`/api/crews/${crew.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/crews', () => {
  it('finds listed crews by trade, place and radius, and size, for employers only', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const houston = await createCrew(ctx.app, await worker(), { name: 'Houston Lineup', trades: ['lineman'], homeBase: 'Houston, TX' });
    const dallasForeman = await worker();
    const dallas = await createCrew(ctx.app, dallasForeman, { name: 'Dallas Lineup', trades: ['lineman'], homeBase: 'Dallas, TX' });
    await addMember(ctx.app, dallasForeman, dallas.id, await worker());
    await createCrew(ctx.app, await worker(), { name: 'Hidden Lineup', trades: ['lineman'], isLookingForWork: false });

    const search = (query: string) => injectAs(ctx.app, employer).get(`/api/crews?${query}`);
    const names = async (query: string) => ((await search(query)).json() as Crew[]).map((crew) => crew.name);
    expect(await names('trade=lineman')).toEqual(['Dallas Lineup', 'Houston Lineup']);
    expect(await names('trade=lineman&location=Houston,%20TX&radiusMiles=50')).toEqual([houston.name]);
    expect(await names('trade=lineman&location=Houston,%20TX&radiusMiles=300')).toEqual([houston.name, dallas.name]);
    expect(await names('trade=lineman&minSize=2')).toEqual([dallas.name]);
    await ctx.database.db.insert(certifications).values({
      userId: dallasForeman.user.id,
      certificationName: 'OSHA 30',
      certifyingBody: 'OSHA',
      industry: 'construction',
      status: 'earned',
      credentialId: 'osha-30-construction',
    });
    expect(await names('trade=lineman&credential=osha-30-construction')).toEqual([dallas.name]);
    expect((await search('credential=moon-walker')).json()).toMatchObject(errorBody(CREW_MESSAGES.searchCredentialInvalid));

    expect((await search('minSize=0')).json()).toMatchObject(errorBody(CREW_MESSAGES.searchMinSizeInvalid));
    expect((await search('trade=astronaut')).json()).toMatchObject(errorBody(CREW_MESSAGES.tradesInvalid));
    expect((await search('location=Nowhereville%20ZZ')).json()).toMatchObject(errorBody(CREW_MESSAGES.searchLocationUnknown));
    expect((await injectAs(ctx.app, await worker()).get('/api/crews')).statusCode).toBe(403);
  });
});
