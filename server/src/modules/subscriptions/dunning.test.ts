import { and, eq, like } from 'drizzle-orm';
import { placeholderEmail } from '@core/auth/phone-sign-in-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { emailOutbox } from '../../db/schema/applications';
import { channelConsents, channelOutbox } from '../../db/schema/channels';
import { users } from '../../db/schema/auth';
import { paymentMethods, payments, subscriptionPaymentFailures, subscriptions } from '../../db/schema/payments';
import { injectAs } from '../../test/api';
import { buyWithTestCard } from '../../test/factories';
import { startFakeTwilio } from '../../test/fake-twilio';
import { startFakeWhatsapp } from '../../test/fake-whatsapp';
import { createTestApp, createTestAppsSharingDatabase, registerUser, type TestContext } from '../../test/test-app';
import { SIGN_UP_CONSENT_SOURCE, SIGN_UP_CONSENT_WORDS } from '@core/channels/sign-up-consent';
import { givePhone, turnOnChannels, uniquePhone } from '../channels/test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
// Issue 54, failed payments (test mode): a declined renewal is tried again on days 1, 3 and 5, each failure told once
// with the update-card link, and the plan ends after the last. The clock is moved; each runDue is one scheduler tick.
let now = new Date('2026-06-01T15:00:00Z');
const moveClock = (days: number) => {
  now = new Date(now.getTime() + days * DAY_MS);
};
let ctx: TestContext;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  whatsapp = await startFakeWhatsapp();
  ctx = await createTestApp(
    { SESSION_TTL_DAYS: '3650', PHONE_CODES_PER_IP_PER_HOUR: '1000', ...twilio.env, ...whatsapp.env },
    { now: () => now },
  );
});
afterAll(async () => {
  await ctx?.close();
  await twilio?.close();
  await whatsapp?.close();
});

const subscriptionOf = async (app: App, userId: string) =>
  (await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const failuresOf = async (app: App, subscriptionId: string) =>
  (await app.db.select().from(subscriptionPaymentFailures).where(eq(subscriptionPaymentFailures.subscriptionId, subscriptionId))).sort(
    (a, b) => a.attempt - b.attempt,
  );
const dunningMails = (app: App, userId: string) =>
  app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientId, userId), like(emailOutbox.kind, 'subscription_payment_%')));
const renewalsOf = async (app: App, userId: string) =>
  (await app.db.select().from(payments).where(eq(payments.userId, userId))).filter((row) => row.providerRef.startsWith('pi_test_renewal_'));

/**
 * A worker who joined by phone (no mailbox: the placeholder address), in Spanish and Chicago's zone, on the Standard
 * resume plan with an expired card: the renewal fails. `channels` are his billing switches (none: never set).
 */
async function phoneOnlyWorker(app: App, channels?: { sms?: boolean; whatsapp?: boolean }) {
  const worker = await registerUser(app, 'worker', {}, { isEmailVerified: false });
  await buyWithTestCard(app, worker.token, 'standard', 1499);
  await app.db
    .update(users)
    .set({ email: placeholderEmail(worker.user.id), language: 'es', timeZone: 'America/Chicago' })
    .where(eq(users.id, worker.user.id));
  await app.db.update(paymentMethods).set({ expYear: 2020 }).where(eq(paymentMethods.userId, worker.user.id));
  const phone = await givePhone(app.db, worker.user.id, undefined, now);
  if (channels) await turnOnChannels(app.db, worker.user.id, 'billing', channels);
  return { ...worker, phone };
}
const billingTexts = (app: App, userId: string) =>
  app.db
    .select()
    .from(channelOutbox)
    .where(and(eq(channelOutbox.userId, userId), eq(channelOutbox.kind, 'billing')));
const smsTo = (phone: string) => twilio.sent.filter((sms) => sms.to === phone);
const whatsappTo = (phone: string) => whatsapp.sent.filter((message) => message.body.to === phone.slice(1));
const spanishDay = (at: Date) => new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(at);

/** An employer on the monthly bundle whose card is gone when the period ends: the renewal fails. */
async function failingEmployer(app: App = ctx.app) {
  const employer = await registerUser(app, 'employer');
  await buyWithTestCard(app, employer.token, 'subscription', 99900);
  await app.db.delete(paymentMethods).where(eq(paymentMethods.userId, employer.user.id));
  return employer;
}

describe('dunning (test mode)', () => {
  it('retries on days 1, 3 and 5 (nothing before, one each), tells each failure once, then ends the plan with a notice', async () => {
    const employer = await failingEmployer();
    moveClock(31);
    await ctx.app.scheduler.runDue();
    const firstFailedAt = now;
    const sub = await subscriptionOf(ctx.app, employer.user.id);
    expect(sub.status).toBe('past_due');
    expect(await failuresOf(ctx.app, sub.id)).toEqual([
      expect.objectContaining({ attempt: 1, nextAttemptAt: new Date(firstFailedAt.getTime() + DAY_MS) }),
    ]);
    expect((await injectAs(ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      isPastDue: true,
      retryDate: new Date(firstFailedAt.getTime() + DAY_MS).toISOString(),
    });
    const [first] = await dunningMails(ctx.app, employer.user.id);
    expect(first).toMatchObject({ kind: 'subscription_payment_failed', subject: 'Your CrewBridge payment failed' });
    expect(first!.body).toContain("We'll try again on July 3, 2026");
    expect(first!.body).toContain('/checkout?plan=update-payment');

    for (const [day, attempt] of [
      [1, 2],
      [3, 3],
      [5, 4],
    ] as const) {
      now = new Date(firstFailedAt.getTime() + day * DAY_MS - 60_000);
      await ctx.app.scheduler.runDue();
      expect(await failuresOf(ctx.app, sub.id)).toHaveLength(attempt - 1);
      now = new Date(firstFailedAt.getTime() + day * DAY_MS);
      await ctx.app.scheduler.runDue();
      await ctx.app.scheduler.runDue();
      expect(await failuresOf(ctx.app, sub.id)).toHaveLength(attempt);
    }
    expect(await subscriptionOf(ctx.app, employer.user.id)).toMatchObject({ status: 'canceled' });
    const mails = await dunningMails(ctx.app, employer.user.id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'subscription_payment_ended',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
    ]);
    expect((await injectAs(ctx.app, employer).get('/api/employer/subscription')).json()).toMatchObject({
      planName: 'Free Plan',
      isPastDue: false,
    });
    moveClock(10);
    await ctx.app.scheduler.runDue();
    expect(await failuresOf(ctx.app, sub.id)).toHaveLength(4);
    expect(await renewalsOf(ctx.app, employer.user.id)).toEqual([]);
  });

  it('restores the plan with the new period when a retry succeeds; a worker is told in Spanish, linked to add-payment', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    await buyWithTestCard(ctx.app, worker.token, 'standard', 1499);
    await ctx.app.db.update(users).set({ language: 'es' }).where(eq(users.id, worker.user.id));
    const card = (await ctx.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, worker.user.id)))[0]!;
    await ctx.app.db.update(paymentMethods).set({ expYear: 2020 }).where(eq(paymentMethods.id, card.id));
    const first = await subscriptionOf(ctx.app, worker.user.id);
    moveClock(31);
    await ctx.app.scheduler.runDue();
    expect((await subscriptionOf(ctx.app, worker.user.id)).status).toBe('past_due');
    // The bank renewed the card (not through Update card, so the day-1 retry is what charges it).
    await ctx.app.db.update(paymentMethods).set({ expYear: 2033 }).where(eq(paymentMethods.id, card.id));
    moveClock(1);
    await ctx.app.scheduler.runDue();
    expect(await subscriptionOf(ctx.app, worker.user.id)).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: first.currentPeriodEnd,
    });
    expect(await renewalsOf(ctx.app, worker.user.id)).toEqual([expect.objectContaining({ amountCents: 1499, status: 'succeeded' })]);
    expect(await failuresOf(ctx.app, first.id)).toHaveLength(1);
    const [mail] = await dunningMails(ctx.app, worker.user.id);
    expect(mail!.subject).toBe('Su pago de CrewBridge no se realizó');
    expect(mail!.body).toContain('Actualice su tarjeta para conservar su plan.');
    expect(mail!.body).toContain('/checkout?plan=add-payment');
  });

  it('charges the failed period at once when the owner updates the card; nobody else can set that off', async () => {
    const owner = await failingEmployer();
    const other = await failingEmployer();
    const first = await subscriptionOf(ctx.app, owner.user.id);
    moveClock(31);
    await ctx.app.scheduler.runDue();
    expect((await subscriptionOf(ctx.app, owner.user.id)).status).toBe('past_due');

    // Another user saving a card changes only their own plan.
    expect((await injectAs(ctx.app, other).post('/api/payment-methods/test-mode', VISA)).statusCode).toBe(201);
    expect((await subscriptionOf(ctx.app, owner.user.id)).status).toBe('past_due');
    expect(await renewalsOf(ctx.app, owner.user.id)).toEqual([]);

    const saved = await injectAs(ctx.app, owner).post('/api/payment-methods/test-mode', VISA);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ last4: '4242', isDefault: true });
    expect(await subscriptionOf(ctx.app, owner.user.id)).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: first.currentPeriodEnd,
    });
    expect(await renewalsOf(ctx.app, owner.user.id)).toEqual([expect.objectContaining({ amountCents: 99900, status: 'succeeded' })]);
    expect((await injectAs(ctx.app, owner).get('/api/employer/subscription')).json()).toMatchObject({ isPastDue: false, retryDate: null });
    // The day-1 retry finds nothing left to do.
    moveClock(1);
    await ctx.app.scheduler.runDue();
    expect(await renewalsOf(ctx.app, owner.user.id)).toHaveLength(1);
    expect(await failuresOf(ctx.app, first.id)).toHaveLength(1);
  });
});

describe('dunning by text (phone-only worker)', () => {
  it('texts each attempt once by SMS and WhatsApp in Spanish (plan name, local day, Update card link), then the end; no e-mail', async () => {
    const worker = await phoneOnlyWorker(ctx.app, { sms: true, whatsapp: true });
    const silent = await phoneOnlyWorker(ctx.app);
    const switchedOff = await phoneOnlyWorker(ctx.app, { sms: false, whatsapp: false });
    moveClock(31);
    await ctx.app.scheduler.runDue();
    await ctx.app.scheduler.runDue();
    const firstFailedAt = now;
    await ctx.app.channelOutbox.deliverDue(now);
    await ctx.app.channelOutbox.deliverDue(now);

    const [sms] = smsTo(worker.phone);
    expect(smsTo(worker.phone)).toHaveLength(1);
    expect(sms!.body).toContain('Su pago de $14.99 por Plan de currículums Estándar no se realizó.');
    expect(sms!.body).toContain(`Lo intentaremos de nuevo el ${spanishDay(new Date(firstFailedAt.getTime() + DAY_MS))}.`);
    expect(sms!.body).toContain('Actualizar tarjeta: http');
    expect(sms!.body).toContain('/checkout?plan=add-payment');
    expect(sms!.body).not.toContain('Standard');
    // Outside WhatsApp's 24-hour window: the approved update template, in Spanish, the facts its first parameter.
    expect(whatsappTo(worker.phone)).toHaveLength(1);
    const template = whatsappTo(worker.phone)[0]!.body.template as { name: string; language: { code: string }; components: object[] };
    expect(template).toMatchObject({ name: 'crewbridge_update', language: { code: 'es_MX' } });
    expect(JSON.stringify(template.components)).toContain('Plan de currículums Estándar');
    // Nothing is e-mailed to the placeholder address; nothing is texted without (or against) his switches.
    expect(await dunningMails(ctx.app, worker.user.id)).toEqual([]);
    expect(await ctx.app.db.select().from(emailOutbox).where(like(emailOutbox.toEmail, '%@no-email.crewbridge.invalid'))).toEqual([]);
    for (const other of [silent, switchedOff]) {
      expect(await billingTexts(ctx.app, other.user.id)).toEqual([]);
      expect(smsTo(other.phone)).toEqual([]);
      expect((await subscriptionOf(ctx.app, other.user.id)).status).toBe('past_due');
    }

    for (const day of [1, 3, 5]) {
      now = new Date(firstFailedAt.getTime() + day * DAY_MS);
      await ctx.app.scheduler.runDue();
      await ctx.app.scheduler.runDue();
      await ctx.app.channelOutbox.deliverDue(now);
    }
    const texts = smsTo(worker.phone);
    expect(texts).toHaveLength(4);
    expect(texts[3]!.body).toContain('su pago de $14.99 por Plan de currículums Estándar no se realizó, así que su plan terminó.');
    expect(whatsappTo(worker.phone)).toHaveLength(4);
    expect(await dunningMails(ctx.app, worker.user.id)).toEqual([]);
  });
});

/** A worker who signs up through the phone door (the code by `channel`, in Spanish), on the Standard plan with an expired card. */
async function signedUpByPhone(channel: 'sms' | 'whatsapp') {
  const phone = uniquePhone();
  const asVisitor = injectAs(ctx.app, null);
  expect((await asVisitor.post('/api/auth/phone/code', { phone, channel, language: 'es' })).statusCode).toBe(200);
  const sent = channel === 'sms' ? smsTo(phone).at(-1)!.body : JSON.stringify(whatsappTo(phone).at(-1)!.body);
  const code = /\b(\d{6})\b/.exec(sent)![1];
  const joined = await asVisitor.post('/api/auth/phone/sign-in', { phone, code, firstName: 'Rosa', language: 'es' });
  expect(joined.statusCode, joined.body).toBe(200);
  const worker = { token: joined.json().token as string, user: joined.json().user as { id: string } };
  await buyWithTestCard(ctx.app, worker.token, 'standard', 1499);
  await ctx.app.db.update(paymentMethods).set({ expYear: 2020 }).where(eq(paymentMethods.userId, worker.user.id));
  return { ...worker, phone };
}
const billingSwitches = async (token: string) =>
  (await injectAs(ctx.app, token).get('/api/notification-preferences'))
    .json()
    .preferences.find((preference: { type: string }) => preference.type === 'billing').channels;
const dunningWhatsapps = (phone: string) =>
  whatsappTo(phone).filter((message) => (message.body.template as { name?: string } | undefined)?.name === 'crewbridge_update');

// Issue 54/55: dunning reaches a worker by text only through his billing switches. Phone sign-up turns on the channel
// whose code he just entered (consent recorded as the settings switch records it); an e-mail sign-up turns on nothing.
describe('dunning for a worker who signed up by phone', () => {
  it('texts him by the channel he signed up with, and only by it; an e-mail sign-up is not texted', async () => {
    const bySms = await signedUpByPhone('sms');
    const byWhatsapp = await signedUpByPhone('whatsapp');
    const byEmail = await registerUser(ctx.app, 'worker');
    await buyWithTestCard(ctx.app, byEmail.token, 'standard', 1499);
    await ctx.app.db.update(paymentMethods).set({ expYear: 2020 }).where(eq(paymentMethods.userId, byEmail.user.id));
    const emailPhone = await givePhone(ctx.app.db, byEmail.user.id, undefined, now);

    expect(await billingSwitches(bySms.token)).toEqual({ email: true, sms: true, whatsapp: false, push: false });
    expect(await billingSwitches(byWhatsapp.token)).toEqual({ email: true, sms: false, whatsapp: true, push: false });
    expect(await billingSwitches(byEmail.token)).toEqual({ email: true, sms: false, whatsapp: false, push: false });
    const consents = await ctx.app.db.select().from(channelConsents).where(eq(channelConsents.userId, bySms.user.id));
    expect(consents).toEqual([
      expect.objectContaining({
        channel: 'sms',
        type: 'billing',
        granted: true,
        source: SIGN_UP_CONSENT_SOURCE,
        words: SIGN_UP_CONSENT_WORDS.es.sms,
        phone: bySms.phone,
      }),
    ]);
    expect(await ctx.app.db.select().from(channelConsents).where(eq(channelConsents.userId, byEmail.user.id))).toEqual([]);

    moveClock(31);
    await ctx.app.scheduler.runDue();
    await ctx.app.scheduler.runDue();
    await ctx.app.channelOutbox.deliverDue(now);
    await ctx.app.channelOutbox.deliverDue(now);
    const codeTexts = 1;
    expect(smsTo(bySms.phone)).toHaveLength(codeTexts + 1);
    expect(smsTo(bySms.phone).at(-1)!.body).toContain('Su pago de $14.99 por Plan de currículums Estándar no se realizó.');
    expect(dunningWhatsapps(bySms.phone)).toEqual([]);
    expect(dunningWhatsapps(byWhatsapp.phone)).toHaveLength(1);
    expect(smsTo(byWhatsapp.phone)).toEqual([]);
    expect(await billingTexts(ctx.app, byEmail.user.id)).toEqual([]);
    expect(smsTo(emailPhone)).toEqual([]);
    expect(await dunningMails(ctx.app, byEmail.user.id)).toHaveLength(1);

    // He turns it off in settings: the next attempt is not texted.
    const off = await injectAs(ctx.app, bySms.token).put('/api/notification-preferences', {
      preferences: [
        { type: 'billing', enabled: true, frequency: 'instant', channels: { email: true, sms: false, whatsapp: false, push: false } },
      ],
    });
    expect(off.statusCode, off.body).toBe(200);
    moveClock(1);
    await ctx.app.scheduler.runDue();
    await ctx.app.scheduler.runDue();
    await ctx.app.channelOutbox.deliverDue(now);
    expect(smsTo(bySms.phone)).toHaveLength(codeTexts + 1);
    expect(dunningWhatsapps(byWhatsapp.phone)).toHaveLength(2);
  });
});

// Two instances on one PostgreSQL ticking at once: each retry charges (or fails) once and is told once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('dunning across two instances', () => {
  let instances: Awaited<ReturnType<typeof createTestAppsSharingDatabase>>;
  beforeAll(async () => {
    instances = await createTestAppsSharingDatabase(2, { SESSION_TTL_DAYS: '3650', ...twilio.env }, { now: () => now });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('records and tells each attempt once', async () => {
    const [appA, appB] = instances.apps as [App, App];
    const employers = [await failingEmployer(appA), await failingEmployer(appA), await failingEmployer(appA)];
    const worker = await phoneOnlyWorker(appA, { sms: true });
    const tick = () => Promise.all([appA.scheduler.runDue(), appB.scheduler.runDue(), appA.scheduler.runDue(), appB.scheduler.runDue()]);
    moveClock(31);
    await tick();
    moveClock(1);
    await tick();
    for (const employer of employers) {
      const sub = await subscriptionOf(appA, employer.user.id);
      expect((await failuresOf(appA, sub.id)).map((failure) => failure.attempt)).toEqual([1, 2]);
      expect(await dunningMails(appA, employer.user.id)).toHaveLength(2);
    }
    // The phone-only worker's texts: one per attempt, sent once though both instances deliver at once.
    await Promise.all([appA.channelOutbox.deliverDue(now), appB.channelOutbox.deliverDue(now)]);
    expect(await billingTexts(appA, worker.user.id)).toHaveLength(2);
    expect(smsTo(worker.phone)).toHaveLength(2);
    expect(await dunningMails(appA, worker.user.id)).toEqual([]);
  });
});
