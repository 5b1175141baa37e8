import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { INTERVIEW_MESSAGES } from '@core/interviews/schemas';
import { interviews } from '../../db/schema/applications';
import type { UserEvent } from '../../lib/event-bus';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
import { errorBody } from '../../test/error-body';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function appliedPair() {
  const employer = await employerWithJob(ctx, 'Gulf Rigging Co');
  const worker = await completeWorker(ctx);
  const response = await injectAs(ctx.app, worker).post('/api/applications', { jobId: employer.job.id });
  expect(response.statusCode).toBe(201);
  return { employer, worker, applicationId: (response.json() as { id: string }).id };
}

const videoInterview = {
  type: 'video',
  date: '2030-05-14',
  time: '09:30',
  meetingLink: 'https://zoom.us/j/123456',
  notes: 'Bring your welding cert',
};

describe('POST /api/applications/{id}/interview', () => {
  it('stores a video interview, moves the application to interview and tells the worker', async () => {
    const { employer, worker, applicationId } = await appliedPair();
    const received: UserEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe((event) => received.push(event));
    const response = await injectAs(ctx.app, employer).post(`/api/applications/${applicationId}/interview`, {
      ...videoInterview,
      timezoneOffsetMinutes: 300,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Interview scheduled!',
      interview: {
        applicationId,
        type: 'video',
        scheduledAt: '2030-05-14T14:30:00.000Z',
        durationMinutes: 60,
        meetingLink: 'https://zoom.us/j/123456',
        meetingPlatform: 'zoom',
        notes: 'Bring your welding cert',
        location: null,
      },
    });
    // LISTEN/NOTIFY (PostgreSQL) delivers asynchronously and not necessarily in publish order, so the
    // employer's application.created of the set-up may still arrive after subscribing: the worker's are checked.
    await vi.waitFor(() =>
      expect(
        received
          .filter((e) => e.userId === worker.user.id)
          .map((e) => [e.userId, e.type])
          .sort(),
      ).toEqual([
        [worker.user.id, 'application.status'],
        [worker.user.id, 'interview.scheduled'],
      ]),
    );
    unsubscribe();

    const workerView = (await injectAs(ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`)).json();
    expect(workerView[0].status).toBe('interview');
    expect(workerView[0].interviews).toHaveLength(1);
    const employerView = (await injectAs(ctx.app, employer).get('/api/employer/applications')).json();
    expect(employerView[0].interviews[0].scheduledAt).toBe('2030-05-14T14:30:00.000Z');
  });

  it('stores in-person and phone interviews', async () => {
    const { employer, applicationId } = await appliedPair();
    const inPerson = await injectAs(ctx.app, employer).post(`/api/applications/${applicationId}/interview`, {
      type: 'in-person',
      date: '2030-06-01',
      time: '14:00',
      location: 'Yard 3, 100 Main St, Houston',
    });
    expect(inPerson.statusCode).toBe(201);
    expect(inPerson.json().interview).toMatchObject({ type: 'in-person', location: 'Yard 3, 100 Main St, Houston', meetingPlatform: null });
    const phone = await injectAs(ctx.app, employer).post(`/api/applications/${applicationId}/interview`, {
      type: 'phone',
      date: '2030-06-02',
      time: '08:00',
      meetingPlatform: 'teams',
    });
    expect(phone.statusCode).toBe(201);
  });

  it.each([
    [{ type: 'video', meetingLink: 'https://meet.google.com/x' }, INTERVIEW_MESSAGES.dateTimeRequired],
    [{ type: 'video', date: '2030-05-14', meetingLink: 'https://meet.google.com/x' }, INTERVIEW_MESSAGES.dateTimeRequired],
    [{ type: 'phone', date: '', time: '10:00' }, INTERVIEW_MESSAGES.dateTimeRequired],
    [{ type: 'phone', date: '2030-02-30', time: '10:00' }, INTERVIEW_MESSAGES.dateTimeInvalid],
    [{ type: 'phone', date: '2030-02-10', time: '25:00' }, INTERVIEW_MESSAGES.dateTimeInvalid],
    [{ type: 'video', date: '2030-05-14', time: '09:30' }, INTERVIEW_MESSAGES.meetingLinkRequired],
    [{ type: 'video', date: '2030-05-14', time: '09:30', meetingLink: 'javascript:alert(1)' }, INTERVIEW_MESSAGES.meetingLinkInvalid],
    [
      { ...videoInterview, meetingLink: 'https://zoom.us/j/1\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Pay a fee' },
      INTERVIEW_MESSAGES.meetingLinkControlCharacter,
    ],
    [{ ...videoInterview, meetingLink: 'https://zoom.us/j/1\rX' }, INTERVIEW_MESSAGES.meetingLinkControlCharacter],
    [{ ...videoInterview, meetingLink: 'https://zoom.us/j/\t1' }, INTERVIEW_MESSAGES.meetingLinkControlCharacter],
    [{ ...videoInterview, meetingLink: 'https://zoom.us/j/1\u0085' }, INTERVIEW_MESSAGES.meetingLinkControlCharacter],
    [{ type: 'in-person', date: '2030-05-14', time: '09:30', location: '  ' }, INTERVIEW_MESSAGES.locationRequired],
    [{ date: '2030-05-14', time: '09:30' }, INTERVIEW_MESSAGES.typeRequired],
    [{ type: 'carrier-pigeon', date: '2030-05-14', time: '09:30' }, INTERVIEW_MESSAGES.typeRequired],
    [{ ...videoInterview, meetingPlatform: 'skype' }, INTERVIEW_MESSAGES.platformInvalid],
  ])('rejects %j with 400', async (payload, message) => {
    const { employer, applicationId } = await appliedPair();
    const response = await injectAs(ctx.app, employer).post(`/api/applications/${applicationId}/interview`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(message));
    const list = (await injectAs(ctx.app, employer).get('/api/employer/applications')).json();
    expect(list[0]).toMatchObject({ status: 'pending', interviews: [] });
  });

  it('answers 404 to another employer and 403 to the worker', async () => {
    const { worker, applicationId } = await appliedPair();
    const other = await registerUser(ctx.app, 'employer');
    const response = await injectAs(ctx.app, other).post(`/api/applications/${applicationId}/interview`, videoInterview);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(APPLICATION_MESSAGES.notFound));
    expect((await injectAs(ctx.app, worker).post(`/api/applications/${applicationId}/interview`, videoInterview)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).post(`/api/applications/${applicationId}/interview`, videoInterview)).statusCode).toBe(401);
  });
});

describe('GET /api/interviews/{id}.ics', () => {
  async function scheduled() {
    const pair = await appliedPair();
    const response = await injectAs(ctx.app, pair.employer).post(`/api/applications/${pair.applicationId}/interview`, videoInterview);
    return { ...pair, interviewId: response.json().interview.id as string };
  }

  it('gives the worker and the employer a calendar file', async () => {
    const { employer, worker, interviewId } = await scheduled();
    for (const actor of [worker, employer]) {
      const response = await injectAs(ctx.app, actor).get(`/api/interviews/${interviewId}.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="interview\.ics"/);
      const lines = response.body.replace(/\r\n /g, '').split('\r\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'BEGIN:VEVENT',
          `UID:${interviewId}@crewbridge`,
          'DTSTART:20300514T093000Z',
          'DTEND:20300514T103000Z',
          'SUMMARY:Interview: Pipeline Welder at Gulf Rigging Co',
          'URL:https://zoom.us/j/123456',
          'END:VEVENT',
          'END:VCALENDAR',
        ]),
      );
      expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
      expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Notes: Bring your welding cert');
    }
  });

  it('keeps hostile text (line breaks, a bare CR, control characters, long lines) inside one event, escaped and folded', async () => {
    const injection = '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Wire the fee';
    const employer = await employerWithJob(ctx, `Rig Co${injection}\rX-BARE:1\u0001\u0007\u001b;,\\`);
    const job = await insertJob(ctx, employer.user.id, { title: `Welder${injection}\r${'é'.repeat(80)}` });
    const worker = await completeWorker(ctx);
    const applied = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
    const response = await injectAs(ctx.app, employer).post(`/api/applications/${applied.json().id}/interview`, {
      type: 'in-person',
      date: '2030-05-14',
      time: '09:30',
      location: `Yard 3${injection}\rLOCATION:elsewhere`,
      notes: `Bring ID${injection}\n\rATTACH:https://evil.example/x\u000b\u007f ${'🙂'.repeat(40)}`,
    });
    expect(response.statusCode).toBe(201);
    const interviewId = response.json().interview.id as string;
    // A link stored before links were checked for control characters.
    await ctx.database.db
      .update(interviews)
      .set({ meetingLink: `https://zoom.us/j/1${injection}` })
      .where(eq(interviews.id, interviewId));

    const ics = (await injectAs(ctx.app, worker).get(`/api/interviews/${interviewId}.ics`)).body;
    expect(ics, 'a CR or LF outside a CRLF').not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(ics, 'a control character').not.toMatch(/(?![\t\r\n])\p{Cc}/u);
    for (const line of ics.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const lines = ics.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('END:'))).toEqual(['END:VEVENT', 'END:VCALENDAR']);
    expect(lines.map((line) => /^[A-Z-]+(?=:)/.exec(line)?.[0])).toEqual(
      ['BEGIN', 'VERSION', 'PRODID', 'CALSCALE', 'METHOD', 'BEGIN', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND'].concat([
        'SUMMARY',
        'DESCRIPTION',
        'LOCATION',
        'URL',
        'END',
        'END',
      ]),
    );
    expect(lines).toContain('LOCATION:Yard 3\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Wire the feeLOCATION:elsewhere');
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toContain(
      'at Rig Co\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Wire the feeX-BARE:1\\;\\,\\\\',
    );
    expect(lines).toContain('URL:https://zoom.us/j/1END:VEVENTBEGIN:VEVENTSUMMARY:Wire%20the%20fee');
  });

  it('answers 404 to anyone else and 401 when signed out', async () => {
    const { interviewId } = await scheduled();
    const otherWorker = await completeWorker(ctx);
    const otherEmployer = await registerUser(ctx.app, 'employer');
    for (const actor of [otherWorker, otherEmployer]) {
      const response = await injectAs(ctx.app, actor).get(`/api/interviews/${interviewId}.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(INTERVIEW_MESSAGES.notFound));
    }
    expect((await injectAs(ctx.app, null).get(`/api/interviews/${interviewId}.ics`)).statusCode).toBe(401);
    expect((await injectAs(ctx.app, otherWorker).get('/api/interviews/nope.ics')).statusCode).toBe(404);
  });
});
