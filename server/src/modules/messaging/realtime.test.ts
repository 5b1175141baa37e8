import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CREATED_EVENT } from '@core/messaging/schemas';
import { applications } from '../../db/schema/applications';
import { bearer, createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { listenOnRandomPort, openSocket, type TestSocket } from './test-helpers';

let ctx: TestContext;
let baseUrl: string;
type Account = Awaited<ReturnType<typeof registerUser>>;
let worker: Account;
let employer: Account;
let bystander: Account;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await listenOnRandomPort(ctx.app);
  worker = await registerUser(ctx.app, 'worker');
  employer = await registerUser(ctx.app, 'employer');
  bystander = await registerUser(ctx.app, 'worker');
  await ctx.app.db.insert(applications).values({ workerId: worker.user.id, employerId: employer.user.id, jobTitle: 'Rigger' });
});
afterAll(async () => {
  for (const { socket } of sockets) socket.terminate();
  await ctx?.close();
});

function track(socket: TestSocket) {
  sockets.push(socket);
  return socket;
}

describe('GET /ws', () => {
  it('closes with 4401 without a valid session', async () => {
    const badToken = track(openSocket(baseUrl, { query: '?token=not-a-session' }));
    expect(await badToken.closed).toBe(4401);
    const badFirstMessage = track(openSocket(baseUrl));
    badFirstMessage.socket.on('open', () => badFirstMessage.socket.send('{"type":"auth","token":"nope"}'));
    expect(await badFirstMessage.closed).toBe(4401);
  });

  it("delivers a new message to both participants' sockets, whichever way they authenticated", async () => {
    const workerSocket = track(openSocket(baseUrl, { query: `?token=${worker.token}` }));
    const employerSocket = track(openSocket(baseUrl, { headers: { cookie: `token=${employer.token}` } }));
    const bystanderSocket = track(openSocket(baseUrl));
    bystanderSocket.socket.on('open', () =>
      bystanderSocket.socket.send(JSON.stringify({ type: 'auth', token: bystander.token })),
    );
    for (const socket of [workerSocket, employerSocket, bystanderSocket]) await socket.next('ready');

    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(worker.token),
      payload: { otherUserId: employer.user.id },
    });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${started.json().conversationId}/messages`,
      headers: bearer(worker.token),
      payload: { content: 'On my way', platform: 'internal', messageType: 'text', receiverId: employer.user.id },
    });
    expect(sent.statusCode).toBe(201);

    for (const socket of [workerSocket, employerSocket]) {
      const frame = await socket.next(MESSAGE_CREATED_EVENT);
      expect(frame.payload).toMatchObject({ id: sent.json().id, content: 'On my way' });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystanderSocket.frames.map((frame) => frame.type)).toEqual(['ready']);
  });
});
