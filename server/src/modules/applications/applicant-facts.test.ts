import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerApplication, EmployerApplicationsPage } from '@core/applications/schemas';
import type { CrewApplicationResponse } from '@core/crews/schemas';
import { users } from '../../db/schema/auth';
import { certifications } from '../../db/schema/career';
import { userPhones } from '../../db/schema/channels';
import { notificationPreferences } from '../../db/schema/notifications';
import { injectAs, type Caller } from '../../test/api';
import { completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { addMember, createCrew } from '../crews/test-helpers';

// Issue 55: the applicant card's facts (miles to the job, language) and the WhatsApp / SMS number only for the
// channels the worker turned on with a verified phone.

let ctx: TestContext;
const now = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = '+18325550147';

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await ctx.close();
});

async function turnOn(userId: string, channels: { sms: boolean; whatsapp: boolean }, type = 'application_status') {
  await ctx.database.db.insert(notificationPreferences).values({ userId, type, channels: { email: true, push: false, ...channels } });
}

const verifyPhone = (userId: string, values: Partial<typeof userPhones.$inferInsert> = {}) =>
  ctx.database.db.insert(userPhones).values({ userId, phone: PHONE, verifiedAt: now, ...values });

async function applicantsOf(employer: Caller): Promise<EmployerApplication[]> {
  const response = await injectAs(ctx.app, employer).get('/api/employer/applications?limit=20');
  expect(response.statusCode).toBe(200);
  return (response.json() as EmployerApplicationsPage).applications;
}

describe('applicant facts and contact channels', () => {
  it('gives the miles to the job, the language, and a number only per channel turned on with a verified phone', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const job = await insertJob(ctx, employer.user.id, { location: 'Dallas, TX', expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
    const texting = await completeWorker(ctx);
    const unverified = await completeWorker(ctx);
    const silent = await completeWorker(ctx);
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, texting.user.id));
    // WhatsApp on; SMS on but STOPped; a second type repeats WhatsApp (still one number, one row).
    await verifyPhone(texting.user.id, { smsOptedOutAt: now });
    await turnOn(texting.user.id, { sms: true, whatsapp: true });
    await turnOn(texting.user.id, { sms: false, whatsapp: true }, 'interview_scheduled');
    // Channels on but no verified phone: no number.
    await turnOn(unverified.user.id, { sms: true, whatsapp: true });
    // A verified phone but no channel on: no number.
    await verifyPhone(silent.user.id);
    await turnOn(silent.user.id, { sms: false, whatsapp: false });
    for (const worker of [texting, unverified, silent]) {
      expect((await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id })).statusCode).toBe(201);
    }

    const byWorker = new Map((await applicantsOf(employer)).map((application) => [application.worker.id, application]));
    const first = byWorker.get(texting.user.id)!;
    expect(first.facts.language).toBe('es');
    // Houston to Dallas is about 225 miles as the crow flies.
    expect(first.facts.distanceMiles).toBeGreaterThan(200);
    expect(first.facts.distanceMiles).toBeLessThan(250);
    expect(first.contact).toEqual({ whatsapp: PHONE, sms: null });
    expect(byWorker.get(unverified.user.id)!.contact).toEqual({ whatsapp: null, sms: null });
    expect(byWorker.get(silent.user.id)!.contact).toEqual({ whatsapp: null, sms: null });
    expect(byWorker.get(silent.user.id)!.facts.language).toBe('en');
    expect(JSON.stringify(byWorker.get(silent.user.id)!.contact)).not.toContain(PHONE);
  });

  it('gives each crew member his own facts on the crew, in the same answer, even when his row is not on the page', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const job = await insertJob(ctx, employer.user.id, {
      title: 'Crew Facts Rigging',
      location: 'Dallas, TX',
      positions: 3,
      requiredCredentials: ['twic', 'osha-10'],
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    });
    const foreman = await completeWorker(ctx);
    const member = await completeWorker(ctx);
    await ctx.database.db.update(users).set({ language: 'es', location: 'Dallas, TX' }).where(eq(users.id, member.user.id));
    await ctx.database.db.insert(certifications).values({
      userId: member.user.id,
      certificationName: 'TWIC',
      certifyingBody: 'TSA',
      industry: 'oilgas',
      status: 'earned',
      credentialId: 'twic',
    });
    const crew = await createCrew(ctx.app, foreman);
    await addMember(ctx.app, foreman, crew.id, member);
    const applied = await injectAs(ctx.app, foreman).post('/api/applications', {
      jobId: job.id,
      crewId: crew.id,
      memberIds: [foreman.user.id, member.user.id],
    });
    expect(applied.statusCode).toBe(201);
    expect((applied.json() as CrewApplicationResponse).applications).toHaveLength(2);

    const response = await injectAs(ctx.app, employer).get('/api/employer/applications?limit=1');
    const [row] = (response.json() as EmployerApplicationsPage).applications;
    const facts = new Map(row!.crew!.members.map((entry) => [entry.userId, entry.facts]));
    // Houston (the foreman's place) to Dallas about 225 miles; the member lives in Dallas.
    expect(facts.get(foreman.user.id)).toMatchObject({ experienceLevel: '5-10', credentialsHeld: 0, language: 'en' });
    expect(facts.get(foreman.user.id)!.distanceMiles).toBeGreaterThan(200);
    expect(facts.get(member.user.id)).toEqual({ experienceLevel: '5-10', distanceMiles: 0, credentialsHeld: 1, language: 'es' });
    expect(row!.requiredCredentials).toHaveLength(2);
  });

  it('shows another employer nothing of these applicants', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    expect(await applicantsOf(employer)).toEqual([]);
  });
});
