import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { incompleteWorkerProfileMessage } from '@core/worker-profile/completeness';
import { applications, emailOutbox } from '../../db/schema/applications';
import { workerProfiles } from '../../db/schema/worker-profile';
import type { UserEvent } from '../../lib/event-bus';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { completeWorker, deleteJob, employerWithJob, insertJob } from '../../test/factories';
import { errorBody } from '../../test/error-body';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Actor = { token: string };

async function apply(worker: Actor, jobId: string, extra: object = {}) {
  return injectAs(ctx.app, worker).post('/api/applications', { jobId, status: 'pending', ...extra });
}

async function appliedPair() {
  const employer = await employerWithJob(ctx);
  const worker = await completeWorker(ctx);
  const response = await apply(worker, employer.job.id, { coverLetter: 'I can start Monday.' });
  expect(response.statusCode).toBe(201);
  return { employer, worker, application: response.json() as { id: string } };
}

describe('POST /api/applications', () => {
  it('creates a pending application with the job, company and location snapshot', async () => {
    const employer = await employerWithJob(ctx, 'Permian Pipe LLC');
    const worker = await completeWorker(ctx);
    const response = await apply(worker, employer.job.id, {
      coverLetter: '  Ten years on pipelines.  ',
      expectedSalary: '85000',
      availability: 'Two weeks',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      jobId: employer.job.id,
      job: { title: 'Pipeline Welder', company: 'Permian Pipe LLC', location: 'Houston, TX' },
      jobRemoved: false,
      status: 'pending',
      coverLetter: 'Ten years on pipelines.',
      expectedSalary: 85000,
      availability: 'Two weeks',
      interviews: [],
    });
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, response.json().id));
    expect(row).toMatchObject({
      employerId: employer.user.id,
      workerId: worker.user.id,
      jobTitle: 'Pipeline Welder',
      companyName: 'Permian Pipe LLC',
      jobLocation: 'Houston, TX',
    });
  });

  it('refuses a second application to the same job with 409 and keeps one row', async () => {
    const { employer, worker } = await appliedPair();
    const again = await apply(worker, employer.job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(APPLICATION_MESSAGES.alreadyApplied, 'applications.already_applied'));
    const rows = await ctx.database.db.select().from(applications).where(eq(applications.workerId, worker.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses two simultaneous applications to one job with a single row', async () => {
    const employer = await employerWithJob(ctx);
    const worker = await completeWorker(ctx);
    const responses = await Promise.all([apply(worker, employer.job.id), apply(worker, employer.job.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await ctx.database.db.select().from(applications).where(eq(applications.workerId, worker.user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a missing job and 400 for an inactive one', async () => {
    const employer = await employerWithJob(ctx);
    const inactive = await insertJob(ctx, employer.user.id, { isActive: false });
    const worker = await completeWorker(ctx);

    const missing = await apply(worker, '6f1c1c9e-8a53-4f0e-9a43-3c1f2b0d9e11');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(APPLICATION_MESSAGES.jobNotFound));

    const closed = await apply(worker, inactive.id);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual(errorBody(APPLICATION_MESSAGES.jobInactive));
  });

  it('refuses a worker without trade, years, phone or location with the missing-fields message, naming only those', async () => {
    const employer = await employerWithJob(ctx);
    const fresh = await registerUser(ctx.app, 'worker');
    const response = await apply(fresh, employer.job.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(incompleteWorkerProfileMessage(['Primary Trade', 'Years of Experience', 'Phone Number', 'Location']));

    await ctx.database.db
      .update(workerProfiles)
      .set({ primaryTrade: 'welder', yearsExperience: '6' })
      .where(eq(workerProfiles.userId, fresh.user.id));
    const noPhone = await apply(fresh, employer.job.id);
    expect(noPhone.statusCode).toBe(403);
    expect(noPhone.json()).toEqual(incompleteWorkerProfileMessage(['Phone Number', 'Location']));
  });

  it('takes a first application with only trade, years, phone and location: bio, industries, authorization and resume come after (issue 55)', async () => {
    const employer = await employerWithJob(ctx);
    const worker = await registerUser(ctx.app, 'worker');
    await ctx.database.db
      .update(workerProfiles)
      .set({ primaryTrade: 'welder', yearsExperience: '6' })
      .where(eq(workerProfiles.userId, worker.user.id));
    const saved = await injectAs(ctx.app, worker).put(`/api/users/${worker.user.id}`, { phone: '(555) 555-0135', location: 'Houston, TX' });
    expect(saved.statusCode).toBe(200);

    const profile = await injectAs(ctx.app, worker).get(`/api/worker-profile/${worker.user.id}`);
    expect(profile.json().completeness).toMatchObject({ isComplete: false, canApply: true, applyMissing: [] });
    expect(profile.json().completeness.missing).toEqual([
      'Work Authorization',
      'Availability',
      'Preferred Industries',
      'Professional Bio',
      'Resume Upload',
    ]);

    const response = await apply(worker, employer.job.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ jobId: employer.job.id, status: 'pending' });

    const noResume = await completeWorker(ctx, { resumeUrl: null });
    expect((await apply(noResume, employer.job.id)).statusCode).toBe(201);
  });

  it("answers the missing-fields refusal for the signed-in worker only: another worker's complete profile does not let them apply", async () => {
    const employer = await employerWithJob(ctx);
    await completeWorker(ctx);
    const fresh = await registerUser(ctx.app, 'worker');
    expect((await apply(fresh, employer.job.id)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, employer).post('/api/applications', { jobId: employer.job.id, status: 'pending' })).statusCode).toBe(
      403,
    );
  });

  it.each([
    [{}, APPLICATION_MESSAGES.jobRequired],
    [{ jobId: 'nope' }, APPLICATION_MESSAGES.jobRequired],
    [{ jobId: '6f1c1c9e-8a53-4f0e-9a43-3c1f2b0d9e11', status: 'accepted' }, APPLICATION_MESSAGES.onlyPending],
    [{ jobId: '6f1c1c9e-8a53-4f0e-9a43-3c1f2b0d9e11', expectedSalary: -1 }, APPLICATION_MESSAGES.expectedSalaryInvalid],
    [{ jobId: '6f1c1c9e-8a53-4f0e-9a43-3c1f2b0d9e11', expectedSalary: 'lots' }, APPLICATION_MESSAGES.expectedSalaryInvalid],
  ])('rejects %j with 400', async (payload, message) => {
    const worker = await completeWorker(ctx);
    const response = await injectAs(ctx.app, worker).post('/api/applications', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(message));
  });

  it('is for signed-in workers only', async () => {
    const employer = await employerWithJob(ctx);
    expect((await injectAs(ctx.app, null).post('/api/applications', { jobId: employer.job.id })).statusCode).toBe(401);
    expect((await apply(employer, employer.job.id)).statusCode).toBe(403);
  });
});

describe('GET /api/worker/{userId}/applications', () => {
  it('lists the worker their own applications, newest first, and shows removed jobs from the snapshot', async () => {
    const first = await employerWithJob(ctx, 'First Co');
    const second = await employerWithJob(ctx, 'Second Co');
    const worker = await completeWorker(ctx);
    await apply(worker, first.job.id);
    await apply(worker, second.job.id);
    await deleteJob(ctx, first.job.id);

    const response = await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ jobId: second.job.id, job: { company: 'Second Co' }, jobRemoved: false });
    expect(list[1]).toMatchObject({
      jobId: null,
      job: { title: 'Pipeline Welder', company: 'First Co', location: 'Houston, TX' },
      jobRemoved: true,
      status: 'pending',
    });
    expect(typeof list[1].appliedAt).toBe('string');
  });

  it("answers 403 for another worker's list and for employers", async () => {
    const { worker, employer } = await appliedPair();
    const other = await completeWorker(ctx);
    const response = await injectAs(ctx.app, other).get(`/api/worker/${worker.user.id}/applications`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.notYourApplications));
    expect((await injectAs(ctx.app, employer).get(`/api/worker/${worker.user.id}/applications`)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).get(`/api/worker/${worker.user.id}/applications`)).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/applications/{id}', () => {
  it('updates the cover letter, expected salary and availability; blank salary becomes null', async () => {
    const { worker, application } = await appliedPair();
    const response = await injectAs(ctx.app, worker).put(`/api/applications/${application.id}`, {
      coverLetter: 'Updated letter',
      expectedSalary: 72000,
      availability: 'Immediately',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ coverLetter: 'Updated letter', expectedSalary: 72000, availability: 'Immediately' });

    const cleared = await injectAs(ctx.app, worker).put(`/api/applications/${application.id}`, { expectedSalary: '' });
    expect(cleared.json()).toMatchObject({ coverLetter: 'Updated letter', expectedSalary: null });
  });

  it.each([[-5], [12.5], ['12k'], [true]])('rejects expectedSalary %j', async (expectedSalary) => {
    const { worker, application } = await appliedPair();
    const response = await injectAs(ctx.app, worker).put(`/api/applications/${application.id}`, { expectedSalary });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.expectedSalaryInvalid));
  });

  it('answers 404 to another worker and to a malformed id, and changes nothing', async () => {
    const { worker, application } = await appliedPair();
    const other = await completeWorker(ctx);
    for (const [method, url] of [
      ['PUT', `/api/applications/${application.id}`],
      ['DELETE', `/api/applications/${application.id}`],
      ['PUT', '/api/applications/not-a-uuid'],
      ['DELETE', '/api/applications/not-a-uuid'],
    ] as const) {
      const response = await injectAs(ctx.app, other).send(method, url, { coverLetter: 'hijack' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.notFound));
    }
    const list = await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`);
    expect(list.json()[0].coverLetter).toBe('I can start Monday.');
  });

  it('deletes the worker own application', async () => {
    const { worker, application } = await appliedPair();
    const response = await injectAs(ctx.app, worker).delete(`/api/applications/${application.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: APPLICATION_MESSAGES.deleted });
    expect((await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`)).json()).toEqual([]);
  });

  it('keeps employers off the worker routes', async () => {
    const { employer, application } = await appliedPair();
    expect((await injectAs(ctx.app, employer).put(`/api/applications/${application.id}`, {})).statusCode).toBe(403);
    expect((await injectAs(ctx.app, employer).delete(`/api/applications/${application.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/employer/applications', () => {
  it("lists every application to the employer's jobs with the worker and profile, newest first", async () => {
    const { employer, worker, application } = await appliedPair();
    const secondJob = await insertJob(ctx, employer.user.id, { title: 'Rig Welder' });
    const secondWorker = await completeWorker(ctx);
    await apply(secondWorker, secondJob.id);
    const outsider = await employerWithJob(ctx);
    await apply(worker, outsider.job.id);

    const response = await injectAs(ctx.app, employer).get('/api/employer/applications');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((a: { jobTitle: string }) => a.jobTitle)).toEqual(['Rig Welder', 'Pipeline Welder']);
    expect(list[1]).toMatchObject({
      id: application.id,
      status: 'pending',
      coverLetter: 'I can start Monday.',
      worker: { id: worker.user.id, email: worker.user.email },
      workerProfile: {
        firstName: 'Dana',
        lastName: 'Welds',
        phone: '555-0100',
        location: 'Houston, TX',
        experienceLevel: '5-10',
        bio: 'Pipeline welder with rig experience.',
        skills: ['TIG', 'MIG'],
        resumeUrl: '/objects/uploads/resume-1.pdf',
        primaryTrade: 'welder',
      },
      interviews: [],
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it('is empty for another employer and closed to workers', async () => {
    const { worker } = await appliedPair();
    const other = await registerUser(ctx.app, 'employer');
    expect((await injectAs(ctx.app, other).get('/api/employer/applications')).json()).toEqual([]);
    expect((await injectAs(ctx.app, worker).get('/api/employer/applications')).statusCode).toBe(403);
  });
});

describe('PATCH /api/applications/{id}/status', () => {
  it('moves the application through the pipeline, tells the worker, and the worker sees it', async () => {
    const { employer, worker, application } = await appliedPair();
    const received: UserEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe((event) => received.push(event));

    for (const status of ['reviewed', 'interview', 'accepted', 'rejected', 'pending'] as const) {
      const response = await injectAs(ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: application.id, status });
    }
    // LISTEN/NOTIFY (PostgreSQL) delivers asynchronously.
    const statusEvents = () => received.filter((e) => e.userId === worker.user.id && e.type === 'application.status');
    await vi.waitFor(() => expect(statusEvents()).toHaveLength(5));
    unsubscribe();
    expect(statusEvents().map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ applicationId: application.id, status: 'reviewed', jobTitle: 'Pipeline Welder' }),
    );
    const list = await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`);
    expect(list.json()[0].status).toBe('pending');
  });

  it('rejects an unknown status', async () => {
    const { employer, application } = await appliedPair();
    const response = await injectAs(ctx.app, employer).patch(`/api/applications/${application.id}/status`, { status: 'hired' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.statusInvalid));
  });

  it('answers 404 to another employer and 403 to the worker', async () => {
    const { worker, application } = await appliedPair();
    const other = await registerUser(ctx.app, 'employer');
    const response = await injectAs(ctx.app, other).patch(`/api/applications/${application.id}/status`, { status: 'accepted' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.notFound));
    expect((await injectAs(ctx.app, worker).patch(`/api/applications/${application.id}/status`, { status: 'accepted' })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/applications/{id}/resume', () => {
  it("returns the candidate's resume URL to the employer applied to", async () => {
    const { employer, application } = await appliedPair();
    const response = await injectAs(ctx.app, employer).get(`/api/applications/${application.id}/resume`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resumeUrl: '/objects/uploads/resume-1.pdf' });
  });

  it('answers 404 Resume URL not available when the worker has since removed it', async () => {
    const { employer, worker, application } = await appliedPair();
    await ctx.database.db.update(workerProfiles).set({ resumeUrl: null }).where(eq(workerProfiles.userId, worker.user.id));
    const response = await injectAs(ctx.app, employer).get(`/api/applications/${application.id}/resume`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.resumeNotAvailable));
  });

  it('answers 404 to another employer and 403 to a worker', async () => {
    const { worker, application } = await appliedPair();
    const other = await registerUser(ctx.app, 'employer');
    const response = await injectAs(ctx.app, other).get(`/api/applications/${application.id}/resume`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.notFound));
    expect((await injectAs(ctx.app, worker).get(`/api/applications/${application.id}/resume`)).statusCode).toBe(403);
  });
});

describe('POST /api/applications/{id}/contact', () => {
  it('queues an e-mail to the candidate by default', async () => {
    const { employer, worker, application } = await appliedPair();
    const response = await injectAs(ctx.app, employer).post(`/api/applications/${application.id}/contact`, {
      subject: 'Next steps',
      message: 'Can you come by on Friday?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: APPLICATION_MESSAGES.messageQueued, contactMethod: 'email' });
    const rows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.applicationId, application.id), eq(emailOutbox.kind, 'candidate_contact')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toEmail: worker.user.email,
      replyTo: 'hiring@gulf.example.com',
      subject: 'Next steps',
      status: 'queued',
      senderId: employer.user.id,
    });
    expect(rows[0]!.body).toContain('Can you come by on Friday?');
    expect(rows[0]!.body).toContain('Gulf Rigging Co sent this message through CrewBridge about your application for Pipeline Welder.');
  });

  it("signs the e-mail in the candidate's language, the employer's words as written", async () => {
    const { employer, worker, application } = await appliedPair();
    expect((await injectAs(ctx.app, worker).patch('/api/auth/me', { language: 'es' })).statusCode).toBe(200);
    await injectAs(ctx.app, employer).post(`/api/applications/${application.id}/contact`, { subject: 'Next steps', message: 'Friday?' });
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.applicationId, application.id), eq(emailOutbox.kind, 'candidate_contact')));
    expect(row).toMatchObject({ subject: 'Next steps' });
    expect(row!.body).toBe('Friday?\n\n--\nGulf Rigging Co le envió este mensaje por CrewBridge sobre su solicitud para Pipeline Welder.');
  });

  it('starts a conversation with the candidate when internal', async () => {
    const { employer, worker, application } = await appliedPair();
    const response = await injectAs(ctx.app, employer).post(`/api/applications/${application.id}/contact`, {
      subject: 'Interview',
      message: 'Are you free Tuesday?',
      contactMethod: 'internal',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: APPLICATION_MESSAGES.messageSent, contactMethod: 'internal' });
    expect(body.conversationId).toEqual(expect.any(String));

    const again = await injectAs(ctx.app, employer).post(`/api/applications/${application.id}/contact`, {
      subject: 'Follow-up',
      message: 'Any news?',
      contactMethod: 'internal',
    });
    expect(again.json().conversationId).toBe(body.conversationId);
    const conversations = await injectAs(ctx.app, worker).get('/api/conversations');
    expect(conversations.statusCode).toBe(200);
    expect(JSON.stringify(conversations.json())).toContain(body.conversationId);
  });

  it.each([
    [{ message: 'Hello' }, APPLICATION_MESSAGES.subjectRequired],
    [{ subject: '   ', message: 'Hello' }, APPLICATION_MESSAGES.subjectRequired],
    [{ subject: 'Hi' }, APPLICATION_MESSAGES.messageRequired],
    [{ subject: 'Hi', message: '' }, APPLICATION_MESSAGES.messageRequired],
    [{ subject: 'Hi', message: 'Hello', contactMethod: 'fax' }, APPLICATION_MESSAGES.contactMethodInvalid],
  ])('rejects %j with 400', async (payload, message) => {
    const { employer, application } = await appliedPair();
    const response = await injectAs(ctx.app, employer).post(`/api/applications/${application.id}/contact`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(message));
  });

  it('answers 404 to another employer and 403 to a worker', async () => {
    const { worker, application } = await appliedPair();
    const other = await registerUser(ctx.app, 'employer');
    const payload = { subject: 'Hi', message: 'Hello' };
    expect((await injectAs(ctx.app, other).post(`/api/applications/${application.id}/contact`, payload)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, worker).post(`/api/applications/${application.id}/contact`, payload)).statusCode).toBe(403);
    const rows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.applicationId, application.id), eq(emailOutbox.kind, 'candidate_contact')));
    expect(rows).toHaveLength(0);
  });
});
