import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  loginAsOperator,
  newPage,
  readLatestMail,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function invitationToken(email: string, crewName: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = await readLatestMail(email).catch(() => null);
    if (mail?.subject?.includes(crewName)) return /crew-invitations\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no crew invitation to ${email}`);
}

/** A two-member crew that applied to a verified employer's job, and the employer's report against it, through the API. */
async function reportedCrew() {
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
  const foreman = await createCompleteWorker({ firstName: 'Ray', lastName: `Foreman${stamp}` });
  const member = await createCompleteWorker({ firstName: 'Luis', lastName: `Fitter${stamp}` });
  const crewName = `Permian Riggers ${stamp}`;
  const crew = await api<{ id: string }>('POST', '/api/crews', foreman.token, {
    name: crewName,
    trades: ['welder'],
    homeBase: 'Houston, TX',
    travelRadiusMiles: 200,
    availability: 'immediate',
  });
  await api('POST', `/api/crews/${crew.id}/invitations`, foreman.token, { email: member.email });
  await api('POST', `/api/crew-invitations/${await invitationToken(member.email, crewName)}/accept`, member.token);
  await api('POST', '/api/applications', foreman.token, {
    jobId: jobs[0]!.id,
    crewId: crew.id,
    memberIds: [foreman.userId, member.userId],
  });
  await api('POST', '/api/reports', employerSession.token, {
    targetType: 'crew',
    targetId: crew.id,
    reason: 'scam_fees',
    details: 'The foreman asked us for a deposit before the crew would start.',
  });
  return { crewName, foreman, member, jobTitle: jobs[0]!.title };
}

describe('crews in the operator console (issue 51)', () => {
  it('lists crews, opens one with its members, applications and reports, links to a member account, resolves its reports audited', async () => {
    const { crewName, foreman, member, jobTitle } = await reportedCrew();
    const { context, page } = await newPage({ width: 1280 });
    await loginAsOperator(page);
    await page.getByRole('tab', { name: 'Crews' }).click();
    await page.getByLabel('Search crews by name, foreman or e-mail').fill(crewName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('button', { name: new RegExp(crewName) });
    await row.getByText('1 open report').waitFor();
    await row.getByText(`Foreman: ${foreman.name}`).waitFor();
    await row.getByText(/2 members · Created .* · 1 report/).waitFor();
    await row.click();

    await page.getByRole('heading', { level: 2, name: new RegExp(crewName) }).waitFor();
    await page.getByText('Trades: Welder').waitFor();
    const members = page.locator('section:not([role])').filter({ has: page.getByRole('heading', { name: 'Members' }) });
    await members.getByText(foreman.name, { exact: true }).waitFor();
    await members.getByText('Foreman', { exact: true }).waitFor();
    await members.getByText(member.name, { exact: true }).waitFor();
    await page.getByText(new RegExp(`${jobTitle} · Ridgeline Utilities · .* · 2 pending`)).waitFor();
    const reports = page.locator('section:not([role])').filter({ has: page.getByRole('heading', { name: 'Reports against this crew' }) });
    await reports.getByText(/Crew · Scam or fees · .* · Open/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A member's account opens from the crew, and back.
    await page.getByRole('button', { name: `Open the account of ${member.name}` }).click();
    await page.getByText(member.email, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back to the crew' }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(crewName) }).waitFor();

    // Its reports resolve here, warning the foreman; the audit log keeps it.
    await reports.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve these reports' });
    await dialog.getByLabel('Warn the account').check();
    await dialog.getByLabel(/^Note/).fill('No deposits from crew members');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await toast(page, 'Reports resolved').waitFor();
    await reports.getByText(/Crew · Scam or fees · .* · Resolved/).waitFor();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByText('Reports resolved', { exact: true }).first().waitFor();
    // The entry names the crew, not an id fragment.
    await page.getByText(`Crew: ${crewName}`).first().waitFor();
    await context.close();
  });

  it('speaks Spanish to an operator who chose it, at 375 px without sideways scroll', async () => {
    const { crewName, member } = await reportedCrew();
    const { token } = await signInByApi(DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    await api('PATCH', '/api/auth/me', token, { language: 'es' });
    try {
      const { context, page } = await newPage({ locale: 'es-MX' });
      await loginAsOperator(page, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, 'es');
      await page.getByRole('tab', { name: 'Cuadrillas' }).click();
      await page.getByLabel('Buscar cuadrillas por nombre, capataz o correo').fill(crewName);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      const row = page.getByRole('button', { name: new RegExp(crewName) });
      await row.getByText('1 denuncia abierta').waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await row.click();
      await page.getByRole('heading', { name: 'Miembros' }).waitFor();
      await page.getByText('Capataz', { exact: true }).waitFor();
      await page.getByRole('button', { name: `Abrir la cuenta de ${member.name}` }).waitFor();
      await page.getByRole('heading', { name: 'Denuncias contra esta cuadrilla' }).waitFor();
      await page.getByText(/Cuadrilla · Estafa o cobros/).waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    } finally {
      await api('PATCH', '/api/auth/me', token, { language: 'en' });
    }
  });
});
