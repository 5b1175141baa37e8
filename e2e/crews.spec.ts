import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Visible controls under `root` smaller than 44x44 px on a touch screen (a checkbox counts with its label; a link inline
 * in a sentence is exempt), as e2e/tap-targets.spec.ts checks other screens.
 */
function smallTargets(page: Page, root: string) {
  return page.evaluate((root) => {
    const small: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      `${root} :is(a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab])`,
    )) {
      const style = getComputedStyle(control);
      let box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (control instanceof HTMLInputElement && control.type === 'checkbox')
        box = control.closest('label')?.getBoundingClientRect() ?? box;
      if (control.tagName === 'A' && style.display === 'inline' && control.closest('p, li')) continue;
      if (box.width < 43.5 || box.height < 43.5) small.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return small;
  }, root);
}

async function expectAccessible(page: Page, where: string) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** A verified employer's job with `positions` openings (a bulk post from an estimate is how a job gets more than one). */
async function multiPositionJob(positions: number) {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  const { jobs } = await api<{ jobs: Array<{ id: string; title: string; positions: number }> }>(
    'POST',
    '/api/jobs/bulk-from-estimate',
    session.token,
    {
      industry: 'oilgas',
      location: 'Houston, TX',
      workerBreakdown: { welder: positions },
      selectedRoles: ['welder'],
      requiredCredentials: ['osha-30-construction'],
    },
  );
  return jobs[0]!;
}

/** The path of the crew invitation link e-mailed to `email` for `crewName` (the server writes the message's link). */
async function invitationPath(email: string, crewName: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = await readLatestMail(email);
    if (mail.subject?.includes(crewName)) {
      const link = new URL(/\S*\/crew-invitations\/\S+/.exec(mail.text ?? '')![0]);
      return link.pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no crew invitation to ${email}`);
}

/** Forms a crew in the open crews tab, through the form. */
async function formCrew(page: Page, name: string, words = { create: 'Form a crew', submit: 'Create crew', created: 'Crew created' }) {
  await page.getByRole('button', { name: words.create }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^(Crew name|Nombre de la cuadrilla)$/).fill(name);
  await dialog.getByLabel(/^(Welder|Soldador)$/).check();
  await dialog.getByLabel(/^(Home base|Base)/).fill('Houston, TX');
  await dialog.getByLabel(/^(Travel radius|Radio de viaje)/).fill('150');
  await dialog.getByRole('button', { name: words.submit }).click();
  await toast(page, words.created).waitFor();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

describe('crews, worker side (issue 51)', () => {
  it('a foreman forms a crew and invites by e-mail, the invitee accepts from the link, the foreman applies with the crew and the member sees it', async () => {
    const job = await multiPositionJob(3);
    const member = await createCompleteWorker({ firstName: 'Luis' });
    const crewName = `Bayou Weld Crew ${Date.now().toString(36)}`;

    // The demo worker forms a crew in his dashboard's Crews tab.
    const foreman = await newPage();
    await loginAsWorker(foreman.page);
    await foreman.page.getByRole('tab', { name: /^Crews/ }).click();
    await foreman.page.getByRole('heading', { name: 'My crews' }).waitFor();
    // The demo worker is a member of the seeded crew: he sees it, marked so.
    await foreman.page
      .getByTestId('crew-card')
      .filter({ hasText: 'Gulf Coast Interiors Crew' })
      .getByText('Member', { exact: true })
      .waitFor();
    // Bad input: the server's own schema speaks before anything is sent.
    await foreman.page.getByRole('button', { name: 'Form a crew' }).click();
    await foreman.page.getByRole('dialog').getByRole('button', { name: 'Create crew' }).click();
    await foreman.page.getByText('Give the crew a name (at most 80 characters).').waitFor();
    await foreman.page.getByText('Choose from 1 to 10 trades from the list.').waitFor();
    await foreman.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await formCrew(foreman.page, crewName);
    await foreman.page.getByText('1 member', { exact: true }).waitFor();
    await expectAccessible(foreman.page, 'crew view');

    // He invites by e-mail; a number he cannot text is refused with the phone rule's message.
    await foreman.page.getByRole('button', { name: 'Invite a member' }).click();
    const invite = foreman.page.getByRole('dialog', { name: 'Invite a member' });
    await invite.getByLabel('Mobile number').fill('555-12');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByRole('alert').waitFor();
    await invite.getByLabel('Send by').selectOption('email');
    await invite.getByLabel('E-mail address').fill(member.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await toast(foreman.page, 'Invitation sent').waitFor();
    const invitations = foreman.page.getByRole('region', { name: 'Invitations' });
    await invitations.getByText(member.email).waitFor();
    await invitations.getByText(/^Waiting/).waitFor();

    // The link the e-mail carries opens the invitation page; signed out, the invitee signs in and comes back.
    const path = await invitationPath(member.email, crewName);
    expect(path).toMatch(/^\/crew-invitations\/[^/]+$/);
    const invitee = await newPage();
    await invitee.page.goto(path);
    // Before accepting, the link names the crew and its foreman.
    await invitee.page.getByRole('heading', { level: 1, name: `invites you to join ${crewName}` }).waitFor();
    await invitee.page.getByTestId('crew-invitation-preview').getByText('1 member', { exact: true }).waitFor();
    await expectAccessible(invitee.page, 'invitation page, signed out');
    expect(await scrollWidth(invitee.page), 'invitation page').toBeLessThanOrEqual(375);
    await invitee.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = invitee.page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await invitee.page.waitForURL((url) => url.pathname === path);
    await invitee.page.getByRole('button', { name: 'Accept the invitation' }).click();
    await invitee.page.getByRole('heading', { level: 1, name: `You joined ${crewName}` }).waitFor();
    await invitee.page.getByRole('link', { name: 'Go to my crews' }).click();
    await invitee.page.getByRole('heading', { level: 2, name: crewName }).waitFor();
    await invitee.page.getByText('2 members', { exact: true }).waitFor();

    // The link works once: opened again, it says so at once and offers nothing to accept.
    await invitee.page.goto(path);
    await invitee.page.getByRole('alert').getByText('This invitation has already been used.').waitFor();
    expect(await invitee.page.getByRole('button', { name: 'Accept the invitation' }).count()).toBe(0);

    // The foreman's view counts him and shows the invitation accepted.
    await foreman.page.reload();
    await foreman.page.getByText('2 members', { exact: true }).waitFor();
    await invitations.getByText('Accepted').waitFor();

    // A member who is not the foreman is not offered to apply for the crew.
    await invitee.page.goto(`/jobs/${job.id}`);
    await invitee.page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await invitee.page.waitForLoadState('networkidle');
    expect(await invitee.page.getByRole('button', { name: 'Apply with my crew' }).count()).toBe(0);

    // The foreman applies with the crew, choosing the member; the answer says who meets the job's required credentials.
    await foreman.page.goto(`/jobs/${job.id}`);
    await foreman.page.getByRole('button', { name: 'Apply with my crew' }).click();
    const apply = foreman.page.getByRole('dialog', { name: 'Apply with my crew' });
    await apply.getByText('This job has 3 positions', { exact: false }).waitFor();
    // The crew's roll-up for each required credential (the demo worker's wallet decides how many hold it).
    await apply.getByText(/^[0-2] of 2 in the crew hold OSHA 30-Hour Construction$/).waitFor();
    await apply.getByRole('button', { name: 'Apply with 0 members' }).click();
    await apply.getByRole('alert').getByText('Choose at least one member.').waitFor();
    await apply.getByLabel(new RegExp(`^${member.name}`)).check();
    await expectAccessible(foreman.page, 'apply with my crew');
    expect(await scrollWidth(foreman.page), 'apply with my crew').toBeLessThanOrEqual(375);
    await apply.getByRole('button', { name: 'Apply with 1 member' }).click();
    await foreman.page
      .getByRole('dialog', { name: `${crewName} applied` })
      .getByText('0 of 1 meet the requirements')
      .waitFor();
    await foreman.page.getByRole('button', { name: 'Close' }).first().click();

    // Twice to one job: the server's refusal, as it sends it.
    await foreman.page.getByRole('button', { name: 'Apply with my crew' }).click();
    await apply.getByLabel(new RegExp(`^${member.name}`)).check();
    await apply.getByRole('button', { name: 'Apply with 1 member' }).click();
    await apply.getByRole('alert').getByText('This crew has already applied to this job.').waitFor();

    // The member sees the application on his own list, marked with the crew's name.
    await invitee.page.goto('/worker-dashboard?tab=applications');
    const card = invitee.page.getByTestId('application-card').filter({ hasText: job.title });
    await card.getByText(`With the crew ${crewName}`).waitFor();
    expect(await scrollWidth(invitee.page), 'applications').toBeLessThanOrEqual(375);

    // The foreman hands the role to the member, then leaves; the member leads the crew from then on.
    await foreman.page.goto('/worker-dashboard?tab=crews');
    await foreman.page.getByRole('button', { name: `Open ${crewName}` }).click();
    await foreman.page.getByRole('button', { name: `Make ${member.name} foreman` }).click();
    await foreman.page
      .getByRole('dialog', { name: `Make ${member.name} foreman?` })
      .getByRole('button', { name: 'Hand over' })
      .click();
    await toast(foreman.page, `${member.name} is now the foreman`).waitFor();
    expect(await foreman.page.getByRole('button', { name: 'Invite a member' }).count()).toBe(0);
    await foreman.page.getByRole('button', { name: 'Leave the crew' }).click();
    await foreman.page
      .getByRole('dialog', { name: `Leave ${crewName}?` })
      .getByRole('button', { name: 'Leave', exact: true })
      .click();
    await toast(foreman.page, 'You left the crew').waitFor();
    await foreman.page.getByRole('heading', { name: 'My crews' }).waitFor();
    expect(await foreman.page.getByTestId('crew-card').filter({ hasText: crewName }).count()).toBe(0);
    await invitee.page.goto('/worker-dashboard?tab=crews');
    await invitee.page.getByTestId('crew-card').filter({ hasText: crewName }).getByText('Foreman', { exact: true }).waitFor();

    await foreman.context.close();
    await invitee.context.close();
  }, 240_000);

  it('in Spanish at 375 px: the crews tab, a crew, its dialogs and the invitation page fit without sideways scroll', async () => {
    // A worker whose account speaks Spanish (the account's language wins over the browser's once signed in).
    const foreman = await createCompleteWorker({ firstName: 'Rosa' });
    await api('PATCH', '/api/auth/me', foreman.token, { language: 'es' });
    const { context, page } = await newPage({ width: 375, locale: 'es-MX', touch: true });
    await loginAsWorker(page, foreman.email, foreman.password, 'es');
    await page.getByRole('tab', { name: /^Cuadrillas/ }).click();
    await page.getByRole('heading', { name: 'Mis cuadrillas' }).waitFor();
    expect(await scrollWidth(page), 'crews tab').toBeLessThanOrEqual(375);

    const crewName = `Cuadrilla del Golfo ${Date.now().toString(36)}`;
    await formCrew(page, crewName, { create: 'Formar una cuadrilla', submit: 'Crear cuadrilla', created: 'Cuadrilla creada' });
    await page.getByText('1 miembro', { exact: true }).waitFor();
    expect(await scrollWidth(page), 'crew view').toBeLessThanOrEqual(375);
    expect(await smallTargets(page, '[data-testid=crew-view]'), 'crew view').toEqual([]);
    await expectAccessible(page, 'crew view, Spanish');

    await page.getByRole('button', { name: 'Invitar a un miembro' }).click();
    const invite = page.getByRole('dialog', { name: 'Invitar a un miembro' });
    await invite.getByLabel('Número de celular').fill('(832) 555-0147');
    expect(await scrollWidth(page), 'invite dialog').toBeLessThanOrEqual(375);
    expect(await smallTargets(page, '[role=dialog]'), 'invite dialog').toEqual([]);
    await invite.getByRole('button', { name: 'Enviar invitación' }).click();
    await toast(page, 'Invitación enviada').waitFor();
    await page.getByRole('region', { name: 'Invitaciones' }).getByText('(832) 555-0147').waitFor();

    await page.getByRole('button', { name: 'Editar cuadrilla' }).click();
    await page.getByRole('dialog', { name: 'Editar la cuadrilla' }).waitFor();
    expect(await scrollWidth(page), 'edit dialog').toBeLessThanOrEqual(375);
    expect(await smallTargets(page, '[role=dialog]'), 'edit dialog').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Volver a mis cuadrillas' }).click();
    await page.getByTestId('crew-card').filter({ hasText: crewName }).getByText('Capataz', { exact: true }).waitFor();
    expect(await scrollWidth(page), 'crews list').toBeLessThanOrEqual(375);
    expect(await smallTargets(page, '[data-testid=crews-tab]'), 'crews list').toEqual([]);
    await context.close();

    // A signed-out visitor's invitation page, in Spanish; a link that is not valid says so at once.
    const visitor = await newPage({ width: 375, locale: 'es-MX', touch: true });
    await visitor.page.goto('/crew-invitations/not-a-real-token');
    await visitor.page.getByRole('heading', { level: 1, name: 'Lo invitan a unirse a una cuadrilla en CrewBridge' }).waitFor();
    await visitor.page.getByRole('alert').getByText('Este enlace de invitación no es válido.').waitFor();
    expect(await scrollWidth(visitor.page), 'invitation page').toBeLessThanOrEqual(375);
    expect(await smallTargets(visitor.page, 'main'), 'invitation page').toEqual([]);
    await expectAccessible(visitor.page, 'invitation page, Spanish');
    await signIn(visitor.page, foreman.email, foreman.password, 'es');
    await visitor.page.waitForURL('**/worker-dashboard**');
    await visitor.page.goto('/crew-invitations/not-a-real-token');
    await visitor.page.getByRole('alert').getByText('Este enlace de invitación no es válido.').waitFor();
    expect(await visitor.page.getByRole('button', { name: 'Aceptar la invitación' }).count()).toBe(0);
    await visitor.context.close();
  }, 180_000);
});
