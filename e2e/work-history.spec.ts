import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  readLatestMail,
  seriousViolations,
  signInByApi,
  toast,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function expectAccessible(page: Page, where: string) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await scrollWidth(page), where).toBeLessThanOrEqual(375);
}

/** An employer with an open job, and a worker who applied to it and was hired: a verified entry, and an employer who may read his history. */
async function hiredWorker() {
  const employer = await createReadyEmployer();
  const session = await signInByApi(employer.email, employer.password);
  const job = await api<{ id: string; title: string }>('POST', '/api/jobs', session.token, {
    title: `Lineman ${Date.now().toString(36)}`,
    industry: 'energy',
    description: 'Build and maintain overhead distribution lines.',
    location: 'Denver, CO',
    jobType: 'full-time',
  });
  const worker = await createCompleteWorker();
  const application = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId: job.id });
  await api('PATCH', `/api/applications/${application.id}/status`, session.token, { status: 'accepted' });
  return { employer, job, worker };
}

describe('verified work history (issue 52)', () => {
  it('a worker adds a past job and asks for confirmation by e-mail; the contact confirms in Spanish; the worker and an employer see "Confirmed by", at 375 px', async () => {
    const { employer, job, worker } = await hiredWorker();
    const contactEmail = uniqueEmail('foreman');
    // A job he will take back off his history.
    await api('POST', '/api/work-history', worker.token, {
      employerName: 'Gulf Fabricators',
      trade: 'Fitter helper',
      startDate: '2019-05-01',
      endDate: '2020-01-31',
      contactName: 'Pat Guidry',
      contactPhone: '(832) 555-0147',
    });

    // The worker's profile lists his hire on CrewBridge as verified.
    const workerSide = await newPage({ touch: true });
    await loginAsWorker(workerSide.page, worker.email, worker.password);
    await workerSide.page.goto('/worker-dashboard?tab=profile');
    const history = workerSide.page.getByTestId('own-work-history');
    await history.getByRole('heading', { name: 'Work history' }).waitFor();
    const hire = history.getByTestId('work-history-entry').filter({ hasText: job.title });
    await hire.getByText('Verified hire').waitFor();
    await hire.getByText('Ridgeline Utilities').waitFor();

    // He deletes an unconfirmed job of his.
    const mistaken = history.getByTestId('work-history-entry').filter({ hasText: 'Gulf Fabricators' });
    await mistaken.getByText('Not confirmed').waitFor();
    await mistaken.getByRole('button', { name: 'Delete Fitter helper at Gulf Fabricators' }).click();
    await workerSide.page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(workerSide.page, 'The job was deleted').waitFor();
    await mistaken.waitFor({ state: 'detached' });

    // He adds a job done elsewhere, with the foreman who can confirm it; the form says what is missing first.
    await history.getByRole('button', { name: 'Add a past job' }).click();
    const add = workerSide.page.getByRole('dialog', { name: 'Add a past job' });
    await add.getByRole('button', { name: 'Add job' }).click();
    await add.getByText("Enter the employer's name (at most 120 characters)").waitFor();
    await add.getByText("Give the contact's e-mail address or US phone number").waitFor();
    await add.getByLabel('Employer').fill('Bayou Steel Erectors');
    await add.getByLabel('Trade').selectOption({ label: 'Pipeline Welder' });
    await add.getByLabel('Start date').fill('2023-03-01');
    await add.getByLabel('End date (empty if you still work there)').fill('2024-06-30');
    await add.getByLabel("Contact's name").fill('Dana Boudreaux');
    await add.getByLabel("Contact's e-mail").fill(contactEmail);
    await expectAccessible(workerSide.page, 'worker: add a past job');
    await add.getByRole('button', { name: 'Add job' }).click();
    await toast(workerSide.page, 'The job was added').waitFor();
    const added = history.getByTestId('work-history-entry').filter({ hasText: 'Bayou Steel Erectors' });
    await added.getByText('Pipeline Welder').waitFor();
    await added.getByText('Mar 1, 2023 – Jun 30, 2024').waitFor();
    await added.getByText('Not confirmed').waitFor();

    // He asks the foreman, by e-mail, in Spanish.
    await added.getByRole('button', { name: 'Ask for confirmation' }).click();
    const ask = workerSide.page.getByRole('dialog', { name: 'Ask for confirmation' });
    await ask.getByLabel(`E-mail to ${contactEmail}`).waitFor();
    await ask.getByLabel('Spanish (Español)').check();
    await expectAccessible(workerSide.page, 'worker: ask for confirmation');
    await ask.getByRole('button', { name: 'Send the link' }).click();
    await toast(workerSide.page, 'Link sent to Dana Boudreaux').waitFor();
    await added.getByText('Awaiting confirmation').waitFor();
    await expectAccessible(workerSide.page, 'worker: the work history awaiting confirmation');

    // The foreman's e-mail is in Spanish, and its link opens the page in Spanish whatever his browser says.
    const mail = await readLatestMail(contactEmail);
    expect(mail.subject).toMatch(/le pide confirmar su trabajo en Bayou Steel Erectors$/);
    expect(mail.text).toContain('Soldador de tuberías');
    const link = new URL(/\S*\/work-history-confirmations\/\S+/.exec(mail.text ?? '')![0]);
    expect(link.searchParams.get('lang')).toBe('es');
    const contact = await newPage();
    await contact.page.goto(`${link.pathname}${link.search}`);
    await contact.page.getByRole('heading', { name: `Confirme el historial laboral de ${worker.name}` }).waitFor();
    const entry = contact.page.getByTestId('confirmation-entry');
    await entry.getByText('Bayou Steel Erectors').waitFor();
    await entry.getByText('Soldador de tuberías').waitFor();
    expect(await contact.page.getByLabel('Su nombre').inputValue()).toBe('Dana Boudreaux');
    await contact.page.getByRole('button', { name: 'Algo no está bien: corregirlo' }).click();
    await contact.page.getByTestId('confirmation-correction').waitFor();
    await expectAccessible(contact.page, 'contact: the link page, correcting');
    await contact.page.getByRole('button', { name: 'No hay nada que corregir' }).click();
    await contact.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await contact.page.getByRole('heading', { name: 'Gracias' }).waitFor();
    await contact.page.getByText('Gracias: la entrada quedó confirmada').waitFor();
    await expectAccessible(contact.page, 'contact: thanked');

    // The link works once.
    await contact.page.reload();
    await contact.page.getByTestId('confirmation-closed').getByText('Este enlace de confirmación ya se usó').waitFor();
    await expectAccessible(contact.page, 'contact: the link used');

    // The worker's profile says who confirmed it.
    await workerSide.page.reload();
    await workerSide.page
      .getByTestId('own-work-history')
      .getByTestId('work-history-entry')
      .filter({ hasText: 'Bayou Steel Erectors' })
      .getByText('Confirmed by Dana Boudreaux, Bayou Steel Erectors')
      .waitFor();
    await expectAccessible(workerSide.page, 'worker: the confirmed entry');

    // The employer he applied to reads the same history on the candidate's profile.
    const employerSide = await newPage();
    await loginAsEmployer(employerSide.page, employer.email, employer.password);
    await employerSide.page.goto('/employer-dashboard?tab=candidates');
    await employerSide.page
      .getByTestId('candidate-card')
      .filter({ hasText: worker.name })
      .getByRole('button', { name: 'View Profile' })
      .click();
    const profile = employerSide.page.getByRole('dialog', { name: 'Candidate Profile' });
    await profile.getByRole('heading', { name: 'Work history' }).waitFor();
    await profile.getByText('Confirmed by Dana Boudreaux, Bayou Steel Erectors').waitFor();
    await profile.getByTestId('work-history-entry').filter({ hasText: job.title }).getByText('Verified hire').waitFor();
    expect(await profile.getByRole('button', { name: 'Ask for confirmation' }).count()).toBe(0);
    await expectAccessible(employerSide.page, 'employer: the candidate’s work history');

    await Promise.all([workerSide.context.close(), contact.context.close(), employerSide.context.close()]);
  });

  it('the contact corrects the dates and trade, with a note, and confirms; the entry says it was corrected', async () => {
    const worker = await createCompleteWorker();
    const contactEmail = uniqueEmail('supervisor');
    const entry = await api<{ id: string }>('POST', '/api/work-history', worker.token, {
      employerName: 'Lone Star Mechanical',
      trade: 'welder',
      startDate: '2021-04-01',
      contactName: 'Ray Salinas',
      contactEmail,
    });
    await api('POST', `/api/work-history/${entry.id}/confirmation-requests`, worker.token, { channel: 'email', language: 'en' });
    const link = new URL(/\S*\/work-history-confirmations\/\S+/.exec((await readLatestMail(contactEmail)).text ?? '')![0]);

    const contact = await newPage();
    await contact.page.goto(`${link.pathname}${link.search}`);
    await contact.page.getByRole('heading', { name: `Confirm ${worker.name}'s work history` }).waitFor();
    await contact.page.getByTestId('confirmation-entry').getByText('Apr 1, 2021 – present').waitFor();
    await contact.page.getByRole('button', { name: 'Something is wrong: correct it' }).click();
    // Nothing changed yet: there is nothing to correct.
    await contact.page.getByRole('button', { name: 'Correct and confirm' }).click();
    await contact.page.getByText('Say what to correct').waitFor();
    const correction = contact.page.getByTestId('confirmation-correction');
    await correction.getByLabel('Trade').selectOption({ label: 'Pipeline Welder' });
    await correction.getByLabel('End date (empty if you still work there)').fill('2022-10-14');
    await correction.getByLabel('Note (optional)').fill('Left in October 2022.');
    await contact.page.getByLabel('Your company').fill('Lone Star Mechanical LLC');
    await contact.page.getByRole('button', { name: 'Correct and confirm' }).click();
    await contact.page.getByText('Thank you: the entry is corrected and confirmed').waitFor();
    await expectAccessible(contact.page, 'contact: corrected');

    const { entries } = await api<{ entries: Array<Record<string, unknown>> }>(
      'GET',
      `/api/workers/${worker.userId}/work-history`,
      worker.token,
    );
    expect(entries).toEqual([
      expect.objectContaining({
        trade: 'pipeline-welder',
        startDate: '2021-04-01',
        endDate: '2022-10-14',
        confirmation: expect.objectContaining({
          name: 'Ray Salinas',
          company: 'Lone Star Mechanical LLC',
          wasCorrected: true,
          note: 'Left in October 2022.',
        }),
      }),
    ]);
    await contact.context.close();
  });

  it('a link that is not valid says so, in English and Spanish, at 375 px', async () => {
    const visitor = await newPage({ locale: 'es' });
    await visitor.page.goto('/work-history-confirmations/not-a-real-token');
    await visitor.page.getByTestId('confirmation-closed').getByText('Este enlace de confirmación no es válido').waitFor();
    await expectAccessible(visitor.page, 'a forged link, Spanish');
    await visitor.page.goto('/work-history-confirmations/not-a-real-token?lang=en');
    await visitor.page.getByTestId('confirmation-closed').getByText('This confirmation link is not valid').waitFor();
    await visitor.context.close();
  });
});
