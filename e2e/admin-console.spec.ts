import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  buyWithTestCard,
  createReadyEmployer,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  DEMO_WORKER_EMAIL,
  loginAsOperator,
  newPage,
  readLatestMail,
  seriousViolations,
  signInByApi,
  toast,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

/** An employer who bought a Basic Job Post in test mode (setup outside the browser). */
async function employerWithPurchase() {
  const { email, password } = await createReadyEmployer();
  const { token, user } = await signInByApi(email, password);
  await buyWithTestCard(token, 'basic');
  return { email, token, userId: user.id };
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the operator console', () => {
  it('opens on Today, answers a contact message by e-mail and refunds a purchase, at 375 px', async () => {
    // A visitor writes through the public contact form.
    const sender = uniqueEmail('visitor');
    const subject = `Refund question ${sender.slice(8, 16)}`;
    const visitor = await newPage();
    await visitor.page.goto('/contact-us');
    await visitor.page.getByLabel('Name *').fill('Dana Reyes');
    await visitor.page.getByLabel('Email *').fill(sender);
    await visitor.page.getByLabel('Subject *').fill(subject);
    await visitor.page.getByLabel('Message *').fill('I bought a post by mistake. Can I get my money back?');
    await visitor.page.getByRole('button', { name: 'Send Message' }).click();
    await toast(visitor.page, 'Message Sent!').waitFor();
    await visitor.context.close();

    const buyer = await employerWithPurchase();

    const { context, page } = await newPage();
    await loginAsOperator(page);
    await page.getByRole('heading', { name: 'Operator console' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('img', { name: /^Activity over 30 days/ }).waitFor();
    await page.getByRole('img', { name: /^Revenue over 30 days/ }).waitFor();
    await page.getByText('Failed e-mails').waitFor();
    await page.getByText('Show the figures as a table').click();
    await page.getByRole('table', { name: 'Figures per day, newest first' }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Inbox' }).click();
    await page.getByRole('button', { name: `Reply to “${subject}”` }).click();
    const replyDialog = page.getByRole('dialog');
    await replyDialog.getByRole('button', { name: 'Send reply' }).click();
    await replyDialog.getByText('Write a reply').waitFor();
    await replyDialog.getByLabel('Your reply').fill('Yes: we refunded your Basic Job Post today.');
    await replyDialog.getByRole('button', { name: 'Send reply' }).click();
    await toast(page, 'Reply sent').waitFor();
    await page.getByText('Yes: we refunded your Basic Job Post today.').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    const mail = await readLatestMail(sender);
    expect(mail.subject).toBe(`Re: ${subject}`);
    expect(mail.text).toContain('Yes: we refunded your Basic Job Post today.');
    expect(mail.text).toContain('I bought a post by mistake.');

    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByLabel('Search by e-mail, company or item').fill(buyer.email);
    await page.getByRole('button', { name: `Refund Basic Job Post for ${buyer.email}` }).click();
    const refundDialog = page.getByRole('dialog');
    await refundDialog.getByLabel('Reason (kept in the audit log)').fill('Bought by mistake');
    await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await toast(page, 'Refund recorded').waitFor();
    await page.getByText(/Refund of \$99 recorded on .*: Bought by mistake\./).waitFor();
    expect(await page.getByRole('button', { name: `Refund Basic Job Post for ${buyer.email}` }).count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    // The employer sees the refund in their billing history.
    const history = await api<{ description: string; amount: number; status: string }[]>(
      'GET',
      `/api/employer/billing-history/${buyer.userId}`,
      buyer.token,
    );
    expect(history).toContainEqual(expect.objectContaining({ description: 'Refund - Basic Job Post', amount: -9900, status: 'refunded' }));

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByText('Payment refunded').first().waitFor();
    await page.getByText('Contact message answered').first().waitFor();
    await context.close();
  });

  it("verifies an employer by hand, closes its job with a reason it is e-mailed and resolves the job's report, at 375 px", async () => {
    const employer = await createReadyEmployer();
    const session = await signInByApi(employer.email, employer.password);
    const title = `Groundman ${Date.now().toString(36)}`;
    const job = await api<{ id: string; reviewStatus: string }>('POST', '/api/jobs', session.token, {
      title,
      industry: 'energy',
      description: `Set poles and pull conductor with the line crew (${title}).`,
      location: 'Denver, CO',
      jobType: 'full-time',
    });
    expect(job.reviewStatus).toBe('published');
    const reporter = await signInByApi(DEMO_WORKER_EMAIL, DEMO_PASSWORD);
    await api('POST', '/api/reports', reporter.token, { targetType: 'job', targetId: job.id, reason: 'fake_job' });

    const { context, page } = await newPage();
    await loginAsOperator(page);
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByLabel('E-mail, name or company').fill(employer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: employer.email }).click();

    // Verified by its e-mail's domain; the operator takes the verification back, then gives it again.
    await page.getByText('Verified employer', { exact: true }).waitFor();
    await page.getByText(/^Verified by its e-mail's domain on /).waitFor();
    await page.getByRole('button', { name: 'Remove verification' }).click();
    const unverify = page.getByRole('dialog', { name: "Remove this employer's verification?" });
    await unverify.getByRole('button', { name: 'Remove verification' }).click();
    await toast(page, 'Verification removed').waitFor();
    await page.getByText('Not verified', { exact: true }).waitFor();
    await page.getByText(/^An operator removed the verification/).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Verify employer' }).click();
    await toast(page, 'Employer verified').waitFor();
    await page.getByText(/^Verified by an operator on /).waitFor();

    // Closing the job asks why; the employer is e-mailed the reason and the job reads as closed.
    const reason = 'This post duplicates another open post of yours.';
    await page.getByRole('button', { name: `Close job “${title}”` }).click();
    const closeDialog = page.getByRole('dialog', { name: `Close “${title}”` });
    await closeDialog.getByRole('button', { name: 'Close job' }).click();
    await closeDialog.getByText('Give a reason').waitFor();
    await closeDialog.getByLabel('Reason').fill(reason);
    await closeDialog.getByRole('button', { name: 'Close job' }).click();
    await toast(page, 'Job closed').waitFor();
    await page.getByText(`${title} · Closed`, { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: `Close job “${title}”` }).count()).toBe(0);
    const mail = await readLatestMail(employer.email, `Your job post was closed: ${title}`);
    expect(mail.text).toContain(`Reason: ${reason}`);

    // The job's open report is resolved from the account, with the reports tab's dialog.
    await page.getByRole('button', { name: `Resolve reports: Job: ${title}` }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve these reports' });
    await resolve.getByRole('radio', { name: 'No action' }).check();
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await toast(page, 'Reports resolved').waitFor();
    await page.getByRole('button', { name: `Resolve reports: Job: ${title}` }).waitFor({ state: 'detached' });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Audit log' }).click();
    for (const action of ['Employer verified', 'Employer verification removed', 'Job closed', 'Reports resolved']) {
      await page.getByText(action, { exact: true }).first().waitFor();
    }
    await context.close();
  });

  it('speaks Spanish to an operator who chose it, item names included, at 375 px', async () => {
    const buyer = await employerWithPurchase();
    const { token } = await signInByApi(DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    await api('PATCH', '/api/auth/me', token, { language: 'es' });
    try {
      const { context, page } = await newPage({ locale: 'es-MX' });
      await loginAsOperator(page, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, 'es');
      expect(await page.getByRole('tab', { name: 'Hoy' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('img', { name: /^Actividad en 30 días/ }).waitFor();
      await page.getByText('Correos fallidos').waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await page.getByRole('tab', { name: 'Bandeja' }).click();
      await page
        .getByRole('button', { name: /^Responder a “/ })
        .first()
        .or(page.getByText('Respondido').first())
        .waitFor();
      await page.getByRole('tab', { name: 'Pagos' }).click();
      await page.getByLabel('Buscar por correo, empresa o artículo').fill(buyer.email);
      // The stored item is the catalogue's English name ("Basic Job Post"): a Spanish screen names it in Spanish.
      await page.getByRole('button', { name: `Reembolsar Publicación de empleo básica a ${buyer.email}` }).waitFor();
      const bought = page.getByRole('listitem').filter({ hasText: buyer.email });
      await bought.getByText('Publicación de empleo básica', { exact: true }).waitFor();
      expect(await page.getByText('Basic Job Post').count()).toBe(0);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

      await page.getByRole('tab', { name: 'Cuentas' }).click();
      await page.getByLabel('Correo, nombre o empresa').fill(buyer.email);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.getByRole('button', { name: buyer.email }).click();
      await page.getByText('Empleador verificado', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Retirar verificación' }).waitFor();
      await page
        .getByText(/^Publicación de empleo básica · \$99/)
        .first()
        .waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    } finally {
      await api('PATCH', '/api/auth/me', token, { language: 'en' });
    }
  });
});
