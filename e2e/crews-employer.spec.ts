import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  loginAsEmployer,
  newPage,
  readLatestMail,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

const DEMO_CREW = 'Gulf Coast Interiors Crew';
const DEMO_CREW_JOB = 'Drywall Installer';

type Applicant = { id: string; status: string; jobTitle: string; crew: { name: string; members: { applicationId: string }[] } | null };

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\(`) });
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Nothing wider than the phone and no serious axe-core finding, once the screen has settled. */
async function expectPhoneScreen(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await scrollWidth(page), where).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), where).toEqual([]);
}

async function demoCrewApplications() {
  const { token } = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  const applicants = await api<Applicant[]>('GET', '/api/employer/applications', token);
  return { token, rows: applicants.filter((applicant) => applicant.crew?.name === DEMO_CREW && applicant.jobTitle === DEMO_CREW_JOB) };
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

/** A crew of one carpenter in Houston, listed as looking for work (formed through the API, as its foreman would). */
async function listedCarpenterCrew(name: string) {
  const foreman = await createCompleteWorker({ firstName: 'Rosa', primaryTrade: 'carpenter', location: 'Houston, TX' });
  await api('POST', '/api/crews', foreman.token, {
    name,
    trades: ['carpenter'],
    homeBase: 'Houston, TX',
    travelRadiusMiles: 200,
    availability: 'immediate',
  });
  return foreman;
}

/** A crew of two (the foreman and a member who accepted his e-mailed link) that applied to `jobId` together. */
async function crewOfTwoApplied(jobId: string, crewName: string) {
  const foreman = await createCompleteWorker({ firstName: 'Marco', primaryTrade: 'carpenter' });
  const member = await createCompleteWorker({ firstName: 'Teo', primaryTrade: 'carpenter' });
  const crew = await api<{ id: string }>('POST', '/api/crews', foreman.token, {
    name: crewName,
    trades: ['carpenter'],
    homeBase: 'Houston, TX',
    travelRadiusMiles: 100,
    availability: 'immediate',
  });
  await api('POST', `/api/crews/${crew.id}/invitations`, foreman.token, { email: member.email });
  const mail = await mailAbout(member.email, crewName);
  const token = /\/crew-invitations\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
  await api('POST', `/api/crew-invitations/${token}/accept`, member.token);
  await api('POST', '/api/applications', foreman.token, { jobId, crewId: crew.id, memberIds: [foreman.userId, member.userId] });
}

// The seeded crew goes back to the stage the seed gave it, so the journeys after this file find it as seeded.
afterAll(async () => {
  const { token, rows } = await demoCrewApplications();
  if (rows.length > 0)
    await api('POST', '/api/employer/applications/bulk-status', token, { applicationIds: rows.map((row) => row.id), status: 'reviewed' });
  await api('PATCH', '/api/auth/me', token, { language: 'en' });
});

describe('crews for employers', () => {
  it('the demo employer sees the seeded crew as one applicant, moves it on the board and hires it', async () => {
    const { context, page } = await newPage({ width: 1280, height: 3000 });
    await loginAsEmployer(page);
    await page.goto('/employer-dashboard?tab=candidates');
    const card = page.getByTestId('crew-applicant-card').filter({ hasText: DEMO_CREW });
    await card.waitFor();
    // Three members, one card: the crew's name, members with trades, the foreman's contact.
    expect(await card.count()).toBe(1);
    await card.getByText('Crew of 3').waitFor();
    await card.getByText('Jamal Carter', { exact: true }).first().waitFor();
    await card.getByRole('link', { name: 'jamal.carter@example.com' }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Select ${DEMO_CREW}` }).count()).toBe(1);

    // On the board the crew is one card too; its Move to control moves every member.
    await page.getByRole('button', { name: 'Board' }).click();
    const boardCard = (stage: string) => column(page, stage).getByTestId('crew-pipeline-card').filter({ hasText: DEMO_CREW });
    await boardCard('Reviewed').waitFor();
    await page.getByLabel(`Move ${DEMO_CREW} to`).selectOption('interview');
    await toast(page, 'Status updated').waitFor();
    await boardCard('Interview').waitFor();
    await boardCard('Reviewed').waitFor({ state: 'detached' });
    expect((await demoCrewApplications()).rows.map((row) => row.status)).toEqual(['interview', 'interview', 'interview']);

    // Hire: every member, after a confirmation that says how many positions it uses and asks the first day (issue 55).
    await page.getByRole('button', { name: 'List' }).click();
    await card.getByRole('button', { name: 'Hire the crew (3 members)' }).click();
    const dialog = page.getByRole('dialog', { name: `Hire ${DEMO_CREW}?` });
    await dialog.getByText('This uses 3 of the job’s open positions.', { exact: false }).waitFor();
    const day = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const shown = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    await dialog.getByLabel('Start date').fill(day(10));
    await dialog.getByRole('button', { name: 'Hire 3 members' }).click();
    await toast(page, 'Crew hired').waitFor();
    await card.getByRole('button', { name: 'Crew hired' }).waitFor();
    await card
      .getByTestId('crew-start-date')
      .getByText(`Starts ${shown(day(10))}`)
      .waitFor();
    expect((await demoCrewApplications()).rows.map((row) => row.status)).toEqual(['accepted', 'accepted', 'accepted']);

    // The crew's first day moves for every member, each told the new day.
    await card.getByRole('button', { name: `Change start date for ${DEMO_CREW}` }).click();
    const change = page.getByRole('dialog', { name: `Change start date for ${DEMO_CREW}` });
    await change.getByLabel('Start date').fill(day(17));
    await change.getByRole('button', { name: 'Save start date' }).click();
    await toast(page, 'Start date changed').waitFor();
    await card
      .getByTestId('crew-start-date')
      .getByText(`Starts ${shown(day(17))}`)
      .waitFor();
    const { token: demoToken } = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    const hired = await api<Array<{ crew: { name: string } | null; jobTitle: string; startDate: string | null }>>(
      'GET',
      '/api/employer/applications',
      demoToken,
    );
    expect(hired.filter((row) => row.crew?.name === DEMO_CREW && row.jobTitle === DEMO_CREW_JOB).map((row) => row.startDate)).toEqual([
      day(17),
      day(17),
      day(17),
    ]);

    // One conversation with the whole crew, opened from its card.
    await card.getByRole('button', { name: `Message crew ${DEMO_CREW}` }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'messages' && url.searchParams.has('conversation'));
    const thread = page.getByRole('region', { name: DEMO_CREW });
    await thread.getByText('Crew', { exact: true }).waitFor();
    await thread.getByLabel('Message', { exact: true }).waitFor();
    await context.close();
  });

  it('searches crews in the Crews tab, and from an estimate’s crew plan finds a crew and invites it to a job', async () => {
    const crewName = `Bayou Framing Crew ${Date.now().toString(36)}`;
    const foreman = await listedCarpenterCrew(crewName);
    const { context, page } = await newPage();
    await loginAsEmployer(page);

    await page.goto('/employer-dashboard?tab=crews');
    await page.getByRole('heading', { name: 'Crews', exact: true, level: 2 }).waitFor();
    // Bad input is refused before anything is sent, in the server's own words.
    await page.getByLabel('Minimum crew size').fill('99');
    await page.getByRole('button', { name: 'Search crews' }).click();
    await page.getByText('Minimum size must be a whole number from 1 to 50.').waitFor();
    await page.getByLabel('Minimum crew size').fill('1');
    await page.getByLabel('Trade', { exact: true }).selectOption('carpenter');
    await page.getByLabel('Near', { exact: true }).fill('Houston, TX');
    await page.getByLabel('Near', { exact: true }).press('Escape');
    await page.getByLabel('Within', { exact: true }).selectOption('100');
    await page.getByRole('button', { name: 'Search crews' }).click();
    const found = page.getByTestId('employer-crew-card').filter({ hasText: crewName });
    await found.waitFor();
    await found.getByText('Carpenter: 1').waitFor();
    await expectPhoneScreen(page, 'crew search');

    // The estimator's crew plan (advanced mode: the demo employer holds a Subscription Bundle) links to the crews that fit it.
    await page.goto('/employer-dashboard?tab=estimator');
    await page.getByRole('button', { name: 'Advanced Mode', exact: true }).click();
    await page.getByLabel('Industry').selectOption('construction');
    await page.getByLabel('Project size').selectOption('medium');
    await page.getByLabel('Project location').fill('Houst');
    await page.getByRole('listbox').getByRole('option', { name: 'Houston, TX' }).click();
    await page.getByLabel('Timeline').selectOption('5-12');
    await page.getByRole('button', { name: 'Calculate Estimate' }).click();
    await page.getByRole('link', { name: 'Find crews for this plan' }).click();
    await page.getByRole('heading', { name: 'Crews for your estimate’s plan' }).waitFor();
    const plan = page.getByRole('region', { name: 'Crews for your estimate’s plan' });
    await plan.getByText('Near Houston, TX').waitFor();
    await plan.getByText('No crew trade for: General Laborer').waitFor();
    const match = plan.getByTestId('employer-crew-card').filter({ hasText: crewName });
    await match
      .getByTestId('crew-plan-coverage')
      .getByText(/^Covers 1 of \d trades/)
      .waitFor();

    await match.getByRole('button', { name: `Invite ${crewName} to apply` }).click();
    const dialog = page.getByRole('dialog', { name: `Invite ${crewName} to apply` });
    await dialog.getByLabel('Job').selectOption({ label: `${DEMO_CREW_JOB} · Dallas, TX · 4 positions` });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, 'Crew invited').waitFor();
    const mail = await mailAbout(foreman.email, crewName);
    expect(mail.subject).toContain(`invites your crew ${crewName} to apply for ${DEMO_CREW_JOB}`);
    expect(mail.text).toMatch(/\/jobs\/[0-9a-f-]{36}/);

    // A crew is invited to a job once: the server's refusal is shown as it sent it.
    await match.getByRole('button', { name: `Invite ${crewName} to apply` }).click();
    await dialog.getByLabel('Job').selectOption({ label: `${DEMO_CREW_JOB} · Dallas, TX · 4 positions` });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByRole('alert').getByText('This crew has already been invited to this job.').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await context.close();
  }, 120_000);

  it('shows the server’s refusal when a crew is hired with fewer open positions than members', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const { jobs } = await api<{ jobs: Array<{ id: string }> }>('POST', '/api/jobs/bulk-from-estimate', session.token, {
      industry: 'construction',
      location: 'Houston, TX',
      workerBreakdown: { carpenter: 3 },
      selectedRoles: ['carpenter'],
    });
    const jobId = jobs[0]!.id;
    const crewName = `Short Handed Crew ${Date.now().toString(36)}`;
    await crewOfTwoApplied(jobId, crewName);
    // Two workers hired alone first: one of the three positions is left for a crew of two.
    for (const firstName of ['Ana', 'Beto']) {
      const worker = await createCompleteWorker({ firstName, primaryTrade: 'carpenter' });
      const application = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId });
      await api('PATCH', `/api/applications/${application.id}/status`, session.token, { status: 'accepted' });
    }

    const { context, page } = await newPage();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=candidates');
    const card = page.getByTestId('crew-applicant-card').filter({ hasText: crewName });
    await card.getByRole('button', { name: 'Hire the crew (2 members)' }).click();
    const dialog = page.getByRole('dialog', { name: `Hire ${crewName}?` });
    await dialog.getByLabel('Start date').fill(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: 'Hire 2 members' }).click();
    await card.getByRole('alert').getByText('This job has fewer open positions than the crew’s members.').waitFor();
    expect(await card.getByRole('button', { name: 'Hire the crew (2 members)' }).isEnabled()).toBe(true);
    await context.close();
  }, 120_000);

  it('works in Spanish on a 375 px phone with nothing scrolling sideways', async () => {
    const { token } = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    await api('PATCH', '/api/auth/me', token, { language: 'es' });
    const { context, page } = await newPage({ locale: 'es-MX', width: 375 });
    await loginAsEmployer(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, 'es');

    await page.goto('/employer-dashboard?tab=crews');
    await page.getByRole('heading', { name: 'Cuadrillas', exact: true, level: 2 }).waitFor();
    await page.getByTestId('employer-crew-card').filter({ hasText: DEMO_CREW }).waitFor();
    await page.getByRole('button', { name: 'Buscar cuadrillas' }).waitFor();
    await expectPhoneScreen(page, 'crews tab');

    await page.goto('/employer-dashboard?tab=crews&plan=carpenter:2,electrician:1&near=Houston%2C%20TX&weeks=6');
    await page.getByRole('heading', { name: 'Cuadrillas para el plan de su estimación' }).waitFor();
    await page.getByText(/durante 6 semanas/).waitFor();
    await page
      .getByText(/^Cubre \d de 2 oficios/)
      .first()
      .waitFor();
    await expectPhoneScreen(page, 'plan matches');

    await page.goto('/employer-dashboard?tab=candidates');
    const card = page.getByTestId('crew-applicant-card').filter({ hasText: DEMO_CREW });
    await card.getByText('Cuadrilla de 3').waitFor();
    await card.getByText('Contacto del capataz').waitFor();
    await card.getByLabel('Etapa de la cuadrilla').waitFor();
    await expectPhoneScreen(page, 'candidates');
    await page.getByRole('button', { name: 'Tablero' }).click();
    await page.getByTestId('crew-pipeline-card').filter({ hasText: DEMO_CREW }).waitFor();
    await expectPhoneScreen(page, 'board');
    await api('PATCH', '/api/auth/me', token, { language: 'en' });
    await context.close();
  }, 180_000);
});
