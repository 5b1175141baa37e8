import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@core/reviews/schemas';
import { FIELD_MESSAGES } from '@core/shared/messages';
import { formatPhone } from '@core/shared/phone';
import { WORK_HISTORY_MESSAGES, type WorkHistoryEntry, type WorkHistoryList } from '@core/work-history/schemas';
import { emailOutbox } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { startFakeTwilio } from '../../test/fake-twilio';
import { completeWorker } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { uniquePhone } from '../channels/test-helpers';
import { applicationFor } from '../reviews/test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let now = new Date();

beforeAll(async () => {
  twilio = await startFakeTwilio();
  ctx = await createTestApp(twilio.env, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

let emailCounter = 0;
const contactEmail = () => `foreman${(emailCounter += 1)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const entryBody = (overrides: object = {}) => ({
  employerName: 'Bayou Steel Erectors',
  trade: 'Structural Welder',
  startDate: '2023-03-01',
  endDate: '2024-06-30',
  contactName: 'Dana Boudreaux',
  contactEmail: contactEmail(),
  ...overrides,
});
const addEntry = async (caller: Caller, body: object = entryBody()) => {
  const response = await injectAs(ctx.app, caller).post('/api/work-history', body);
  if (response.statusCode !== 201) throw new Error(`not added: ${response.body}`);
  return response.json() as WorkHistoryEntry;
};
const historyOf = (caller: Caller, workerId: string) => injectAs(ctx.app, caller).get(`/api/workers/${workerId}/work-history`);
const requestLink = (caller: Caller, entryId: string, body: object = { channel: 'email', language: 'en' }) =>
  injectAs(ctx.app, caller).post(`/api/work-history/${entryId}/confirmation-requests`, body);
/** The token of the last link e-mailed to this address. */
async function linkTokenTo(address: string) {
  const mails = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, address), eq(emailOutbox.kind, 'work_history_confirmation')));
  const match = mails.at(-1)?.body.match(/work-history-confirmations\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error('no link');
  return { token: match[1]!, mail: mails.at(-1)! };
}

describe('the work history on a worker’s profile', () => {
  it('lists each hire on CrewBridge as a verified entry, and the entries the worker added', async () => {
    const { worker, employer, job } = await applicationFor(ctx, now);
    const added = await addEntry(worker);
    expect(added).toMatchObject({ source: 'added', isVerifiedHire: false, confirmation: null, contact: { name: 'Dana Boudreaux' } });

    const own = (await historyOf(worker, worker.user.id)).json() as WorkHistoryList;
    const today = now.toISOString().slice(0, 10);
    expect(own.entries).toEqual([
      expect.objectContaining({ id: added.id, source: 'added', startDate: '2023-03-01', endDate: '2024-06-30' }),
      expect.objectContaining({
        source: 'hire',
        isVerifiedHire: true,
        trade: 'Pipeline Welder',
        startDate: today,
        endDate: null,
        contact: null,
      }),
    ]);

    // The job closes: the hire ends.
    await ctx.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job.id));
    const asEmployer = (await historyOf(employer, worker.user.id)).json() as WorkHistoryList;
    expect(asEmployer.entries.find((entry) => entry.source === 'hire')?.endDate).toBe(today);
    // An employer sees the entry, not the contact the worker named.
    expect(asEmployer.entries.find((entry) => entry.id === added.id)?.contact).toBeNull();
  });

  it('answers 403 to another worker and to an employer he never applied to, 401 signed out', async () => {
    const worker = await completeWorker(ctx);
    const stranger = await registerUser(ctx.app, 'employer');
    const other = await registerUser(ctx.app, 'worker');
    for (const caller of [stranger, other]) {
      const response = await historyOf(caller, worker.user.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(WORK_HISTORY_MESSAGES.historyPrivate));
    }
    expect((await historyOf(null, worker.user.id)).statusCode).toBe(401);
    expect((await historyOf(worker, 'not-a-uuid')).json()).toEqual(errorBody(REVIEW_MESSAGES.workerNotFound));
  });

  it('refuses an entry without a contact, with dates out of order or malformed, or from an employer', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const cases: [object, string][] = [
      [entryBody({ contactEmail: undefined }), WORK_HISTORY_MESSAGES.contactRequired],
      [entryBody({ endDate: '2022-01-01' }), WORK_HISTORY_MESSAGES.endBeforeStart],
      [entryBody({ startDate: '2023-02-30' }), WORK_HISTORY_MESSAGES.dateInvalid],
      [entryBody({ employerName: ' ' }), WORK_HISTORY_MESSAGES.employerNameRequired],
      [entryBody({ contactPhone: '12' }), FIELD_MESSAGES.phoneInvalid],
      [entryBody({ contactPhone: '+44 20 7946 0958' }), WORK_HISTORY_MESSAGES.contactPhoneNotUs],
    ];
    for (const [body, message] of cases) {
      const response = await injectAs(ctx.app, worker).post('/api/work-history', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody(message));
    }
    const employer = await registerUser(ctx.app, 'employer');
    expect((await injectAs(ctx.app, employer).post('/api/work-history', entryBody())).statusCode).toBe(403);
  });

  it('lets the worker delete his entry; anyone else gets 404', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const other = await registerUser(ctx.app, 'worker');
    const entry = await addEntry(worker);
    expect((await injectAs(ctx.app, other).delete(`/api/work-history/${entry.id}`)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, worker).delete(`/api/work-history/${entry.id}`)).statusCode).toBe(204);
    expect(((await historyOf(worker, worker.user.id)).json() as WorkHistoryList).entries).toEqual([]);
  });
});

describe('POST /api/work-history/{id}/confirmation-requests and the link', () => {
  it('e-mails the contact a one-time link in the chosen language; confirming puts "Confirmed by" on the entry; a second use is 409', async () => {
    const worker = await registerUser(ctx.app, 'worker', { firstName: 'Luis', lastName: 'Mena' });
    const address = contactEmail();
    const entry = await addEntry(worker, entryBody({ contactEmail: address }));
    const sent = await requestLink(worker, entry.id, { channel: 'email', language: 'es' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      message: WORK_HISTORY_MESSAGES.requestSent,
      expiresAt: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
    });
    const { token, mail } = await linkTokenTo(address);
    expect(mail.subject).toBe('Luis Mena le pide confirmar su trabajo en Bayou Steel Erectors');
    // The page opens in the contact's language.
    expect(mail.body).toContain(`/work-history-confirmations/${token}?lang=es`);
    // Until the contact answers, the worker (and only he) sees the entry awaiting confirmation.
    const waiting = ((await historyOf(worker, worker.user.id)).json() as WorkHistoryList).entries[0];
    expect(waiting?.contact?.awaitingUntil).toBe(new Date(now.getTime() + 14 * DAY_MS).toISOString());

    const preview = await injectAs(ctx.app, null).get(`/api/work-history-confirmations/${token}`);
    expect(preview.json()).toMatchObject({ workerName: 'Luis Mena', trade: 'Structural Welder', language: 'es', state: 'pending' });

    const confirmed = await injectAs(ctx.app, null).post(`/api/work-history-confirmations/${token}`, {
      action: 'confirm',
      confirmerName: 'Dana Boudreaux',
    });
    expect(confirmed.statusCode).toBe(200);
    const [shown] = ((await historyOf(worker, worker.user.id)).json() as WorkHistoryList).entries;
    expect(shown?.confirmation).toEqual({
      name: 'Dana Boudreaux',
      company: 'Bayou Steel Erectors',
      confirmedAt: now.toISOString(),
      wasCorrected: false,
      note: null,
    });

    const again = await injectAs(ctx.app, null).post(`/api/work-history-confirmations/${token}`, {
      action: 'confirm',
      confirmerName: 'Dana',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(WORK_HISTORY_MESSAGES.linkUsed));
    expect((await injectAs(ctx.app, null).get(`/api/work-history-confirmations/${token}`)).json()).toMatchObject({ state: 'used' });
    expect((await requestLink(worker, entry.id)).statusCode).toBe(409);
    expect(((await historyOf(worker, worker.user.id)).json() as WorkHistoryList).entries[0]?.contact?.awaitingUntil).toBeNull();
  });

  it('writes a catalogue trade in the contact’s language, and takes a form’s blank end date and e-mail as none', async () => {
    const worker = await registerUser(ctx.app, 'worker', { firstName: 'Luis', lastName: 'Mena' });
    const phone = uniquePhone();
    const entry = await addEntry(
      worker,
      entryBody({ trade: 'pipeline-welder', endDate: '', contactEmail: '', contactPhone: formatPhone(phone) }),
    );
    expect(entry).toMatchObject({ trade: 'pipeline-welder', endDate: null, contact: { email: null, awaitingUntil: null } });
    expect((await requestLink(worker, entry.id, { channel: 'sms', language: 'es' })).statusCode).toBe(201);
    const text = twilio.sent.find((sms) => sms.body.includes('Soldador de tuberías'))?.body ?? '';
    expect(text).toMatch(/^CrewBridge: Luis Mena le pide confirmar su trabajo como Soldador de tuberías en Bayou Steel Erectors/);
    expect(text).toMatch(/work-history-confirmations\/[A-Za-z0-9_-]{43}\?lang=es/);
  });

  it('takes a correction: the corrected values replace the worker’s and the entry says it was corrected', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const address = contactEmail();
    const entry = await addEntry(worker, entryBody({ contactEmail: address }));
    expect((await requestLink(worker, entry.id)).statusCode).toBe(201);
    const { token } = await linkTokenTo(address);
    const answer = (body: object) => injectAs(ctx.app, null).post(`/api/work-history-confirmations/${token}`, body);
    expect((await answer({ action: 'correct', confirmerName: 'Dana' })).json()).toEqual(
      errorBody(WORK_HISTORY_MESSAGES.correctionRequired),
    );
    expect((await answer({ action: 'approve', confirmerName: 'Dana' })).statusCode).toBe(400);
    expect((await answer({ action: 'correct', confirmerName: 'Dana', correction: { endDate: '2020-01-01' } })).json()).toEqual(
      errorBody(WORK_HISTORY_MESSAGES.endBeforeStart),
    );
    const corrected = await answer({
      action: 'correct',
      confirmerName: 'Dana Boudreaux',
      company: 'Bayou Steel Erectors LLC',
      correction: { trade: 'Welder Helper', endDate: '2023-12-15', note: 'Helper, not lead welder.' },
    });
    expect(corrected.statusCode).toBe(200);
    const [shown] = ((await historyOf(worker, worker.user.id)).json() as WorkHistoryList).entries;
    expect(shown).toMatchObject({
      trade: 'Welder Helper',
      endDate: '2023-12-15',
      confirmation: { name: 'Dana Boudreaux', company: 'Bayou Steel Erectors LLC', wasCorrected: true, note: 'Helper, not lead welder.' },
    });
  });

  it('takes one of two answers sent at the same moment; the other is 409', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const address = contactEmail();
    const entry = await addEntry(worker, entryBody({ contactEmail: address }));
    expect((await requestLink(worker, entry.id)).statusCode).toBe(201);
    const { token } = await linkTokenTo(address);
    const answers = await Promise.all([
      injectAs(ctx.app, null).post(`/api/work-history-confirmations/${token}`, { action: 'confirm', confirmerName: 'Dana' }),
      injectAs(ctx.app, null).post(`/api/work-history-confirmations/${token}`, {
        action: 'correct',
        confirmerName: 'Dana',
        correction: { trade: 'Fitter' },
      }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('texts a US number; a link answers 410 after 14 days and 404 when forged', async () => {
    const worker = await registerUser(ctx.app, 'worker', { firstName: 'Luis', lastName: 'Mena' });
    const phone = uniquePhone();
    const entry = await addEntry(worker, entryBody({ contactEmail: undefined, contactPhone: phone }));
    expect((await requestLink(worker, entry.id, { channel: 'email', language: 'en' })).json()).toEqual(
      errorBody(WORK_HISTORY_MESSAGES.channelWithoutAddress),
    );
    expect((await requestLink(worker, entry.id, { channel: 'sms', language: 'en' })).statusCode).toBe(201);
    const text = twilio.sent.find((sms) => sms.to === phone)?.body ?? '';
    expect(text).toMatch(/^CrewBridge: Luis Mena asks you to confirm their work as Structural Welder at Bayou Steel Erectors/);
    const token = text.match(/work-history-confirmations\/([A-Za-z0-9_-]{43})/)?.[1];

    now = new Date(now.getTime() + 14 * DAY_MS);
    const late = await injectAs(ctx.app, null).post(`/api/work-history-confirmations/${token}`, {
      action: 'confirm',
      confirmerName: 'Dana',
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual(errorBody(WORK_HISTORY_MESSAGES.linkExpired));
    expect((await injectAs(ctx.app, null).get(`/api/work-history-confirmations/forged-token`)).statusCode).toBe(404);
  });

  it('refuses another worker’s entry (404), a bad channel or language (400), and pauses a worker past the day’s cap (429)', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const other = await registerUser(ctx.app, 'worker');
    const entry = await addEntry(worker);
    expect((await requestLink(other, entry.id)).statusCode).toBe(404);
    expect((await requestLink(worker, entry.id, { channel: 'fax', language: 'en' })).json()).toEqual(
      errorBody(WORK_HISTORY_MESSAGES.channelInvalid),
    );
    expect((await requestLink(worker, entry.id, { channel: 'email', language: 'fr' })).json()).toEqual(
      errorBody(WORK_HISTORY_MESSAGES.languageInvalid),
    );
    const answers = await Promise.all(Array.from({ length: 12 }, () => requestLink(worker, entry.id)));
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(10);
    const paused = answers.filter((response) => response.statusCode === 429);
    expect(paused).toHaveLength(2);
    expect(paused[0]!.json()).toEqual(errorBody(WORK_HISTORY_MESSAGES.requestsPaused));
  });
});
