import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  dataDir,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  readLatestMail,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

// Issue 55, the employer on a phone: WhatsApp / Text on an applicant's card only for a channel the worker turned
// on, each member's facts on a crew's card, and a hired worker's start date moved from his card.

/** The code in the newest text the e2e server (which has no provider keys) wrote for `phone` under DATA_DIR/messages. */
async function readLatestCode(phone: string): Promise<string> {
  const folder = path.join(dataDir(), 'messages');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { to: string; body: string };
      if (text.to === phone) {
        const code = /\d{6}/.exec(text.body)?.[0];
        if (code) return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no text to ${phone}`);
}

let phoneCounter = 0;
/** A number of its own (exchange 200-999) as the worker types it, and its E.164 form. */
function uniquePhone() {
  const digits = String(2_000_000 + ((Date.now() + (phoneCounter += 7919)) % 8_000_000));
  return { typed: `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`, e164: `+1555${digits}` };
}

/** A complete worker who verified his number by SMS code and turned these channels on for his applications' news. */
async function workerWithChannels(firstName: string, channels: { sms: boolean; whatsapp: boolean }) {
  const phone = uniquePhone();
  const worker = await createCompleteWorker({ firstName, phone: phone.typed });
  await api('POST', '/api/phone-verification', worker.token, { phone: phone.e164, channel: 'sms' });
  await api('POST', '/api/phone-verification/confirm', worker.token, { code: await readLatestCode(phone.e164) });
  await api('PUT', '/api/notification-preferences', worker.token, {
    preferences: [{ type: 'application_status', enabled: true, frequency: 'instant', channels: { email: true, push: false, ...channels } }],
  });
  return { ...worker, phone: phone.e164 };
}

async function employerJob(title: string, extra: Record<string, unknown> = {}) {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  const job = await api<{ id: string }>('POST', '/api/jobs', session.token, {
    title,
    industry: 'oilgas',
    description: 'Fit and weld pipe on a new gathering line near Dallas.',
    location: 'Dallas, TX',
    jobType: 'full-time',
    ...extra,
  });
  return { employer, session, job };
}

/** The newest e-mail to `email` whose subject names `words`, waiting up to 15 s for the outbox to send it. */
async function mailAbout(email: string, words: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = await readLatestMail(email);
    if (mail.subject?.includes(words)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail about ${words} to ${email}`);
}

async function expectTapHeight(link: Locator) {
  const box = (await link.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
}

async function expectPhoneScreen(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the employer on a phone (375 px)', () => {
  it('offers WhatsApp and Text only for the channels each worker turned on, to his E.164 number, in English and Spanish', async () => {
    const suffix = Date.now().toString(36);
    const title = `Phone Contact Welder ${suffix}`;
    const { employer, session, job } = await employerJob(title);
    const both = await workerWithChannels('Ana', { sms: true, whatsapp: true });
    const smsOnly = await workerWithChannels('Beto', { sms: true, whatsapp: false });
    const none = await createCompleteWorker({ firstName: 'Ciro' });
    for (const worker of [both, smsOnly, none]) await api('POST', '/api/applications', worker.token, { jobId: job.id });

    for (const language of ['en', 'es'] as const) {
      const words =
        language === 'en'
          ? { whatsapp: 'WhatsApp', whatsappTo: 'WhatsApp', sms: 'Text', smsTo: 'Text' }
          : { whatsapp: 'WhatsApp', whatsappTo: 'WhatsApp a', sms: 'SMS', smsTo: 'Enviar SMS a' };
      // The dashboard speaks the account's language.
      await api('PATCH', '/api/auth/me', session.token, { language });
      const { context, page } = await newPage({ locale: language });
      await loginAsEmployer(page, employer.email, employer.password, language);
      await page.goto('/employer-dashboard?tab=candidates');
      const cardOf = (worker: { name: string }) => page.getByTestId('candidate-card').filter({ hasText: worker.name });
      await cardOf(none).waitFor();

      const whatsapp = cardOf(both).getByRole('link', { name: `${words.whatsappTo} ${both.name}` });
      const text = cardOf(both).getByRole('link', { name: `${words.smsTo} ${both.name}` });
      expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/${both.phone.slice(1)}`);
      expect(await text.getAttribute('href')).toBe(`sms:${both.phone}`);
      expect((await whatsapp.innerText()).trim()).toBe(words.whatsapp);
      expect((await text.innerText()).trim()).toBe(words.sms);
      await expectTapHeight(whatsapp);
      await expectTapHeight(text);

      // SMS only: the Text link and no WhatsApp; neither channel: neither link.
      const smsLink = cardOf(smsOnly).getByTestId('applicant-sms');
      expect(await smsLink.getAttribute('href')).toBe(`sms:${smsOnly.phone}`);
      await expectTapHeight(smsLink);
      expect(await cardOf(smsOnly).getByTestId('applicant-whatsapp').count()).toBe(0);
      expect(await cardOf(none).getByTestId('applicant-whatsapp').count()).toBe(0);
      expect(await cardOf(none).getByTestId('applicant-sms').count()).toBe(0);
      await expectPhoneScreen(page);
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/employer-phone-links-${language}.png` });
      await context.close();
    }
  });

  it('shows each crew member’s trade, years, miles, credentials held and language on the crew’s card, in Spanish', async () => {
    const suffix = Date.now().toString(36);
    const crewName = `Cuadrilla Datos ${suffix}`;
    // A job of three positions (a crew applies only where more than one is open), then its two required credentials.
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const { jobs } = await api<{ jobs: Array<{ id: string }> }>('POST', '/api/jobs/bulk-from-estimate', session.token, {
      industry: 'oilgas',
      location: 'Dallas, TX',
      workerBreakdown: { welder: 3 },
      selectedRoles: ['welder'],
    });
    const job = jobs[0]!;
    await api('PUT', `/api/jobs/${job.id}`, session.token, {
      title: `Crew Facts Welder ${suffix}`,
      industry: 'oilgas',
      description: 'Fit and weld pipe on a new gathering line near Dallas.',
      location: 'Dallas, TX',
      jobType: 'full-time',
      requiredCredentials: ['osha-10-construction', 'twic'],
    });
    const foreman = await createCompleteWorker({ firstName: 'Marco', yearsExperience: '3' });
    const member = await createCompleteWorker({ firstName: 'Teo', location: 'Dallas, TX' });
    await api('PATCH', '/api/auth/me', member.token, { language: 'es' });
    const crew = await api<{ id: string }>('POST', '/api/crews', foreman.token, {
      name: crewName,
      trades: ['welder'],
      homeBase: 'Houston, TX',
      travelRadiusMiles: 300,
      availability: 'immediate',
    });
    await api('POST', `/api/crews/${crew.id}/invitations`, foreman.token, { email: member.email });
    const mail = await mailAbout(member.email, crewName);
    const token = /\/crew-invitations\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeTruthy();
    await api('POST', `/api/crew-invitations/${token}/accept`, member.token);
    await api('POST', '/api/applications', foreman.token, { jobId: job.id, crewId: crew.id, memberIds: [foreman.userId, member.userId] });
    await api('PATCH', '/api/auth/me', session.token, { language: 'es' });

    const { context, page } = await newPage({ locale: 'es' });
    await loginAsEmployer(page, employer.email, employer.password, 'es');
    await page.goto('/employer-dashboard?tab=candidates');
    const card = page.getByTestId('crew-applicant-card').filter({ hasText: crewName });
    await card.waitFor();
    const foremanFacts = card.getByRole('list', { name: `Datos clave: ${foreman.name}` });
    for (const fact of ['Soldador', '3-5 años', /A \d+ mi del trabajo/, '0 de 2 credenciales requeridas', 'Inglés']) {
      await foremanFacts.getByText(fact).waitFor();
    }
    const memberFacts = card.getByRole('list', { name: `Datos clave: ${member.name}` });
    for (const fact of ['Soldador', 'A 0 mi del trabajo', '0 de 2 credenciales requeridas', 'Español']) {
      await memberFacts.getByText(fact).waitFor();
    }
    await expectPhoneScreen(page);
    if (process.env.E2E_SHOTS) await card.screenshot({ path: `${process.env.E2E_SHOTS}/crew-member-facts-375-es.png` });
    await context.close();
  });

  it('moves a hired worker’s start date from his card; the worker’s application shows the new day (English)', async () => {
    const suffix = Date.now().toString(36);
    const title = `Start Move Welder ${suffix}`;
    const { employer, session, job } = await employerJob(title);
    const worker = await createCompleteWorker({ firstName: 'Dario' });
    const applied = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId: job.id });
    const day = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await api('PATCH', `/api/applications/${applied.id}/status`, session.token, { status: 'accepted', startDate: day(9) });
    const shown = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
        new Date(`${iso}T00:00:00Z`),
      );

    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=candidates');
    const card = page.getByTestId('candidate-card').filter({ hasText: worker.name });
    await card.getByText(`Starts ${shown(day(9))}`).waitFor();
    const change = card.getByRole('button', { name: `Change start date for ${worker.name}` });
    await expectTapHeight(change);
    await change.click();
    const dialog = page.getByRole('dialog', { name: `Change start date for ${worker.name}` });
    await dialog.getByText('The worker gets the new day by text and e-mail', { exact: false }).waitFor();
    await dialog.getByLabel('Start date').fill(day(16));
    await expectPhoneScreen(page);
    await dialog.getByRole('button', { name: 'Save start date' }).click();
    await toast(page, 'Start date changed').waitFor();
    await card.getByText(`Starts ${shown(day(16))}`).waitFor();
    await context.close();

    const seen = await newPage();
    await loginAsWorker(seen.page, worker.email, worker.password);
    await seen.page.goto('/worker-dashboard?tab=applications');
    const application = seen.page.getByTestId('application-card').filter({ hasText: title });
    await application
      .getByTestId('application-start-date')
      .getByText(`Starts ${shown(day(16))}`)
      .waitFor();
    await seen.context.close();
  });
});
