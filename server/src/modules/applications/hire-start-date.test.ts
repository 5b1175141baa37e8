import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { START_DATE_MESSAGES } from '@core/applications/start-date';
import type { EmployerApplication, WorkerApplication } from '@core/applications/schemas';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { completeWorker, employerWithJob } from '../../test/factories';
import { useMailTestApp } from '../../test/mail-test-app';
import { registerUser } from '../../test/test-app';

// Issue 55: "Hire" names the worker's first day, not in the past of the employer's time zone; the worker's
// application and the hire's e-mail state it.

const t = useMailTestApp();
const MINUTE_MS = 60_000;

async function hiringSetUp() {
  // 08:00 UTC on Dec 1 is still Nov 30 in Honolulu, the employer's zone.
  t.now = new Date('2026-12-01T08:00:00Z');
  const employer = await employerWithJob(t.ctx);
  await t.ctx.database.db.update(users).set({ timeZone: 'Pacific/Honolulu' }).where(eq(users.id, employer.user.id));
  const worker = await completeWorker(t.ctx);
  const applied = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: employer.job.id });
  expect(applied.statusCode).toBe(201);
  const applicationId = applied.json().id as string;
  const hire = (body: Record<string, unknown>, as: Parameters<typeof injectAs>[1] = employer) =>
    injectAs(t.ctx.app, as).patch(`/api/applications/${applicationId}/status`, body);
  return { employer, worker, applicationId, hire };
}

describe('hiring with a start date', () => {
  it('stores the first day, shows it to the employer and the worker, and the hire e-mail states it', async () => {
    const { worker, applicationId, hire } = await hiringSetUp();
    // Today in Honolulu (Nov 30) is not the past, though it is Dec 1 in UTC.
    const hired = await hire({ status: 'accepted', startDate: '2026-11-30' });
    expect(hired.statusCode).toBe(200);
    expect((hired.json() as EmployerApplication).startDate).toBe('2026-11-30');
    t.now = new Date(t.now.getTime() + 2 * MINUTE_MS);
    await t.ctx.app.outbox.deliverDue();
    const [mail] = t.inbox.to(worker.user.email).filter((message) => message.subject?.startsWith('Your application for'));
    expect(mail?.text).toContain('You start on Mon, Nov 30, 2026.');

    // A new first day for the hired worker is saved (his application shows it).
    const moved = await hire({ status: 'accepted', startDate: '2026-12-07' });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as EmployerApplication).startDate).toBe('2026-12-07');

    const mine = await injectAs(t.ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as WorkerApplication[]).find((application) => application.id === applicationId)!.startDate).toBe('2026-12-07');
  });

  it('forgets the first day when the hire is undone, so the worker no longer reads it', async () => {
    const { worker, applicationId, hire } = await hiringSetUp();
    expect((await hire({ status: 'accepted', startDate: '2026-12-07' })).statusCode).toBe(200);
    const undone = await hire({ status: 'reviewed' });
    expect((undone.json() as EmployerApplication).startDate).toBeNull();
    const mine = (await injectAs(t.ctx.app, worker).get(`/api/worker/${worker.user.id}/applications`)).json() as WorkerApplication[];
    expect(mine.find((application) => application.id === applicationId)!.startDate).toBeNull();
  });

  it('refuses a past day, a malformed day and a day without a hire with 400, leaving the application as it was', async () => {
    const { hire } = await hiringSetUp();
    const past = await hire({ status: 'accepted', startDate: '2026-11-29' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual(errorBody(START_DATE_MESSAGES.past));
    for (const startDate of ['2026-02-30', '12/07/2026', 'tomorrow', 20261207]) {
      const malformed = await hire({ status: 'accepted', startDate });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ message: START_DATE_MESSAGES.invalid });
    }
    const notHiring = await hire({ status: 'reviewed', startDate: '2026-12-07' });
    expect(notHiring.statusCode).toBe(400);
    expect(notHiring.json()).toEqual(errorBody(START_DATE_MESSAGES.onlyWhenHired));
    const unchanged = await hire({ status: 'pending' });
    expect((unchanged.json() as EmployerApplication).startDate).toBeNull();
  });

  it('answers 404 to another employer and 403 to the worker, even with a past day', async () => {
    const { worker, hire } = await hiringSetUp();
    const other = await registerUser(t.ctx.app, 'employer');
    expect((await hire({ status: 'accepted', startDate: '2026-12-07' }, other)).statusCode).toBe(404);
    expect((await hire({ status: 'accepted', startDate: '2020-01-01' }, other)).statusCode).toBe(404);
    expect((await hire({ status: 'accepted', startDate: '2026-12-07' }, worker)).statusCode).toBe(403);
  });
});
