import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeEmployerProfile, completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { PUBLIC_URL, useMailTestApp } from '../../test/mail-test-app';
import { findLink } from '../../test/smtp-inbox';
import { registerUser } from '../../test/test-app';

// New accounts prove their address before anything but account e-mails is sent to it, so nobody
// can point alerts and updates at someone else's inbox (auth/email-verification-service.ts).
const t = useMailTestApp({ ALERT_HOUR: '7' });

const MINUTE_MS = 60_000;
const VERIFICATION_SUBJECT = 'Confirm your CrewBridge e-mail';
const notificationsTo = (email: string) => t.inbox.to(email).filter((message) => message.subject !== VERIFICATION_SUBJECT);

async function apply(worker: Caller, jobId: string) {
  const response = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId, coverLetter: 'I weld.' });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

/** Opens the verification link e-mailed to `email` (the newest one). */
async function verifyByLink(email: string) {
  await t.ctx.app.outbox.deliverDue(t.now);
  const message = t.inbox
    .to(email)
    .filter((mail) => mail.subject === VERIFICATION_SUBJECT)
    .at(-1);
  const token = new URL(findLink(message!, `${PUBLIC_URL}/verify-email?token=`)).searchParams.get('token');
  expect((await injectAs(t.ctx.app, null).post('/api/auth/verify-email', { token })).statusCode).toBe(200);
}

async function unverifiedEmployerWithJob() {
  const employer = await registerUser(t.ctx.app, 'employer', {}, { isEmailVerified: false });
  await completeEmployerProfile(t.ctx.database.db, employer.user.id, 'Unproven Builders');
  return { ...employer, job: await insertJob(t.ctx, employer.user.id) };
}

describe('notification e-mails to an address nobody proved', () => {
  it('sends the new-application e-mail to a verified employer and not to an unverified one', async () => {
    const verified = await employerWithJob(t.ctx);
    const unverified = await unverifiedEmployerWithJob();
    const worker = await completeWorker(t.ctx);
    await apply(worker, verified.job.id);
    await apply(worker, unverified.job.id);
    await t.ctx.app.outbox.deliverDue(t.now);

    expect(notificationsTo(verified.user.email).map((message) => message.subject)).toEqual(['New application for Pipeline Welder']);
    expect(notificationsTo(unverified.user.email)).toEqual([]);
    // Account e-mails still go: the link that proves the address.
    expect(t.inbox.to(unverified.user.email).map((message) => message.subject)).toEqual([VERIFICATION_SUBJECT]);

    // Once verified, the next application's e-mail arrives.
    await verifyByLink(unverified.user.email);
    await apply(await completeWorker(t.ctx), unverified.job.id);
    await t.ctx.app.outbox.deliverDue(t.now);
    expect(notificationsTo(unverified.user.email)).toHaveLength(1);
  });

  it('sends no status e-mail to an unverified worker; a verified one gets it', async () => {
    const employer = await employerWithJob(t.ctx);
    const verified = await completeWorker(t.ctx);
    const unverified = await completeWorker(t.ctx, { isEmailVerified: false });
    for (const worker of [verified, unverified]) {
      const application = await apply(worker, employer.job.id);
      const moved = await injectAs(t.ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status: 'reviewed' });
      expect(moved.statusCode).toBe(200);
    }
    // Status e-mails wait a minute for a later change to replace them.
    await t.ctx.app.outbox.deliverDue(new Date(t.now.getTime() + 2 * MINUTE_MS));
    expect(notificationsTo(verified.user.email)).toHaveLength(1);
    expect(notificationsTo(unverified.user.email)).toEqual([]);
  });

  it("queues no job alert for an unverified worker's saved search until the address is verified", async () => {
    const employer = await registerUser(t.ctx.app, 'employer');
    await completeEmployerProfile(t.ctx.database.db, employer.user.id, 'Bayou Pipe Co');
    const verified = await registerUser(t.ctx.app, 'worker');
    const unverified = await registerUser(t.ctx.app, 'worker', {}, { isEmailVerified: false });
    for (const worker of [verified, unverified]) {
      const saved = await injectAs(t.ctx.app, worker).post('/api/saved-searches', {
        name: 'Boilermakers',
        q: 'boilermaker',
        frequency: 'instant',
      });
      expect(saved.statusCode).toBe(201);
    }
    const post = (title: string) =>
      insertJob(t.ctx, employer.user.id, {
        title,
        postedAt: new Date(t.now.getTime() + 10_000),
        expiresAt: new Date(t.now.getTime() + 30 * 24 * 60 * MINUTE_MS),
      });
    const tick = async (ms: number) => {
      t.now = new Date(t.now.getTime() + ms);
      await t.ctx.app.scheduler.runDue(t.now);
      await t.ctx.app.outbox.deliverDue(t.now);
    };

    await post('Boilermaker');
    await tick(40_000);
    expect(notificationsTo(verified.user.email).map((message) => message.subject)).toEqual(['1 new job for "Boilermakers"']);
    expect(notificationsTo(unverified.user.email)).toEqual([]);

    await verifyByLink(unverified.user.email);
    await post('Boilermaker Foreman');
    await tick(60_000);
    expect(notificationsTo(unverified.user.email)).toHaveLength(1);
  });

  it('refuses an employer e-mailing a candidate whose address is unverified, and queues nothing', async () => {
    const employer = await employerWithJob(t.ctx);
    const worker = await completeWorker(t.ctx, { isEmailVerified: false });
    const application = await apply(worker, employer.job.id);
    const response = await injectAs(t.ctx.app, employer).post(`/api/applications/${application.id}/contact`, {
      subject: 'Next steps',
      message: 'Can you come by on Friday?',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.candidateEmailUnverified));
    await t.ctx.app.outbox.deliverDue(t.now);
    expect(notificationsTo(worker.user.email)).toEqual([]);
  });
});
