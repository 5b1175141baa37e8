import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createCompleteWorker,
  createReadyEmployer,
  demoEmployerJob,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

describe('applicants list', () => {
  it('filters by search and stage on a phone, and keeps a private note and rating the worker never sees', async () => {
    const job = await demoEmployerJob();
    const suffix = Date.now().toString(36);
    const quinn = await createCompleteWorker({ firstName: 'Quinn', lastName: `Applicant${suffix}` });
    const riley = await createCompleteWorker({ firstName: 'Riley', lastName: `Applicant${suffix}`, primaryTrade: 'electrician' });
    for (const worker of [quinn, riley]) await api('POST', '/api/applications', worker.token, { jobId: job.id, status: 'pending' });

    const employer = await newPage();
    const { page } = employer;
    await loginAsEmployer(page);
    await page.goto('/employer-dashboard?tab=candidates');
    const cards = page.getByTestId('candidate-card');
    const card = (name: string) => cards.filter({ hasText: name });

    // Search: both share the last name; the trade narrows to one.
    await page.getByLabel('Search applicants').fill(`Applicant${suffix}`);
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByLabel('Search applicants').fill('electrician');
    await card(riley.name).waitFor();
    await page.getByLabel('Search applicants').fill(`Applicant${suffix}`);
    await expect.poll(() => cards.count()).toBe(2);

    // Stage: Riley moves to Reviewed; the Reviewed stage lists Riley only among these two.
    await card(riley.name).getByLabel('Status').selectOption('reviewed');
    await toast(page, 'Status updated').waitFor();
    await page
      .getByRole('group', { name: 'Stage' })
      .getByRole('button', { name: /^Reviewed/ })
      .click();
    await expect.poll(() => cards.count()).toBe(1);
    await card(riley.name).waitFor();
    await page.getByRole('group', { name: 'Stage' }).getByRole('button', { name: /^All/ }).click();
    await expect.poll(() => cards.count()).toBe(2);

    // A private note and a rating, saved and still there after a reload.
    const quinnCard = card(quinn.name);
    // The star drawn over the visually hidden radio takes the click, as a finger's would.
    await quinnCard.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await quinnCard.getByLabel('Private note').fill('Solid welds; ask about night shift.');
    await quinnCard.getByRole('button', { name: 'Save review' }).click();
    await toast(page, 'Review saved').waitFor();
    await page.reload();
    await page.getByLabel('Search applicants').fill(quinn.name.split(' ')[1]!);
    await expect.poll(() => card(quinn.name).getByLabel('Private note').inputValue()).toBe('Solid welds; ask about night shift.');
    expect(await card(quinn.name).getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await employer.context.close();

    const own = await api<unknown[]>('GET', `/api/worker/${quinn.userId}/applications`, quinn.token);
    expect(JSON.stringify(own)).not.toContain('night shift');
  });

  it('sorted by best match in Spanish at 375 px, a worker with a reviewed hire says why he ranks there, each reason inside the card', async () => {
    // An employer (two posts: the free one and a bought one) hired the worker on the first job, closed it, and both
    // reviewed each other, so the reviews are shown; the worker then applies to the second job.
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    await buyWithTestCard(session.token, 'basic');
    const suffix = Date.now().toString(36);
    const post = (title: string) =>
      api<{ id: string }>('POST', '/api/jobs', session.token, {
        title,
        industry: 'oilgas',
        description: `Weld and fit pipe on a new gathering line (${title}).`,
        location: 'Houston, TX',
        jobType: 'full-time',
      });
    const [pastJob, openJob] = [await post(`Pipeline Welder ${suffix}`), await post(`Welder Fitter ${suffix}`)];
    const worker = await createCompleteWorker({ firstName: 'Sam', lastName: `Reliable${suffix}` });
    const hire = await api<{ id: string }>('POST', '/api/applications', worker.token, { jobId: pastJob.id });
    await api('PATCH', `/api/applications/${hire.id}/status`, session.token, { status: 'accepted' });
    await api('PATCH', `/api/jobs/${pastJob.id}/status`, session.token, { isActive: false });
    await api('POST', '/api/reviews', session.token, {
      applicationId: hire.id,
      ratings: { skill: 5, reliability: 5, safety: 5, wouldHireAgain: true },
    });
    await api('POST', '/api/reviews', worker.token, {
      applicationId: hire.id,
      ratings: { paidAsPromised: 5, siteSafety: 5, postMatchedWork: 5, wouldWorkAgain: 5 },
    });
    await api('POST', '/api/applications', worker.token, { jobId: openJob.id });
    await api('PATCH', '/api/auth/me', session.token, { language: 'es' });

    const { context, page } = await newPage({ locale: 'es' });
    await loginAsEmployer(page, employer.email, employer.password, 'es');
    await page.goto('/employer-dashboard?tab=candidates');
    await page.getByLabel('Ordenar por').selectOption('match');
    await page.getByLabel('Buscar solicitantes').fill(`Reliable${suffix}`);
    const card = page.getByTestId('candidate-card').filter({ hasText: 'Welder Fitter' });
    const reasons = card.getByRole('list', { name: 'Por qué aparece en este lugar' });
    await reasons.getByText('Confiable: 5.0 de 1 contratación').waitFor();
    await reasons.getByText('Su oficio coincide con el trabajo').waitFor();

    // Each reason wraps inside the card rather than widening it: nothing scrolls sideways.
    const cardBox = (await card.boundingBox())!;
    for (const reason of await reasons.getByRole('listitem').all()) {
      const box = (await reason.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await reason.evaluate((item) => item.scrollWidth <= item.clientWidth)).toBe(true);
    }
    // A reason longer than a phone's line (lengthened in place) wraps onto more lines, still inside the card.
    const long = await reasons
      .getByRole('listitem')
      .first()
      .evaluate((item) => {
        const badge = item.firstElementChild as HTMLElement;
        const before = badge.getBoundingClientRect().height;
        badge.append(' y una razón mucho más larga que cabe en una línea de un teléfono de 375 px de ancho');
        return { grew: badge.getBoundingClientRect().height > before, right: badge.getBoundingClientRect().right };
      });
    expect(long.grew).toBe(true);
    expect(long.right).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('on a phone in Spanish, the first card shows the facts before Ver perfil on the first screen; Contratar asks a start date the worker then reads', async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const suffix = Date.now().toString(36);
    const job = await api<{ id: string }>('POST', '/api/jobs', session.token, {
      title: `Line Welder ${suffix}`,
      industry: 'oilgas',
      description: 'Weld and fit pipe on a new gathering line near Dallas.',
      location: 'Dallas, TX',
      jobType: 'full-time',
      requiredCredentials: ['osha-10-construction', 'twic'],
    });
    const worker = await createCompleteWorker({ firstName: 'Mateo', lastName: `Start${suffix}` });
    await api('PATCH', '/api/auth/me', worker.token, { language: 'es' });
    await api('POST', '/api/applications', worker.token, { jobId: job.id });
    await api('PATCH', '/api/auth/me', session.token, { language: 'es' });

    const { context, page } = await newPage({ locale: 'es' });
    await loginAsEmployer(page, employer.email, employer.password, 'es');
    await page.goto('/employer-dashboard?tab=candidates');
    const card = page.getByTestId('candidate-card').first();
    await card.getByText(worker.name).waitFor();
    // Trade, years, miles from Houston to Dallas, credentials held and language, before Ver perfil.
    const facts = card.getByRole('list', { name: 'Datos clave' });
    for (const fact of ['Soldador', '5-10 años', /A \d+ mi del trabajo/, '0 de 2 credenciales requeridas', 'Español']) {
      await facts.getByText(fact).waitFor();
    }
    const viewProfile = card.getByRole('button', { name: 'Ver perfil' });
    const factsBox = (await facts.boundingBox())!;
    expect(factsBox.y).toBeLessThan((await viewProfile.boundingBox())!.y);
    // The first applicant's name and facts sit within the first 812 px screen, before any scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(812);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/applicants-375-es.png` });
    // No WhatsApp or SMS link: this worker turned neither on.
    expect(await card.getByTestId('applicant-whatsapp').count()).toBe(0);
    expect(await card.getByTestId('applicant-sms').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    // Contratar: a start date is required, then the card says when he starts.
    await card.getByRole('button', { name: `Contratar a ${worker.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contratar a ${worker.name}` });
    await dialog.getByRole('button', { name: 'Contratar' }).click();
    await dialog.getByText('Elija el primer día de trabajo.').waitFor();
    const start = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await dialog.getByLabel('Fecha de inicio').fill(start);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Contratar' }).click();
    await toast(page, 'Contratado').waitFor();
    const day = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
      .format(new Date(`${start}T00:00:00Z`))
      .replace(/\./g, '');
    await card.getByText(`Empieza el ${day}`).waitFor();
    await context.close();

    const seen = await newPage({ locale: 'es' });
    await loginAsWorker(seen.page, worker.email, worker.password, 'es');
    await seen.page.goto('/worker-dashboard?tab=applications');
    const application = seen.page.getByTestId('application-card').filter({ hasText: `Line Welder ${suffix}` });
    await application.getByTestId('application-start-date').getByText(`Empieza el ${day}`).waitFor();
    expect(await seen.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(seen.page)).toEqual([]);
    await seen.context.close();
  });
});
