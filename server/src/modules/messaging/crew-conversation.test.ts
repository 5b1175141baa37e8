import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CREATED_EVENT, MESSAGING_MESSAGES, type Conversation, type Message } from '@core/messaging/schemas';
import { applications } from '../../db/schema/applications';
import type { UserEvent } from '../../lib/event-bus';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from '../crews/test-helpers';

let ctx: TestContext;
type Account = Awaited<ReturnType<typeof completeWorker>>;
let foreman: Account;
let member: Account;
let leaver: Account;
let employer: Account;
let outsider: Account;
let otherEmployer: Account;
let crewId: string;
let memberApplicationId: string;
let soloApplicationId: string;
const events: UserEvent[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.events.subscribe((event) => events.push(event));
  foreman = await completeWorker(ctx);
  member = await completeWorker(ctx);
  leaver = await completeWorker(ctx);
  outsider = await completeWorker(ctx);
  employer = await registerUser(ctx.app, 'employer', { firstName: 'Erin', lastName: 'Boss' });
  otherEmployer = await registerUser(ctx.app, 'employer');
  const crew = await createCrew(ctx.app, foreman, { name: 'Bayou Fitters' });
  crewId = crew.id;
  await addMember(ctx.app, foreman, crew.id, member);
  await addMember(ctx.app, foreman, crew.id, leaver);
  const job = await insertJob(ctx, employer.user.id, { positions: 5, title: 'Plant Shutdown Fitters' });
  const memberIds = [foreman.user.id, member.user.id, leaver.user.id];
  const applied = await injectAs(ctx.app, foreman).post('/api/applications', { jobId: job.id, crewId: crew.id, memberIds });
  expect(applied.statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(applications).where(eq(applications.workerId, member.user.id));
  memberApplicationId = row!.id;
  const soloJob = await insertJob(ctx, employer.user.id, { title: 'Solo welder' });
  const solo = await injectAs(ctx.app, outsider).post('/api/applications', { jobId: soloJob.id });
  expect(solo.statusCode).toBe(201);
  soloApplicationId = solo.json().id;
});
afterAll(async () => {
  await ctx?.close();
});

const open = (caller: Account | null, body: object) => injectAs(ctx.app, caller).post('/api/conversations', body);
const post = (caller: Account, conversationId: string, content: string) =>
  injectAs(ctx.app, caller).post(`/api/conversations/${conversationId}/messages`, { content, receiverId: employer.user.id });
const read = (caller: Account, conversationId: string) => injectAs(ctx.app, caller).get(`/api/conversations/${conversationId}/messages`);
const list = async (caller: Account) => (await injectAs(ctx.app, caller).get('/api/conversations')).json() as Conversation[];
async function waitForEvents(count: number) {
  for (let i = 0; i < 100 && events.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

let conversationId: string;

describe('opening the crew conversation', () => {
  it('gives the employer and every member one conversation, from any member application', async () => {
    const byEmployer = await open(employer, { applicationId: memberApplicationId });
    expect(byEmployer.statusCode).toBe(200);
    conversationId = byEmployer.json().conversationId;
    const byMember = await open(member, { applicationId: memberApplicationId });
    expect(byMember.json().conversationId).toBe(conversationId);
    const [foremanRow] = await ctx.database.db.select().from(applications).where(eq(applications.workerId, foreman.user.id));
    const byForeman = await open(foreman, { applicationId: foremanRow!.id });
    expect(byForeman.json().conversationId).toBe(conversationId);
  });

  it('refuses a worker outside the crew, another employer and an unknown application (403)', async () => {
    for (const [caller, applicationId] of [
      [outsider, memberApplicationId],
      [otherEmployer, memberApplicationId],
      [employer, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await open(caller, { applicationId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(MESSAGING_MESSAGES.notInCrewConversation));
    }
  });

  it('refuses bad input: an application a worker sent alone, a bad id, two targets, no sign-in', async () => {
    expect((await open(employer, { applicationId: soloApplicationId })).json()).toEqual(errorBody(MESSAGING_MESSAGES.notACrewApplication));
    expect((await open(employer, { applicationId: 'nope' })).statusCode).toBe(400);
    const both = await open(employer, { applicationId: memberApplicationId, otherUserId: member.user.id });
    expect(both.json()).toEqual(errorBody(MESSAGING_MESSAGES.oneTarget));
    expect((await open(null, { applicationId: memberApplicationId })).statusCode).toBe(401);
  });
});

describe('talking in it', () => {
  it("reaches every participant: each sees it once, unread in his inbox, live on his socket; the sender's copy once", async () => {
    events.length = 0;
    const sent = await post(employer, conversationId, 'Welcome aboard, crew. Safety meeting at 6.');
    expect(sent.statusCode).toBe(201);
    await waitForEvents(4);
    const told = events.filter((event) => event.type === MESSAGE_CREATED_EVENT).map((event) => event.userId);
    expect(told.sort()).toEqual([employer.user.id, foreman.user.id, member.user.id, leaver.user.id].sort());

    for (const account of [foreman, member, leaver]) {
      const inbox = await list(account);
      const crewThread = inbox.find((conversation) => conversation.id === conversationId)!;
      expect(crewThread).toMatchObject({
        unreadCount: 1,
        otherUser: { id: employer.user.id },
        crew: { crewId, name: 'Bayou Fitters', jobTitle: 'Plant Shutdown Fitters', canPost: true },
        lastMessage: { content: 'Welcome aboard, crew. Safety meeting at 6.' },
      });
      expect(crewThread.crew!.participants.map((user) => user.id).sort()).toEqual(
        [employer.user.id, foreman.user.id, member.user.id, leaver.user.id].sort(),
      );
    }
    const employerInbox = await list(employer);
    expect(employerInbox.find((conversation) => conversation.id === conversationId)).toMatchObject({
      unreadCount: 0,
      otherUser: { id: foreman.user.id },
    });
    const employerThread = (await read(employer, conversationId)).json() as Message[];
    expect(employerThread).toHaveLength(1);
    expect(employerThread[0]!.id).toBe(sent.json().id);

    const memberThread = (await read(member, conversationId)).json() as Message[];
    expect(memberThread.map((message) => message.content)).toEqual(['Welcome aboard, crew. Safety meeting at 6.']);
    expect(memberThread[0]!.receiverId).toBe(member.user.id);
    expect((await list(member)).find((conversation) => conversation.id === conversationId)!.unreadCount).toBe(0);
  });

  it('lets a member answer the employer and the rest of the crew', async () => {
    const sent = await post(member, conversationId, 'We will be there at 5:45.');
    expect(sent.statusCode).toBe(201);
    const employerThread = (await read(employer, conversationId)).json() as Message[];
    expect(employerThread.map((message) => message.content)).toEqual([
      'Welcome aboard, crew. Safety meeting at 6.',
      'We will be there at 5:45.',
    ]);
    const foremanThread = (await read(foreman, conversationId)).json() as Message[];
    expect(foremanThread.at(-1)).toMatchObject({ senderId: member.user.id, receiverId: foreman.user.id });
    const memberThread = (await read(member, conversationId)).json() as Message[];
    expect(memberThread).toHaveLength(2);
  });

  it('keeps outsiders out of reading and posting (403), and WhatsApp hand-off out of a crew thread (400)', async () => {
    for (const caller of [outsider, otherEmployer]) {
      expect((await read(caller, conversationId)).json()).toEqual(errorBody(MESSAGING_MESSAGES.notInCrewConversation));
      expect((await post(caller, conversationId, 'hello')).statusCode).toBe(403);
      expect((await list(caller)).some((conversation) => conversation.id === conversationId)).toBe(false);
    }
    const whatsapp = await injectAs(ctx.app, employer).post(`/api/conversations/${conversationId}/whatsapp-link`);
    expect(whatsapp.json()).toEqual(errorBody(MESSAGING_MESSAGES.noWhatsappForCrew));
    expect((await post(member, conversationId, '   ')).statusCode).toBe(400);
  });

  it('lets a member who left the crew read what was said until then, and nothing after; he posts no more', async () => {
    const left = await injectAs(ctx.app, leaver).delete(`/api/crews/${crewId}/members/${leaver.user.id}`);
    expect(left.statusCode).toBe(200);
    expect((await post(employer, conversationId, 'New gate code is 4471.')).statusCode).toBe(201);

    const leaverThread = (await read(leaver, conversationId)).json() as Message[];
    expect(leaverThread.map((message) => message.content)).toEqual([
      'Welcome aboard, crew. Safety meeting at 6.',
      'We will be there at 5:45.',
    ]);
    const refused = await post(leaver, conversationId, 'Can I still come?');
    expect(refused.statusCode).toBe(403);
    const inbox = (await list(leaver)).find((conversation) => conversation.id === conversationId)!;
    expect(inbox.crew).toMatchObject({ canPost: false });
    expect(inbox.lastMessage?.content).toBe('We will be there at 5:45.');
    expect((await open(leaver, { applicationId: memberApplicationId })).statusCode).toBe(403);

    const memberThread = (await read(member, conversationId)).json() as Message[];
    expect(memberThread.at(-1)!.content).toBe('New gate code is 4471.');
    const employerInbox = (await list(employer)).find((conversation) => conversation.id === conversationId)!;
    expect(employerInbox.crew!.participants.map((user) => user.id)).not.toContain(leaver.user.id);
  });

  it('lets a receiver report his copy of a crew message', async () => {
    const [copy] = ((await read(member, conversationId)).json() as Message[]).filter((message) => message.senderId === employer.user.id);
    const report = await injectAs(ctx.app, member).post('/api/reports', { targetType: 'message', targetId: copy!.id, reason: 'other' });
    expect(report.statusCode).toBe(201);
  });
});
