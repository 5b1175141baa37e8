import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsWorker,
  newPage,
  readLatestMail,
  seriousViolations,
  signIn,
  signInByApi,
  useBrowser,
  type Session,
} from './fixtures';

useBrowser();

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const composer = (page: Page, label = 'Message') => page.getByLabel(label, { exact: true });

/** The path of the crew invitation link e-mailed to `email` for `crewName`. */
async function invitationToken(email: string, crewName: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = await readLatestMail(email).catch(() => null);
    if (mail?.subject?.includes(crewName)) return /crew-invitations\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no crew invitation to ${email}`);
}

/** A foreman and two members who applied as a crew to a verified employer's three-position job, all through the API. */
async function crewThatApplied(memberLanguage: 'en' | 'es' = 'en') {
  const stamp = Date.now().toString(36);
  const employer = await createReadyEmployer();
  const employerSession = await signInByApi(employer.email, employer.password);
  const { jobs } = await api<{ jobs: Array<{ id: string; title: string }> }>(
    'POST',
    '/api/jobs/bulk-from-estimate',
    employerSession.token,
    {
      industry: 'oilgas',
      location: 'Houston, TX',
      workerBreakdown: { welder: 3 },
      selectedRoles: ['welder'],
    },
  );
  const job = jobs[0]!;
  const foreman = await createCompleteWorker({ firstName: 'Ray', lastName: `Foreman${stamp}` });
  const member = await createCompleteWorker({ firstName: 'Luis', lastName: `Fitter${stamp}` });
  const crewName = `Bayou Fitters ${stamp}`;
  const crew = await api<{ id: string }>('POST', '/api/crews', foreman.token, {
    name: crewName,
    trades: ['welder'],
    homeBase: 'Houston, TX',
    travelRadiusMiles: 200,
    availability: 'immediate',
  });
  if (memberLanguage === 'es') await api('PATCH', '/api/auth/me', member.token, { language: 'es' });
  await api('POST', `/api/crews/${crew.id}/invitations`, foreman.token, { email: member.email });
  await api('POST', `/api/crew-invitations/${await invitationToken(member.email, crewName)}/accept`, member.token);
  await api('POST', '/api/applications', foreman.token, { jobId: job.id, crewId: crew.id, memberIds: [foreman.userId, member.userId] });
  const applications = await api<Array<{ id: string; crew: { name: string } | null }>>(
    'GET',
    `/api/worker/${member.userId}/applications`,
    member.token,
  );
  const applicationId = applications.find((application) => application.crew?.name === crewName)!.id;
  return { employer, employerSession, job, foreman, member, crewName, applicationId };
}

/** What "Message crew" does: opens the crew application's conversation (any member's application names it). */
async function openCrewConversation(session: Session | { token: string }, applicationId: string) {
  return (await api<{ conversationId: string }>('POST', '/api/conversations', session.token, { applicationId })).conversationId;
}

describe('one conversation with the whole crew (issue 51)', () => {
  it('the employer writes to the crew, each member reads it live in his inbox and answers everyone', async () => {
    const { employer, employerSession, foreman, member, crewName, applicationId } = await crewThatApplied();
    const conversationId = await openCrewConversation(employerSession, applicationId);

    // Both members are on their dashboards (phones) before anything is said.
    const workers: Page[] = [];
    for (const account of [foreman, member]) {
      const { context, page } = await newPage();
      contexts.push(context);
      await loginAsWorker(page, account.email, account.password);
      await page.getByRole('tab', { name: /^Messages/ }).click();
      workers.push(page);
    }
    const [foremanPage, memberPage] = workers as [Page, Page];

    // The employer writes from his Messages tab, the crew's thread open (where "Message crew" lands).
    const { context, page: employerPage } = await newPage({ width: 1280 });
    contexts.push(context);
    await signIn(employerPage, employer.email, employer.password);
    await employerPage.waitForURL('**/employer-dashboard');
    await employerPage.goto(`/employer-dashboard?${new URLSearchParams({ tab: 'messages', conversation: conversationId })}`);
    const thread = employerPage.getByRole('region', { name: crewName });
    await thread.getByText('Crew', { exact: true }).waitFor();
    await thread
      .getByTestId('crew-participants')
      .getByText(/Ray Foreman.*Luis Fitter|Luis Fitter.*Ray Foreman/)
      .waitFor();
    // A crew conversation stays in the app: no WhatsApp hand-off.
    expect(await thread.getByRole('button', { name: 'WhatsApp' }).count()).toBe(0);
    await composer(employerPage).fill('Welcome aboard. Safety meeting Monday at 6.');
    await composer(employerPage).press('Enter');
    await thread.getByText('Welcome aboard. Safety meeting Monday at 6.').waitFor();

    // Each member's list shows the crew's conversation, unread, without a reload.
    for (const page of workers) {
      const item = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(crewName) });
      await item.getByLabel('1 unread message').waitFor({ timeout: 5000 });
    }
    await memberPage
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(crewName) })
      .click();
    const memberThread = memberPage.getByRole('list', { name: 'Messages' });
    await memberThread.getByText('Welcome aboard. Safety meeting Monday at 6.').waitFor();
    await memberThread.getByText('Ridgeline Utilities', { exact: true }).waitFor();
    await composer(memberPage).fill('Luis here, I will be there at 5:45.');
    await composer(memberPage).press('Enter');

    // The employer and the foreman both get the member's answer, named.
    await thread.getByText('Luis here, I will be there at 5:45.').waitFor({ timeout: 5000 });
    await foremanPage
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(crewName) })
      .click();
    const foremanThread = foremanPage.getByRole('list', { name: 'Messages' });
    await foremanThread.getByText('Luis here, I will be there at 5:45.').waitFor();
    await foremanThread
      .getByText(/^Luis Fitter/)
      .first()
      .waitFor();
    expect(await scrollWidth(memberPage)).toBeLessThanOrEqual(375);
    await memberPage.mouse.move(0, 0);
    expect(await seriousViolations(memberPage)).toEqual([]);

    // Someone outside the crew cannot open it.
    const outsider = await createCompleteWorker();
    const refused = await fetch(new URL(`/api/conversations/${conversationId}/messages`, employerPage.url()), {
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(refused.status).toBe(403);
  });

  it('speaks Spanish to a member who chose it, at 375 px without sideways scroll', async () => {
    const { employerSession, member, crewName, applicationId } = await crewThatApplied('es');
    const conversationId = await openCrewConversation(employerSession, applicationId);
    await api('POST', `/api/conversations/${conversationId}/messages`, employerSession.token, {
      content: 'Bienvenidos. Reunión de seguridad el lunes a las 6.',
      receiverId: member.userId,
    });

    const { context, page } = await newPage({ locale: 'es-MX' });
    contexts.push(context);
    await signIn(page, member.email, member.password, 'es');
    await page.waitForURL('**/worker-dashboard');
    await page.getByRole('tab', { name: /^Mensajes/ }).click();
    const item = page.getByRole('list', { name: 'Conversaciones' }).getByRole('button', { name: new RegExp(crewName) });
    await item.getByText(/Cuadrilla · .* · 3 personas/).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await item.click();
    await page.getByRole('list', { name: 'Mensajes' }).getByText('Bienvenidos. Reunión de seguridad el lunes a las 6.').waitFor();
    await page
      .getByTestId('crew-participants')
      .getByText(/^Con .*Luis/)
      .waitFor();
    await composer(page, 'Mensaje').fill('Listo, ahí estaré.');
    await composer(page, 'Mensaje').press('Enter');
    await page.getByRole('list', { name: 'Mensajes' }).getByText('Listo, ahí estaré.').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
