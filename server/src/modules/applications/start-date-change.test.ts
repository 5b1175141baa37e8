import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { START_DATE_MESSAGES } from '@core/applications/start-date';
import type { App } from '../../app';
import { applications, emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { channelOutbox } from '../../db/schema/channels';
import { employerProfiles } from '../../db/schema/employer-profile';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, completeWorkerProfile, employerWithJob, insertJob } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startFakeWhatsapp } from '../../test/fake-whatsapp';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { useTwoInstances } from '../../test/two-instances';
import { givePhone, turnOnChannels } from '../channels/test-helpers';
import { addMember, createCrew } from '../crews/test-helpers';
import { STATUS_EMAIL_HOLD_MS } from '../notifications/notifier';

// Issue 55: when the employer moves a hired worker's first day, the worker is told the new day and whom to call,
// the same way as the hire (his channels, his language), after the texts written before it, once.
const PUBLIC_URL = 'https://crewbridge.test';
const t = {
  ctx: undefined as unknown as TestContext,
  twilio: undefined as unknown as Awaited<ReturnType<typeof startFakeTwilio>>,
  whatsapp: undefined as unknown as Awaited<ReturnType<typeof startFakeWhatsapp>>,
  now: new Date(),
};
beforeAll(async () => {
  t.twilio = await startFakeTwilio();
  t.whatsapp = await startFakeWhatsapp();
  t.ctx = await createTestApp({ ...t.twilio.env, ...t.whatsapp.env, PUBLIC_URL, QUIET_HOURS: 'off' }, { now: () => t.now });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.twilio?.close();
  await t.whatsapp?.close();
});
beforeEach(() => {
  t.now = new Date('2026-12-01T18:00:00Z');
});

const later = (ms: number) => (t.now = new Date(t.now.getTime() + ms));
const deliver = () => t.ctx.app.channelOutbox.deliverDue(t.now);
const smsTo = (phone: string) => t.twilio.sent.filter((sms) => sms.to === phone).map((sms) => sms.body);
const whatsappTo = (phone: string) =>
  t.whatsapp.sent.filter((message) => message.body.to === phone.slice(1)).map((message) => message.body);

/** A worker with texts on for his application's news, hired by Dana Ruiz of Gulf Rigging Co (832) 555-0147. */
async function hiredWorker(language: 'en' | 'es', channels: { sms?: boolean; whatsapp?: boolean } = { sms: true }) {
  const worker = await completeWorker(t.ctx);
  expect((await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language, timeZone: 'America/Chicago' })).statusCode).toBe(200);
  const phone = await givePhone(t.ctx.database.db, worker.user.id);
  await turnOnChannels(t.ctx.database.db, worker.user.id, 'application_status', channels);
  const employer = await employerWithJob(t.ctx);
  const db = t.ctx.database.db;
  await db.update(users).set({ firstName: 'Dana', lastName: 'Ruiz' }).where(eq(users.id, employer.user.id));
  await db.update(employerProfiles).set({ phoneNumber: '+18325550147' }).where(eq(employerProfiles.userId, employer.user.id));
  const job = await insertJob(t.ctx, employer.user.id, { title: 'Structural Ironworker', location: 'Denver, CO' });
  const applied = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: job.id });
  expect(applied.statusCode).toBe(201);
  const applicationId = applied.json().id as string;
  const setStatus = (body: Record<string, unknown>, as: Caller = employer) =>
    injectAs(t.ctx.app, as).patch(`/api/applications/${applicationId}/status`, body);
  expect((await setStatus({ status: 'accepted', startDate: '2026-12-07' })).statusCode).toBe(200);
  return { worker, employer, phone, applicationId, setStatus };
}

const queuedTexts = (applicationId: string) =>
  t.ctx.database.db
    .select()
    .from(channelOutbox)
    .where(and(eq(channelOutbox.applicationId, applicationId), eq(channelOutbox.kind, 'application_status')));

describe('a changed start date', () => {
  it('is texted to the worker after the hire, with the new day and whom to call (English)', async () => {
    const { phone, applicationId, setStatus } = await hiredWorker('en');
    const moved = await setStatus({ status: 'accepted', startDate: '2026-12-14' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().startDate).toBe('2026-12-14');
    // The hire's text is held a minute (quick changes collapse); the change waits behind it.
    expect(await deliver()).toBe(0);
    later(STATUS_EMAIL_HOLD_MS);
    await Promise.all([deliver(), deliver()]);
    await deliver();
    // The e-mail says it too, held as long as the hire's e-mail so it never arrives first.
    const mails = await t.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'application_start_date'));
    const mail = mails.find((row) => row.applicationId === applicationId)!;
    expect(mail.subject).toBe('Your start date for Structural Ironworker changed to Mon, Dec 14, 2026');
    expect(mail.body).toContain('Call Dana Ruiz at (832) 555-0147.');
    const help = `View my applications: ${PUBLIC_URL}/worker-dashboard?tab=applications\nReply STOP to stop.`;
    expect(smsTo(phone)).toEqual([
      'CrewBridge: You are hired for Structural Ironworker at Gulf Rigging Co. You start on Mon, Dec 7, 2026. ' +
        `Call Dana Ruiz at (832) 555-0147.\n${help}`,
      'CrewBridge: Your start date for Structural Ironworker at Gulf Rigging Co changed. You start on Mon, Dec 14, 2026. ' +
        `Call Dana Ruiz at (832) 555-0147.\n${help}`,
    ]);
  });

  it('is said in Spanish over SMS and WhatsApp, and a first day given after a hire without one says the day', async () => {
    const { phone, applicationId, setStatus } = await hiredWorker('es', { sms: true, whatsapp: true });
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect((await setStatus({ status: 'accepted', startDate: '2026-12-09' })).statusCode).toBe(200);
    // WhatsApp keeps a few seconds between two messages to one number.
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(smsTo(phone)[1]).toBe(
      'CrewBridge: Su fecha de inicio para Structural Ironworker en Gulf Rigging Co cambió. Empieza el mié, 9 de dic de 2026. ' +
        'Llame a Dana Ruiz al (832) 555-0147.\n' +
        `Ver mis solicitudes: ${PUBLIC_URL}/worker-dashboard?tab=applications\nResponda PARAR para dejar de recibirlos.`,
    );
    const [, change] = whatsappTo(phone);
    expect(change).toMatchObject({ type: 'template', template: { language: { code: 'es_MX' } } });
    const parameters = (change as { template: { components: { parameters: { text: string }[] }[] } }).template.components[0]!.parameters;
    expect(parameters[0]!.text).toBe(
      'Su fecha de inicio para Structural Ironworker en Gulf Rigging Co cambió. Empieza el mié, 9 de dic de 2026. Llame a Dana Ruiz al (832) 555-0147.',
    );

    // Hired from the board without a day, then given one: "your start date is", not "changed".
    await t.ctx.database.db.update(applications).set({ startDate: null }).where(eq(applications.id, applicationId));
    expect((await setStatus({ status: 'accepted', startDate: '2026-12-10' })).statusCode).toBe(200);
    await deliver();
    expect(smsTo(phone)[2]).toMatch(
      /^CrewBridge: Su fecha de inicio para Structural Ironworker en Gulf Rigging Co: empieza el jue, 10 de dic de 2026\./,
    );
  });

  it('sends nothing when the day did not change, and nothing for a refused day (past or malformed: 400)', async () => {
    const { applicationId, setStatus } = await hiredWorker('en');
    const before = (await queuedTexts(applicationId)).length;
    expect((await setStatus({ status: 'accepted', startDate: '2026-12-07' })).statusCode).toBe(200);
    const past = await setStatus({ status: 'accepted', startDate: '2026-11-30' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual(errorBody(START_DATE_MESSAGES.past));
    for (const startDate of ['2026-12-32', 'next week', '']) {
      const malformed = await setStatus({ status: 'accepted', startDate });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ message: START_DATE_MESSAGES.invalid });
    }
    expect(await queuedTexts(applicationId)).toHaveLength(before);
    const [row] = await t.ctx.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row!.startDate).toBe('2026-12-07');
  });

  it('cannot be changed by another employer (404) or the worker (403), and nobody is texted', async () => {
    const { worker, applicationId, setStatus } = await hiredWorker('en');
    const before = (await queuedTexts(applicationId)).length;
    const other = await registerUser(t.ctx.app, 'employer');
    expect((await setStatus({ status: 'accepted', startDate: '2026-12-21' }, other)).statusCode).toBe(404);
    expect((await setStatus({ status: 'accepted', startDate: '2026-12-21' }, worker)).statusCode).toBe(403);
    expect(await queuedTexts(applicationId)).toHaveLength(before);
    const [row] = await t.ctx.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row!.startDate).toBe('2026-12-07');
  });
});

describe('a crew’s start date', () => {
  it('is given with the crew’s hire and moved for every member, each texted the new day once', async () => {
    const foreman = await completeWorker(t.ctx);
    const member = await completeWorker(t.ctx);
    const phones = new Map<string, string>();
    for (const worker of [foreman, member]) {
      phones.set(worker.user.id, await givePhone(t.ctx.database.db, worker.user.id));
      await turnOnChannels(t.ctx.database.db, worker.user.id, 'application_status', { sms: true });
    }
    const crew = await createCrew(t.ctx.app, foreman);
    await addMember(t.ctx.app, foreman, crew.id, member);
    const employer = await employerWithJob(t.ctx);
    const job = await insertJob(t.ctx, employer.user.id, { title: 'Crew Start Fitter', positions: 3 });
    const applied = await injectAs(t.ctx.app, foreman).post('/api/applications', {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.user.id, member.user.id],
    });
    expect(applied.statusCode).toBe(201);
    const leadId = (applied.json() as { applications: { applicationId: string }[] }).applications[0]!.applicationId;
    const url = `/api/applications/${leadId}/status`;
    expect((await injectAs(t.ctx.app, employer).patch(url, { status: 'accepted', startDate: '2026-12-07' })).statusCode).toBe(200);
    const moved = await injectAs(t.ctx.app, employer).patch(url, { status: 'accepted', startDate: '2026-12-14' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().crew.members.map((entry: { status: string }) => entry.status)).toEqual(['accepted', 'accepted']);
    later(STATUS_EMAIL_HOLD_MS);
    for (let run = 0; run < 3; run += 1) await deliver();
    for (const phone of phones.values()) {
      // (A member was also texted that the foreman applied with him.)
      const texts = smsTo(phone).filter((text) => /hired for|start date for/.test(text));
      expect(texts).toHaveLength(2);
      expect(texts[0]).toMatch(/^CrewBridge: You are hired for Crew Start Fitter at Gulf Rigging Co\. You start on Mon, Dec 7, 2026\./);
      expect(texts[1]).toMatch(
        /^CrewBridge: Your start date for Crew Start Fitter at Gulf Rigging Co changed\. You start on Mon, Dec 14, 2026\./,
      );
    }
    const rows = await t.ctx.database.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows.map((row) => row.startDate)).toEqual(['2026-12-14', '2026-12-14']);
  });
});

// Row locks between separate connections need a real PostgreSQL; the PGlite suite skips it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a changed start date on two instances', () => {
  const apps = useTwoInstances();

  it('writes one message when the same change reaches both instances at once', async () => {
    const [appA, appB] = apps as [App, App];
    const worker = await registerUser(appA, 'worker', { firstName: 'Luis', lastName: 'Mora' });
    await completeWorkerProfile(appA.db, worker.user.id);
    await givePhone(appA.db, worker.user.id);
    await turnOnChannels(appA.db, worker.user.id, 'application_status', { sms: true });
    const employer = await registerUser(appA, 'employer');
    const job = await insertJob({ app: appA, database: { db: appA.db } } as unknown as TestContext, employer.user.id, {
      title: 'Two Instance Rigger',
    });
    const applied = await injectAs(appA, worker).post('/api/applications', { jobId: job.id });
    expect(applied.statusCode).toBe(201);
    const url = `/api/applications/${applied.json().id as string}/status`;
    const nextYear = `${new Date().getUTCFullYear() + 1}`;
    expect((await injectAs(appA, employer).patch(url, { status: 'accepted', startDate: `${nextYear}-03-02` })).statusCode).toBe(200);
    const changes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        injectAs(i % 2 ? appB : appA, employer).patch(url, { status: 'accepted', startDate: `${nextYear}-03-09` }),
      ),
    );
    expect(changes.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const rows = await appA.db
      .select()
      .from(channelOutbox)
      .where(eq(channelOutbox.applicationId, applied.json().id as string));
    expect(rows.filter((row) => row.body.includes('start date for Two Instance Rigger changed'))).toHaveLength(1);
  });
});
