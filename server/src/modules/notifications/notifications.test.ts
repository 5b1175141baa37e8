import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, emailOutbox } from '../../db/schema/applications';
import { certifications } from '../../db/schema/career';
import { messages } from '../../db/schema/messaging';
import { jobs } from '../../db/schema/jobs';
import { injectAs, type Caller } from '../../test/api';
import { registerUser } from '../../test/test-app';
import { findLink } from '../../test/smtp-inbox';
import { PUBLIC_URL, useMailTestApp } from '../../test/mail-test-app';
import { completeWorker, employerWithJob } from '../../test/factories';
import { STATUS_EMAIL_HOLD_MS } from './notifier';
import { claimDueMessages } from './repository';
import { MESSAGE_EMAIL_DELAY_MS } from './scheduled';

const MINUTE_MS = 60_000;
const t = useMailTestApp({ MAIL_MAX_ATTEMPTS: '3', ALERT_HOUR: '7' });

const later = (ms: number) => {
  t.now = new Date(t.now.getTime() + ms);
  return t.now;
};

async function apply(worker: Caller, jobId: string) {
  const response = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId, coverLetter: 'I weld.' });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

const setPreferences = (caller: Caller, preferences: object[]) =>
  injectAs(t.ctx.app, caller).put('/api/notification-preferences', { preferences });
const preferencesOf = (caller: Caller) => injectAs(t.ctx.app, caller).get('/api/notification-preferences');

describe('new application e-mails to the employer', () => {
  it('arrives instantly with HTML, plain text and a one-click unsubscribe', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    await apply(worker, employer.job.id);
    expect(await t.ctx.app.outbox.deliverDue()).toBe(1);

    const [message] = t.inbox.to(employer.user.email);
    expect(message!.subject).toBe('New application for Pipeline Welder');
    expect(message!.text).toContain('Dana Welds applied for Pipeline Welder');
    expect(message!.html).toContain('name="viewport"');
    expect(message!.html).toContain(`${PUBLIC_URL}/employer-dashboard?tab=candidates`);
    const header = (name: string) => message!.headerLines.find((line) => line.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain(`<${PUBLIC_URL}/api/notifications/unsubscribe?token=`);
  });

  it('waits for the daily digest when the employer chose it', async () => {
    const employer = await employerWithJob(t.ctx);
    const set = await setPreferences(employer, [{ type: 'new_application', enabled: true, frequency: 'daily' }]);
    expect(set.statusCode).toBe(200);
    t.now = new Date(2031, 0, 6, 15, 0);
    // Listed on the moved clock: its post runs 30 days from then.
    await t.ctx.database.db
      .update(jobs)
      .set({ expiresAt: new Date(2031, 1, 5) })
      .where(eq(jobs.id, employer.job.id));
    await apply(await completeWorker(t.ctx), employer.job.id);
    await apply(await completeWorker(t.ctx), employer.job.id);
    await t.ctx.app.outbox.deliverDue();
    expect(t.inbox.to(employer.user.email)).toHaveLength(0);
    // Received "now" on the test clock, the afternoon before the digest.
    await t.ctx.database.db.update(applications).set({ appliedAt: t.now }).where(eq(applications.employerId, employer.user.id));

    await t.ctx.app.scheduler.runDue(new Date(2031, 0, 7, 6, 59));
    await t.ctx.app.outbox.deliverDue(new Date(2031, 0, 7, 6, 59));
    expect(t.inbox.to(employer.user.email)).toHaveLength(0);

    const morning = new Date(2031, 0, 7, 7, 1);
    await t.ctx.app.scheduler.runDue(morning);
    await t.ctx.app.scheduler.runDue(new Date(morning.getTime() + MINUTE_MS));
    await t.ctx.app.outbox.deliverDue(morning);
    const digests = t.inbox.to(employer.user.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('2 new applications yesterday');
  });
});

describe('worker e-mails', () => {
  it('tells the worker about a status change and an interview, with the calendar file', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    const application = await apply(worker, employer.job.id);
    const hiring = injectAs(t.ctx.app, employer);
    const status = await hiring.patch(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    expect(status.statusCode).toBe(200);
    const interview = await hiring.post(`/api/applications/${application.id}/interview`, {
      type: 'video',
      date: '2030-05-14',
      time: '09:30',
      meetingLink: 'https://zoom.us/j/123456',
      meetingPlatform: 'zoom',
    });
    expect(interview.statusCode).toBe(201);
    // A status e-mail waits a minute for a later change to replace it (status-changes.test.ts).
    await t.ctx.app.outbox.deliverDue(later(STATUS_EMAIL_HOLD_MS));

    const received = t.inbox.to(worker.user.email);
    expect(received.map((message) => message.subject).sort()).toEqual([
      'Interview scheduled: Pipeline Welder',
      'Your application for Pipeline Welder has been reviewed',
    ]);
    const invitation = received.find((message) => message.subject?.startsWith('Interview'))!;
    const [ics] = invitation.attachments;
    expect(ics!.filename).toBe('interview.ics');
    expect(ics!.contentType).toBe('text/calendar');
    expect(ics!.content.toString()).toContain('SUMMARY:Interview: Pipeline Welder at Gulf Rigging Co');
    expect(invitation.text).toContain('https://zoom.us/j/123456');
  });

  it('writes to a worker who chose Spanish in Spanish, the calendar file too; what people typed stays as written', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx);
    expect((await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language: 'es' })).statusCode).toBe(200);
    const application = await apply(worker, employer.job.id);
    const hiring = injectAs(t.ctx.app, employer);
    await hiring.patch(`/api/applications/${application.id}/status`, { status: 'reviewed' });
    await hiring.post(`/api/applications/${application.id}/interview`, {
      type: 'in-person',
      date: '2030-05-14',
      time: '09:30',
      location: '1200 Main St, Houston',
    });
    await t.ctx.app.outbox.deliverDue(later(STATUS_EMAIL_HOLD_MS));

    const received = t.inbox.to(worker.user.email);
    expect(received.map((message) => message.subject).sort()).toEqual([
      'Entrevista programada: Pipeline Welder',
      'Su solicitud para Pipeline Welder fue revisada',
    ]);
    const invitation = received.find((message) => message.subject?.startsWith('Entrevista'))!;
    expect(invitation.text).toContain('Tiene una entrevista con Gulf Rigging Co');
    expect(invitation.text).toContain('Lugar: 1200 Main St, Houston');
    expect(invitation.text).toContain('Cancelar suscripción:');
    expect(invitation.html).toContain('<html lang="es">');
    const ics = invitation.attachments[0]!.content.toString().replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Entrevista: Pipeline Welder en Gulf Rigging Co');
    // No zone from a browser: the job's (Houston) reads the time (interview-time-zone.test.ts).
    expect(ics).toContain('DESCRIPTION:Cuándo: mar\\, 14 de may de 2030\\, 4:30 a.m. CDT\\nEntrevista en persona');
    // The employer kept English.
    await t.ctx.app.outbox.deliverDue();
    expect(t.inbox.to(employer.user.email)[0]!.subject).toBe('New application for Pipeline Welder');
  });

  it('reminds a worker 30 days before a certification expires, once', async () => {
    const worker = await completeWorker(t.ctx);
    t.now = new Date(2031, 2, 3, 10);
    await t.ctx.database.db.insert(certifications).values({
      userId: worker.user.id,
      certificationName: 'AWS Certified Welder',
      certifyingBody: 'American Welding Society',
      industry: 'construction',
      status: 'earned',
      expirationDate: '2031-04-02',
    });
    await t.ctx.app.scheduler.runDue(t.now);
    await t.ctx.app.scheduler.runDue(new Date(2031, 2, 4, 10));
    await t.ctx.app.outbox.deliverDue(new Date(2031, 2, 4, 10));
    const reminders = t.inbox.to(worker.user.email);
    expect(reminders.map((message) => message.subject)).toEqual(['AWS Certified Welder expires in 30 days']);
  });

  it('reminds at 60, 30 and 7 days about a credential added in the wallet (the same certifications records)', async () => {
    const worker = await completeWorker(t.ctx);
    const added = await injectAs(t.ctx.app, worker).post('/api/worker/credentials', { credentialId: 'twic', expiresAt: '2032-06-30' });
    expect(added.statusCode, added.body).toBe(201);
    for (const day of [new Date(2032, 4, 1, 10), new Date(2032, 4, 31, 10), new Date(2032, 5, 23, 10)]) {
      await t.ctx.app.scheduler.runDue(day);
      await t.ctx.app.outbox.deliverDue(day);
    }
    expect(t.inbox.to(worker.user.email).map((message) => message.subject)).toEqual([
      'TWIC Card expires in 60 days',
      'TWIC Card expires in 30 days',
      'TWIC Card expires in 7 days',
    ]);
  });
});

describe('message e-mails', () => {
  async function conversationBetween(employer: Caller, workerId: string) {
    const started = await injectAs(t.ctx.app, employer).post('/api/conversations', { otherUserId: workerId });
    return started.json().conversationId as string;
  }
  // Sent "now" on the test clock, so the delay and the 15-minute window can be walked through.
  async function send(from: Caller, conversationId: string, receiverId: string, content: string) {
    const response = await injectAs(t.ctx.app, from).post(`/api/conversations/${conversationId}/messages`, { receiverId, content });
    expect(response.statusCode).toBe(201);
    await t.ctx.database.db.update(messages).set({ sentAt: t.now }).where(eq(messages.id, response.json().id));
  }
  const tick = async () => {
    await t.ctx.app.scheduler.runDue(t.now);
    await t.ctx.app.outbox.deliverDue(t.now);
  };

  it('mails unread messages once per conversation per 15 minutes, and not the ones read in time', async () => {
    const employer = await employerWithJob(t.ctx, 'Harbor Steel');
    const worker = await completeWorker(t.ctx);
    await apply(worker, employer.job.id);
    t.inbox.clear();
    const conversationId = await conversationBetween(employer, worker.user.id);

    // Read within the delay: no e-mail.
    await send(employer, conversationId, worker.user.id, 'Are you free Monday?');
    await injectAs(t.ctx.app, worker).get(`/api/conversations/${conversationId}/messages`);
    later(MESSAGE_EMAIL_DELAY_MS + MINUTE_MS);
    await tick();
    expect(t.inbox.to(worker.user.email)).toHaveLength(0);

    // Unread: one e-mail, and a second message 5 minutes later does not make another.
    await send(employer, conversationId, worker.user.id, 'Can you start at 7?');
    await tick();
    expect(t.inbox.to(worker.user.email)).toHaveLength(0);
    later(MESSAGE_EMAIL_DELAY_MS + MINUTE_MS);
    await tick();
    const [first] = t.inbox.to(worker.user.email);
    expect(first!.subject).toBe('New message from Harbor Steel');
    expect(first!.text).toContain('Can you start at 7?');
    expect(findLink(first!, `${PUBLIC_URL}/worker-dashboard`)).toBe(`${PUBLIC_URL}/worker-dashboard?tab=messages`);

    later(5 * MINUTE_MS);
    await send(employer, conversationId, worker.user.id, 'Bring your boots.');
    later(MESSAGE_EMAIL_DELAY_MS + MINUTE_MS);
    await tick();
    expect(t.inbox.to(worker.user.email)).toHaveLength(1);

    // After 15 minutes the still unread message goes out; nothing new after that, nothing more.
    later(15 * MINUTE_MS);
    await tick();
    later(20 * MINUTE_MS);
    await tick();
    const all = t.inbox.to(worker.user.email);
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('sent you 2 messages');
  });
});

describe('preferences and unsubscribe', () => {
  it('lists each role its own types, on by default, and refuses what does not apply', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const employer = await registerUser(t.ctx.app, 'employer');
    const workerPrefs = await preferencesOf(worker);
    expect(workerPrefs.json().preferences.map((row: { type: string }) => row.type)).toEqual([
      'application_status',
      'interview',
      'new_message',
      'certification_expiry',
      'job_alert',
      'billing',
    ]);
    expect(workerPrefs.json().preferences.every((row: { enabled: boolean }) => row.enabled)).toBe(true);

    const wrongRole = await setPreferences(worker, [{ type: 'new_application', enabled: false, frequency: 'instant' }]);
    expect(wrongRole.statusCode).toBe(400);
    const noDigest = await setPreferences(employer, [{ type: 'new_message', enabled: true, frequency: 'daily' }]);
    expect(noDigest.statusCode).toBe(400);
    expect(noDigest.json().message).toBe('Only new applications can come as a daily digest');
    const anonymous = await preferencesOf(null);
    expect(anonymous.statusCode).toBe(401);

    // One user's change leaves every other user's preferences alone.
    await setPreferences(employer, [{ type: 'new_message', enabled: false, frequency: 'instant' }]);
    const otherEmployer = await registerUser(t.ctx.app, 'employer');
    const untouched = await preferencesOf(otherEmployer);
    expect(untouched.json().preferences.find((row: { type: string }) => row.type === 'new_message').enabled).toBe(true);
  });

  it('turns a type off with the one-click POST, without signing in; a forged token does nothing', async () => {
    const employer = await employerWithJob(t.ctx);
    await apply(await completeWorker(t.ctx), employer.job.id);
    await t.ctx.app.outbox.deliverDue();
    const [message] = t.inbox.to(employer.user.email);
    const link = findLink(message!, `${PUBLIC_URL}/api/notifications/unsubscribe?token=`);
    const path = link.slice(PUBLIC_URL.length);

    const visitor = injectAs(t.ctx.app, null);
    const page = await visitor.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');

    // What a mail client posts for RFC 8058 one-click unsubscribe.
    const oneClickBody = 'List-Unsubscribe=One-Click';
    const formEncoded = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const forged = path.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    expect((await visitor.post(forged, oneClickBody, formEncoded)).statusCode).toBe(400);

    const oneClick = await visitor.post(path, oneClickBody, formEncoded);
    expect(oneClick.statusCode).toBe(200);
    const prefs = await preferencesOf(employer);
    expect(prefs.json().preferences.find((row: { type: string }) => row.type === 'new_application').enabled).toBe(false);

    t.inbox.clear();
    await apply(await completeWorker(t.ctx), employer.job.id);
    await t.ctx.app.outbox.deliverDue();
    expect(t.inbox.to(employer.user.email)).toHaveLength(0);
  });
});

describe('the outbox', () => {
  async function queueOne() {
    const employer = await employerWithJob(t.ctx);
    await apply(await completeWorker(t.ctx), employer.job.id);
    const [row] = await t.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, employer.user.email));
    return row!;
  }
  const statusOf = async (id: string) => (await t.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it('retries a refused message with backoff and marks it failed after the last attempt', async () => {
    const row = await queueOne();
    t.inbox.refuseNext(3);
    expect(await t.ctx.app.outbox.deliverDue(t.now)).toBe(0);
    const afterFirst = await statusOf(row.id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst.nextAttemptAt.getTime() - t.now.getTime()).toBe(30_000);
    expect(afterFirst.lastError).toContain('Mailbox busy');

    // Not due yet: nothing is tried.
    expect(await t.ctx.app.outbox.deliverDue(later(10_000))).toBe(0);
    expect((await statusOf(row.id)).attempts).toBe(1);

    await t.ctx.app.outbox.deliverDue(later(30_000));
    const afterSecond = await statusOf(row.id);
    expect(afterSecond).toMatchObject({ status: 'queued', attempts: 2 });
    expect(afterSecond.nextAttemptAt.getTime() - t.now.getTime()).toBe(60_000);

    await t.ctx.app.outbox.deliverDue(later(60_000));
    expect(await statusOf(row.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await t.ctx.app.outbox.deliverDue(later(60 * MINUTE_MS))).toBe(0);
    expect(t.inbox.messages).toHaveLength(0);
  });

  it('loses nothing when the process dies between commit and send', async () => {
    // Committed but never sent: the sender that should have sent it is gone.
    const row = await queueOne();
    // A sender that claimed it and died before finishing: its lease lapses and the message goes out.
    const [claimed] = await claimDueMessages(t.ctx.database.db, t.now, 10, 2 * MINUTE_MS);
    expect(claimed!.id).toBe(row.id);
    expect(await t.ctx.app.outbox.deliverDue(later(MINUTE_MS))).toBe(0);
    expect(await t.ctx.app.outbox.deliverDue(later(2 * MINUTE_MS))).toBe(1);
    expect(await statusOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(t.inbox.messages).toHaveLength(1);
  });
});
