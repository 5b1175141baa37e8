import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  createReadyEmployer,
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  demoEmployerJob,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  type Session,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();
const contexts: BrowserContext[] = [];
// Registered after useBrowser's, so it runs before the browser closes.
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A worker with a complete profile who applied to one of the demo employer's jobs. */
async function createApplicant() {
  const job = await demoEmployerJob();
  // The employer finds the thread by this name, and the WhatsApp hand-off dials this phone.
  const worker = await createCompleteWorker({ firstName: 'Morgan', lastName: 'Lee', phone: '+1 555 555 0144' });
  await api('POST', '/api/applications', worker.token, { jobId: job.id });
  return { email: worker.email, password: worker.password, workerId: worker.userId };
}

function composer(page: Page) {
  return page.getByLabel('Message', { exact: true });
}

describe('messaging', () => {
  it('an employer and an applicant talk live, without reloading, on desktop and on a phone', async () => {
    const applicant = await createApplicant();

    const employer = await newPage({ width: 1280 });
    contexts.push(employer.context);
    await loginAsEmployer(employer.page);
    const { conversationId } = await employer.page.evaluate(async (otherUserId) => {
      const response = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ otherUserId }),
      });
      return (await response.json()) as { conversationId: string };
    }, applicant.workerId);

    await employer.page.goto('/employer-dashboard?tab=messages');
    await employer.page.getByText('Select a conversation').waitFor();
    await employer.page.getByRole('button', { name: /Morgan Lee/ }).click();
    await employer.page.getByRole('heading', { name: 'Morgan Lee' }).waitFor();
    expect(new URL(employer.page.url()).searchParams.get('conversation')).toBe(conversationId);

    // The worker, on a phone, opens the (still empty) thread before anything is sent.
    const worker = await newPage({ width: 375 });
    contexts.push(worker.context);
    await loginAsWorker(worker.page, applicant.email, applicant.password);
    await worker.page.goto('/worker-dashboard?tab=messages');
    await worker.page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await worker.page.getByText('No messages yet. Say hello!').waitFor();
    await worker.page.getByRole('button', { name: 'Back to conversations' }).waitFor();

    // Blank text is never sent; Shift+Enter makes a new line; Enter sends.
    const box = composer(employer.page);
    await box.fill('   ');
    await box.press('Enter');
    await box.fill('Hi Morgan, thanks for applying.');
    await box.press('Shift+Enter');
    await box.pressSequentially('Can you start Monday?');
    await box.press('Enter');
    // The thread shows the message; no "Message sent!" toast covers the page in an open thread.
    await employer.page
      .getByRole('list', { name: 'Messages' })
      .getByText(/Hi Morgan, thanks for applying\.\s+Can you start Monday\?/)
      .waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await toast(employer.page, 'Message sent!').count()).toBe(0);

    const arrived = worker.page
      .getByRole('list', { name: 'Messages' })
      .getByText(/Hi Morgan, thanks for applying\.\s+Can you start Monday\?/);
    await arrived.waitFor({ timeout: 5000 });

    await composer(worker.page).fill('  Yes, Monday works for me.  ');
    await composer(worker.page).press('Enter');
    await employer.page
      .getByRole('list', { name: 'Messages' })
      .getByText('Yes, Monday works for me.', { exact: true })
      .waitFor({ timeout: 5000 });

    // Back on the list, the phone shows the last message; it was read in the thread, so no badge.
    await worker.page.getByRole('button', { name: 'Back to conversations' }).click();
    const item = worker.page.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
    await item.getByText('Yes, Monday works for me.').waitFor();
    expect(await item.getByLabel(/unread message/).count()).toBe(0);
  });

  it('keeps the list, its unread badges and the Messages tab badge live, and names employers by their company', async () => {
    const worker = await createCompleteWorker({ firstName: 'Casey', lastName: `Live${Date.now().toString(36)}` });
    const demoJob = await demoEmployerJob();
    await api('POST', '/api/applications', worker.token, { jobId: demoJob.id });
    const ridgeline = await createReadyEmployer();
    const ridgelineSession = await signInByApi(ridgeline.email, ridgeline.password);
    const ridgelineJob = await api<{ id: string }>('POST', '/api/jobs', ridgelineSession.token, {
      title: 'Line Technician',
      description: 'Overhead lines.',
      industry: 'energy',
      location: 'Denver, CO',
      jobType: 'full-time',
    });
    await api('POST', '/api/applications', worker.token, { jobId: ridgelineJob.id });
    const demo = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    const demoProfile = await api<{ companyName: string }>('GET', `/api/employer-profile/${demo.user.id}`, demo.token);
    const say = async (from: Session, content: string) => {
      const { conversationId } = await api<{ conversationId: string }>('POST', '/api/conversations', from.token, {
        otherUserId: worker.userId,
      });
      await api('POST', `/api/conversations/${conversationId}/messages`, from.token, { content, receiverId: worker.userId });
      return conversationId;
    };

    const { page } = await newPage({ width: 1280 });
    await loginAsWorker(page, worker.email, worker.password);
    const messagesTab = page.getByRole('tab', { name: /^Messages/ });
    await page.getByRole('list', { name: 'Job results' }).waitFor();

    // On the jobs tab, the Messages tab counts what arrives, without a reload.
    await say(demo, 'Hello from the demo crew');
    await messagesTab.getByLabel('1 unread message').waitFor({ timeout: 5000 });
    const ridgelineConversation = await say(ridgelineSession, 'Hello from Ridgeline');
    await messagesTab.getByLabel('2 unread messages').waitFor({ timeout: 5000 });

    await messagesTab.click();
    const list = page.getByRole('list', { name: 'Conversations' });
    const items = list.getByRole('button');
    // Workers see each employer as its company, newest conversation first.
    await items.first().getByText('Ridgeline Utilities').waitFor();
    await items.nth(1).getByText(demoProfile.companyName).waitFor();

    await items.nth(1).click();
    await page.getByRole('list', { name: 'Messages' }).getByText('Hello from the demo crew').waitFor();
    await messagesTab.getByLabel('1 unread message').waitFor({ timeout: 5000 });

    // A message to another conversation: its preview, badge and place update live.
    await say(ridgelineSession, 'Second note from Ridgeline');
    await items.first().getByText('Second note from Ridgeline').waitFor({ timeout: 5000 });
    await items.first().getByLabel('2 unread messages').waitFor();
    // A message in the open thread shows there, moves it to the top, and is read at once.
    await say(demo, 'Are you free Monday?');
    await page.getByRole('list', { name: 'Messages' }).getByText('Are you free Monday?').waitFor({ timeout: 5000 });
    await items.first().getByText('Are you free Monday?').waitFor({ timeout: 5000 });
    await items.first().getByText(demoProfile.companyName).waitFor();
    expect(
      await items
        .first()
        .getByLabel(/unread message/)
        .count(),
    ).toBe(0);
    await messagesTab.getByLabel('2 unread messages').waitFor();
    await page.context().close();

    // The employer's Messages tab counts a worker's reply the same way.
    const employerPage = (await newPage()).page;
    await loginAsEmployer(employerPage, ridgeline.email, ridgeline.password);
    const employerMessagesTab = employerPage.getByRole('tab', { name: /^Messages/ });
    await employerMessagesTab.waitFor();
    expect(await employerMessagesTab.getByLabel(/unread message/).count()).toBe(0);
    await api('POST', `/api/conversations/${ridgelineConversation}/messages`, worker.token, {
      content: 'Happy to talk',
      receiverId: ridgelineSession.user.id,
    });
    await employerMessagesTab.getByLabel('1 unread message').waitFor({ timeout: 5000 });
    await employerPage.context().close();
  });

  it('hands the conversation off to WhatsApp in a new tab and logs it in the thread', async () => {
    const applicant = await createApplicant();
    const employer = await newPage({ width: 1280 });
    contexts.push(employer.context);
    await employer.context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await loginAsEmployer(employer.page);
    await employer.page.evaluate(async (otherUserId) => {
      await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ otherUserId }),
      });
    }, applicant.workerId);
    await employer.page.goto('/employer-dashboard?tab=messages');
    await employer.page
      .getByRole('button', { name: /Morgan Lee/ })
      .first()
      .click();

    await employer.page.getByRole('button', { name: 'WhatsApp', exact: true }).click();
    const popupPromise = employer.context.waitForEvent('page');
    await employer.page.getByRole('button', { name: 'Continue on WhatsApp' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\/15555550144\?text=/);
    await toast(employer.page, 'WhatsApp opened').waitFor();
    await employer.page.getByText('Conversation continued on WhatsApp').waitFor();
  });
});
