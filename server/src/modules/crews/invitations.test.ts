import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_MESSAGES, type Crew } from '@core/crews/schemas';
import { emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { startFakeTwilio } from '../../test/fake-twilio';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { givePhone, uniquePhone } from '../channels/test-helpers';
import { createCrew, inviteByEmail } from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let now = new Date();
const worker = () => registerUser(ctx.app, 'worker');
const accept = (caller: { token: string }, token: string) => injectAs(ctx.app, caller).post(`/api/crew-invitations/${token}/accept`);

beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp(twilio.env, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

describe('POST /api/crews/{id}/invitations', () => {
  it('e-mails a link in the invitee’s language when the address is an account’s', async () => {
    const foreman = await registerUser(ctx.app, 'worker', { firstName: 'Rafa', lastName: 'Soto' });
    const invitee = await worker();
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, invitee.user.id));
    const crew = await createCrew(ctx.app, foreman, { name: 'Cuadrilla Norte' });
    const response = await injectAs(ctx.app, foreman).post(`/api/crews/${crew.id}/invitations`, { email: invitee.user.email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: CREW_MESSAGES.invitationSent,
      expiresAt: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    });
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, invitee.user.email), eq(emailOutbox.kind, 'crew_invitation')));
    expect(mail?.subject).toBe('Rafa Soto lo invita a unirse a la cuadrilla Cuadrilla Norte en CrewBridge');
    expect(mail?.body).toMatch(/crew-invitations\/[A-Za-z0-9_-]{43}/);
  });

  it('texts a number, in the foreman’s language when the number is nobody’s, and in its owner’s otherwise', async () => {
    const foreman = await registerUser(ctx.app, 'worker', { firstName: 'Rafa', lastName: 'Soto' });
    const crew = await createCrew(ctx.app, foreman);
    const stranger = uniquePhone();
    expect((await injectAs(ctx.app, foreman).post(`/api/crews/${crew.id}/invitations`, { phone: stranger })).statusCode).toBe(201);
    expect(twilio.sent.find((sms) => sms.to === stranger)?.body).toMatch(
      /^CrewBridge: Rafa Soto invites you to join the crew Gulf Pipe Crew/,
    );

    const owner = await worker();
    const phone = await givePhone(ctx.database.db, owner.user.id);
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, owner.user.id));
    expect((await injectAs(ctx.app, foreman).post(`/api/crews/${crew.id}/invitations`, { phone })).statusCode).toBe(201);
    expect(twilio.sent.find((sms) => sms.to === phone)?.body).toMatch(/lo invita a unirse a la cuadrilla/);
  });

  it('refuses bad input, a member who is not the foreman and an employer', async () => {
    const foreman = await worker();
    const crew = await createCrew(ctx.app, foreman);
    const url = `/api/crews/${crew.id}/invitations`;
    const both = await injectAs(ctx.app, foreman).post(url, { phone: uniquePhone(), email: 'a@example.com' });
    expect(both.json()).toMatchObject(errorBody(CREW_MESSAGES.inviteTargetRequired));
    expect((await injectAs(ctx.app, foreman).post(url, {})).json()).toMatchObject(errorBody(CREW_MESSAGES.inviteTargetRequired));
    expect((await injectAs(ctx.app, foreman).post(url, { email: 'nope' })).json()).toMatchObject(
      errorBody(CREW_MESSAGES.inviteEmailInvalid),
    );
    expect((await injectAs(ctx.app, foreman).post(url, { phone: '555' })).statusCode).toBe(400);

    const already = await injectAs(ctx.app, foreman).post(url, { email: foreman.user.email });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject(errorBody(CREW_MESSAGES.alreadyInCrew));

    const outsider = await worker();
    const refused = await injectAs(ctx.app, outsider).post(url, { email: 'x@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(errorBody(CREW_MESSAGES.onlyForeman));
    expect((await injectAs(ctx.app, await registerUser(ctx.app, 'employer')).post(url, { email: 'x@example.com' })).statusCode).toBe(403);
    expect(
      (await injectAs(ctx.app, foreman).post('/api/crews/00000000-0000-4000-8000-000000000000/invitations', { email: 'x@example.com' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/crew-invitations/{token}/accept', () => {
  it('adds the worker once; the link does not work a second time, nor for another worker', async () => {
    const foreman = await worker();
    const crew = await createCrew(ctx.app, foreman);
    const invitee = await worker();
    const token = await inviteByEmail(ctx.app, foreman, crew.id, invitee.user.email);
    const accepted = await accept(invitee, token);
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json() as Crew).members.map((member) => member.userId)).toEqual([foreman.user.id, invitee.user.id]);
    expect((await accept(invitee, token)).json()).toMatchObject(errorBody(CREW_MESSAGES.invitationUsed));
    expect((await accept(await worker(), token)).json()).toMatchObject(errorBody(CREW_MESSAGES.invitationUsed));
  });

  it('works for 7 days only; the foreman alone lists what became of each invitation', async () => {
    const foreman = await worker();
    const crew = await createCrew(ctx.app, foreman);
    const [invitee, joiner] = [await worker(), await worker()];
    const token = await inviteByEmail(ctx.app, foreman, crew.id, invitee.user.email);
    now = new Date(now.getTime() + 1000);
    await accept(joiner, await inviteByEmail(ctx.app, foreman, crew.id, joiner.user.email));
    now = new Date(now.getTime() + 7 * DAY_MS + 1000);
    const late = await accept(invitee, token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject(errorBody(CREW_MESSAGES.invitationExpired));

    const listed = await injectAs(ctx.app, foreman).get(`/api/crews/${crew.id}/invitations`);
    expect(listed.json()).toMatchObject([
      { email: joiner.user.email, state: 'accepted', acceptedBy: joiner.user.id },
      { email: invitee.user.email, state: 'expired', acceptedBy: null },
    ]);
    const byMember = await injectAs(ctx.app, joiner).get(`/api/crews/${crew.id}/invitations`);
    expect(byMember.json()).toMatchObject(errorBody(CREW_MESSAGES.onlyForeman));
  });

  it('refuses an unknown link, a worker already in the crew, an employer and a visitor', async () => {
    const foreman = await worker();
    const crew = await createCrew(ctx.app, foreman);
    expect((await accept(foreman, 'no-such-token')).json()).toMatchObject(errorBody(CREW_MESSAGES.invitationInvalid));
    const token = await inviteByEmail(ctx.app, foreman, crew.id, 'someone@example.com');
    expect((await accept(foreman, token)).json()).toMatchObject(errorBody(CREW_MESSAGES.alreadyMember));
    expect((await accept(await registerUser(ctx.app, 'employer'), token)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).post(`/api/crew-invitations/${token}/accept`)).statusCode).toBe(401);
  });
});

describe('GET /api/crew-invitations/{token}', () => {
  const preview = (token: string) => injectAs(ctx.app, null).get(`/api/crew-invitations/${encodeURIComponent(token)}`);

  it('tells the link’s holder, signed out, which crew and foreman it is and whether it still works; never who is in it', async () => {
    const foreman = await registerUser(ctx.app, 'worker', { firstName: 'Rafa', lastName: 'Soto' });
    const crew = await createCrew(ctx.app, foreman, { name: 'Gulf Pipe Crew' });
    const invitee = await worker();
    const token = await inviteByEmail(ctx.app, foreman, crew.id, invitee.user.email);
    const pending = await preview(token);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      crewName: 'Gulf Pipe Crew',
      foremanName: 'Rafa Soto',
      size: 1,
      homeBase: crew.homeBase,
      tradeCounts: crew.tradeCounts,
      state: 'pending',
      expiresAt: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    });
    expect(pending.body).not.toContain(invitee.user.email);
    expect(pending.body).not.toContain(foreman.user.id);

    await accept(invitee, token);
    expect((await preview(token)).json()).toMatchObject({ state: 'accepted', size: 2 });
    const other = await inviteByEmail(ctx.app, foreman, crew.id, 'later@example.com');
    now = new Date(now.getTime() + 7 * DAY_MS + 1000);
    expect((await preview(other)).json()).toMatchObject({ state: 'expired' });
  });

  it('answers 404 for a link that is no invitation, and 414 for one too long to be one', async () => {
    const unknown = await preview('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject(errorBody(CREW_MESSAGES.invitationInvalid));
    // Longer than a route parameter may be: refused before the route runs.
    expect((await preview('x'.repeat(201))).statusCode).toBe(414);
  });
});
