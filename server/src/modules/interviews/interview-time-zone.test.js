import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { TIME_ZONE_MESSAGES } from '@core/shared/time-zone';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { useMailTestApp } from '../../test/mail-test-app';
import { registerUser } from '../../test/test-app';
import { completeWorker, employerWithJob, insertJob } from '../../test/factories';
const t = useMailTestApp();
/** Schedules a phone interview at `utc` (the employer's browser at UTC) and returns the worker's invitation e-mail. */
async function invitationAt(worker, utc, jobLocation = 'Houston, TX') {
    const employer = await employerWithJob(t.ctx);
    const job = await insertJob(t.ctx, employer.user.id, { location: jobLocation });
    const applied = await injectAs(t.ctx.app, worker).post('/api/applications', { jobId: job.id });
    expect(applied.statusCode).toBe(201);
    const [date, time] = [utc.slice(0, 10), utc.slice(11, 16)];
    const scheduled = await injectAs(t.ctx.app, employer).post(`/api/applications/${applied.json().id}/interview`, {
        type: 'phone',
        date,
        time,
    });
    expect(scheduled.statusCode).toBe(201);
    await t.ctx.app.outbox.deliverDue();
    const invitation = t.inbox.to(worker.user.email).find((message) => /^(Interview|Entrevista)/.test(message.subject ?? ''));
    // Unfolded (RFC 5545 3.1), so a line reads whole.
    const ics = invitation.attachments[0].content.toString().replace(/\r\n /g, '');
    return { text: invitation.text ?? '', ics, interviewId: scheduled.json().interview.id };
}
const setTimeZone = (caller, timeZone) => injectAs(t.ctx.app, caller).patch('/api/auth/me', { timeZone });
describe("interview times in the reader's zone", () => {
    it('reads 20:00 UTC as 2:00 PM CST in the e-mail and the calendar description of a worker in Chicago', async () => {
        const worker = await completeWorker(t.ctx);
        expect((await setTimeZone(worker, 'America/Chicago')).json().user.timeZone).toBe('America/Chicago');
        const { text, ics, interviewId } = await invitationAt(worker, '2026-12-01T20:00');
        expect(text).toContain('Pipeline Welder: Tue, Dec 1, 2026, 2:00 PM CST.');
        expect(text).not.toContain('UTC');
        // The event itself stays in UTC, as RFC 5545 wants; the description's commas are escaped.
        expect(ics).toContain('DTSTART:20261201T200000Z');
        expect(ics).toContain('DESCRIPTION:When: Tue\\, Dec 1\\, 2026\\, 2:00 PM CST\\nPhone interview');
        const download = await injectAs(t.ctx.app, worker).get(`/api/interviews/${interviewId}.ics`);
        expect(download.body.replace(/\r\n /g, '')).toContain('When: Tue\\, Dec 1\\, 2026\\, 2:00 PM CST');
    });
    it('says it in US Spanish to a worker who chose Spanish, and reads a July date as CDT', async () => {
        const worker = await completeWorker(t.ctx);
        await injectAs(t.ctx.app, worker).patch('/api/auth/me', { language: 'es', timeZone: 'America/Chicago' });
        const december = await invitationAt(worker, '2026-12-01T20:00');
        expect(december.text).toContain('Pipeline Welder: mar, 1 de dic de 2026, 2:00 p.m. CST.');
        expect(december.ics).toContain('DESCRIPTION:Cuándo: mar\\, 1 de dic de 2026\\, 2:00 p.m. CST');
        t.inbox.clear();
        const july = await invitationAt(worker, '2026-07-01T20:00');
        expect(july.text).toContain('mié, 1 de jul de 2026, 3:00 p.m. CDT');
    });
    it("falls back to the job's place when the worker's browser never said, then to the worker's place", async () => {
        const worker = await completeWorker(t.ctx);
        expect((await injectAs(t.ctx.app, worker).get('/api/auth/me')).json().user.timeZone).toBeNull();
        expect((await invitationAt(worker, '2026-12-01T20:00', 'Denver, CO')).text).toContain('1:00 PM MST');
        t.inbox.clear();
        // A job with no state to read: the worker's own place (Houston).
        expect((await invitationAt(worker, '2026-12-02T20:00', 'Remote')).text).toContain('2:00 PM CST');
    });
});
describe('saving the browser time zone', () => {
    it('keeps the zone sent at sign-up and updates it at sign-in', async () => {
        const worker = await registerUser(t.ctx.app, 'worker', { timeZone: 'America/Denver' });
        expect((await injectAs(t.ctx.app, worker).get('/api/auth/me')).json().user.timeZone).toBe('America/Denver');
        const login = await injectAs(t.ctx.app, null).post('/api/auth/login', {
            email: worker.user.email,
            password: worker.password,
            timeZone: 'America/New_York',
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().user.timeZone).toBe('America/New_York');
        // A sign-in without one keeps the saved zone.
        const plain = await injectAs(t.ctx.app, null).post('/api/auth/login', { email: worker.user.email, password: worker.password });
        expect(plain.json().user.timeZone).toBe('America/New_York');
    });
    it.each([['Mars/Olympus'], [''], [42], ['x'.repeat(200)]])('refuses the zone %j with 400 and keeps the saved one', async (zone) => {
        const worker = await registerUser(t.ctx.app, 'worker', { timeZone: 'America/Chicago' });
        const response = await setTimeZone(worker, zone);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(TIME_ZONE_MESSAGES.invalid));
        const login = await injectAs(t.ctx.app, null).post('/api/auth/login', {
            email: worker.user.email,
            password: worker.password,
            timeZone: zone,
        });
        expect(login.statusCode).toBe(400);
        expect((await injectAs(t.ctx.app, worker).get('/api/auth/me')).json().user.timeZone).toBe('America/Chicago');
    });
    it('changes only the caller and refuses a signed-out visitor', async () => {
        const worker = await registerUser(t.ctx.app, 'worker', { timeZone: 'America/Chicago' });
        const other = await registerUser(t.ctx.app, 'worker', { timeZone: 'America/Denver' });
        await setTimeZone(worker, 'America/Los_Angeles');
        expect((await injectAs(t.ctx.app, other).get('/api/auth/me')).json().user.timeZone).toBe('America/Denver');
        const response = await setTimeZone(null, 'America/Chicago');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.notSignedIn));
    });
});
