import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { channelOutbox } from '../../db/schema/channels';
import { employerProfiles } from '../../db/schema/employer-profile';
import { injectAs, type Caller } from '../../test/api';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startFakeWhatsapp } from '../../test/fake-whatsapp';
import { createTestApp, type TestContext } from '../../test/test-app';
import { STATUS_EMAIL_HOLD_MS } from '../notifications/notifier';
import { notifyApplicationStatus } from '../notifications/service';
import { givePhone, turnOnChannels } from './test-helpers';

// Issue 55, point 4: a text states what happened and what to do, in the reader's language and zone.
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
  t.now = new Date();
});

const later = (ms: number) => (t.now = new Date(t.now.getTime() + ms));
const deliver = () => t.ctx.app.channelOutbox.deliverDue(t.now);
const smsTo = (phone: string) => t.twilio.sent.filter((sms) => sms.to === phone).map((sms) => sms.body);
const whatsappTo = (phone: string) =>
  t.whatsapp.sent.filter((message) => message.body.to === phone.slice(1)).map((message) => message.body);

/** A worker in Chicago (the job is in Denver: the worker's own zone reads the time) with texts on for `types`. */
async function textedWorker(language: 'en' | 'es', types: string[], channels: { sms?: boolean; whatsapp?: boolean } = { sms: true }) {
  const worker = await completeWorker(t.ctx);
  expect((await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language, timeZone: 'America/Chicago' })).statusCode).toBe(200);
  const phone = await givePhone(t.ctx.database.db, worker.user.id);
  for (const type of types) await turnOnChannels(t.ctx.database.db, worker.user.id, type, channels);
  return { ...worker, phone };
}

async function applied(worker: Caller, companyName = 'Gulf Rigging Co', title = 'Structural Ironworker') {
  const employer = await employerWithJob(t.ctx, companyName);
  const job = await insertJob(t.ctx, employer.user.id, { title, location: 'Denver, CO' });
  const response = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: job.id });
  expect(response.statusCode).toBe(201);
  return { employer, applicationId: response.json().id as string };
}

const inPerson = { type: 'in-person', date: '2026-12-01', time: '20:00', location: '4200 Navigation Blvd, Houston, TX' };

describe('interview texts', () => {
  it('say the date and time in the worker’s zone, the place, the job and the company (English)', async () => {
    const worker = await textedWorker('en', ['interview']);
    const { employer, applicationId } = await applied(worker);
    const scheduled = await injectAs(t.ctx.app, employer).post(`/api/applications/${applicationId}/interview`, inPerson);
    expect(scheduled.statusCode).toBe(201);
    await deliver();
    expect(smsTo(worker.phone)).toEqual([
      'CrewBridge: Interview for Structural Ironworker at Gulf Rigging Co: Tue, Dec 1, 2026, 2:00 PM CST. ' +
        'Place: 4200 Navigation Blvd, Houston, TX.\n' +
        `View my applications: ${PUBLIC_URL}/worker-dashboard?tab=applications\nReply STOP to stop.`,
    ]);
  });

  it('say it in Spanish, with the video link, and a change says the new time', async () => {
    const worker = await textedWorker('es', ['interview']);
    const { employer, applicationId } = await applied(worker, 'Acero del Golfo');
    const video = { type: 'video', date: '2026-12-01', time: '20:00', meetingLink: 'https://meet.example.com/abc-defg' };
    expect((await injectAs(t.ctx.app, employer).post(`/api/applications/${applicationId}/interview`, video)).statusCode).toBe(201);
    await deliver();
    const moved = await injectAs(t.ctx.app, employer).post(`/api/applications/${applicationId}/interview`, { ...video, time: '21:30' });
    expect(moved.statusCode).toBe(201);
    await deliver();
    expect(smsTo(worker.phone)).toEqual([
      'CrewBridge: Entrevista para Structural Ironworker en Acero del Golfo: mar, 1 de dic de 2026, 2:00 p.m. CST. ' +
        'Enlace de video: https://meet.example.com/abc-defg\n' +
        `Ver mis solicitudes: ${PUBLIC_URL}/worker-dashboard?tab=applications\nResponda PARAR para dejar de recibirlos.`,
      'CrewBridge: Su entrevista para Structural Ironworker en Acero del Golfo cambió. Nueva hora: mar, 1 de dic de 2026, 3:30 p.m. CST. ' +
        'Enlace de video: https://meet.example.com/abc-defg\n' +
        `Ver mis solicitudes: ${PUBLIC_URL}/worker-dashboard?tab=applications\nResponda PARAR para dejar de recibirlos.`,
    ]);
  });

  it('carry the facts in the WhatsApp template’s parameter outside the 24-hour window', async () => {
    const worker = await textedWorker('en', ['interview'], { whatsapp: true });
    const { employer, applicationId } = await applied(worker);
    expect((await injectAs(t.ctx.app, employer).post(`/api/applications/${applicationId}/interview`, inPerson)).statusCode).toBe(201);
    await deliver();
    const [message] = whatsappTo(worker.phone);
    expect(message).toMatchObject({ type: 'template', template: { name: 'crewbridge_update', language: { code: 'en_US' } } });
    const parameters = (message as { template: { components: { parameters: { text: string }[] }[] } }).template.components[0]!.parameters;
    expect(parameters.map((parameter) => parameter.text)).toEqual([
      'Interview for Structural Ironworker at Gulf Rigging Co: Tue, Dec 1, 2026, 2:00 PM CST. Place: 4200 Navigation Blvd, Houston, TX.',
      `${PUBLIC_URL}/worker-dashboard?tab=applications`,
    ]);
  });

  it('carry user text as it was written: no pattern in a title or a company is read', async () => {
    const worker = await textedWorker('en', ['interview']);
    const { employer, applicationId } = await applied(worker, "$' {{when}} Co", '$& Welder $1 $t(texts.help)');
    expect((await injectAs(t.ctx.app, employer).post(`/api/applications/${applicationId}/interview`, inPerson)).statusCode).toBe(201);
    await deliver();
    expect(smsTo(worker.phone)[0]).toMatch(
      /^CrewBridge: Interview for \$& Welder \$1 \$t\(texts\.help\) at \$' \{\{when\}\} Co: Tue, Dec 1, 2026, 2:00 PM CST\./,
    );
  });
});

describe('hire texts', () => {
  it('say who to call: the employer’s name and the company’s phone (English), the start date when given', async () => {
    const worker = await textedWorker('en', ['application_status']);
    const { employer, applicationId } = await applied(worker);
    const db = t.ctx.database.db;
    await db.update(users).set({ firstName: 'Dana', lastName: 'Ruiz' }).where(eq(users.id, employer.user.id));
    await db.update(employerProfiles).set({ phoneNumber: '+18325550147' }).where(eq(employerProfiles.userId, employer.user.id));
    expect(
      (await injectAs(t.ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'accepted' })).statusCode,
    ).toBe(200);
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(smsTo(worker.phone)).toEqual([
      'CrewBridge: You are hired for Structural Ironworker at Gulf Rigging Co. Call Dana Ruiz at (832) 555-0147.\n' +
        `View my applications: ${PUBLIC_URL}/worker-dashboard?tab=applications\nReply STOP to stop.`,
    ]);

    // A start date (the employer's Hire action gives one): said as a calendar day, not moved by any zone.
    await db.transaction((tx) =>
      notifyApplicationStatus(
        tx,
        t.ctx.app.notifier,
        {
          id: applicationId,
          workerId: worker.user.id,
          employerId: employer.user.id,
          jobTitle: 'Structural Ironworker',
          companyName: 'Gulf Rigging Co',
          startDate: '2026-12-07',
        },
        'accepted',
        'interview',
      ),
    );
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(smsTo(worker.phone)[1]).toBe(
      'CrewBridge: You are hired for Structural Ironworker at Gulf Rigging Co. You start on Mon, Dec 7, 2026. Call Dana Ruiz at (832) 555-0147.\n' +
        `View my applications: ${PUBLIC_URL}/worker-dashboard?tab=applications\nReply STOP to stop.`,
    );
  });

  it('say it in Spanish and, with no phone to call, point to the messages', async () => {
    const worker = await textedWorker('es', ['application_status']);
    const { employer, applicationId } = await applied(worker);
    expect(
      (await injectAs(t.ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'accepted' })).statusCode,
    ).toBe(200);
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(smsTo(worker.phone)).toEqual([
      'CrewBridge: Lo contrataron para Structural Ironworker en Gulf Rigging Co. ¿Preguntas? Escríbales en sus mensajes.\n' +
        `Abrir mensajes: ${PUBLIC_URL}/worker-dashboard?tab=messages\nResponda PARAR para dejar de recibirlos.`,
    ]);
  });

  it('a refusal says what to do next', async () => {
    const worker = await textedWorker('en', ['application_status']);
    const { employer, applicationId } = await applied(worker);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'rejected' });
    later(STATUS_EMAIL_HOLD_MS);
    await deliver();
    expect(smsTo(worker.phone)).toEqual([
      'CrewBridge: Your application for Structural Ironworker at Gulf Rigging Co was not selected. Other jobs are waiting for you.\n' +
        `Find jobs: ${PUBLIC_URL}/jobs\nReply STOP to stop.`,
    ]);
  });
});

describe('order of one application’s texts', () => {
  it('sends a status change and the interview scheduled after it in the order they happened', async () => {
    const worker = await textedWorker('en', ['application_status', 'interview']);
    const { employer, applicationId } = await applied(worker);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'reviewed' });
    expect((await injectAs(t.ctx.app, employer).post(`/api/applications/${applicationId}/interview`, inPerson)).statusCode).toBe(201);
    // The status text is held a minute (quick changes collapse); the interview text waits behind it.
    expect(await deliver()).toBe(0);
    later(STATUS_EMAIL_HOLD_MS);
    // Two senders at once (two instances): still one after the other.
    await Promise.all([deliver(), deliver()]);
    await deliver();
    const texts = smsTo(worker.phone);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^CrewBridge: Your application for Structural Ironworker at Gulf Rigging Co was reviewed\./);
    expect(texts[1]).toMatch(/^CrewBridge: Interview for Structural Ironworker/);
    const rows = await t.ctx.database.db.select().from(channelOutbox).where(eq(channelOutbox.applicationId, applicationId));
    const sent = rows.sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime() || a.seq - b.seq);
    expect(sent.map((row) => row.kind)).toEqual(['application_status', 'interview']);
  });

  it('sends an interview and its quick change in order, even when both are due in one run', async () => {
    const worker = await textedWorker('en', ['interview']);
    const { employer, applicationId } = await applied(worker);
    const url = `/api/applications/${applicationId}/interview`;
    expect((await injectAs(t.ctx.app, employer).post(url, inPerson)).statusCode).toBe(201);
    expect((await injectAs(t.ctx.app, employer).post(url, { ...inPerson, time: '22:00' })).statusCode).toBe(201);
    expect((await injectAs(t.ctx.app, employer).post(url, { ...inPerson, time: '23:00' })).statusCode).toBe(201);
    // One run sends them all, one after the other; a second sender at the same time passes none of them.
    await Promise.all([deliver(), deliver()]);
    expect(smsTo(worker.phone).map((text) => /\d+:\d+ PM CST/.exec(text)?.[0])).toEqual(['2:00 PM CST', '4:00 PM CST', '5:00 PM CST']);
  });

  it('a later status rewritten into a queued text goes after what was written since', async () => {
    const worker = await textedWorker('en', ['application_status', 'interview']);
    const { employer, applicationId } = await applied(worker);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'reviewed' });
    expect((await injectAs(t.ctx.app, employer).post(`/api/applications/${applicationId}/interview`, inPerson)).statusCode).toBe(201);
    await injectAs(t.ctx.app, employer).patch(`/api/applications/${applicationId}/status`, { status: 'accepted' });
    later(STATUS_EMAIL_HOLD_MS);
    for (let run = 0; run < 3; run += 1) await deliver();
    const texts = smsTo(worker.phone);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^CrewBridge: Interview for/);
    expect(texts[1]).toMatch(/^CrewBridge: You are hired for/);
  });
});
