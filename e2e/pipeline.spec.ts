import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  createCompleteWorker,
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  demoEmployerJob,
  loginAsEmployer,
  newPage,
  signInByApi,
  toast,
  useBrowser,
} from './fixtures';

useBrowser();

type Conversation = { lastMessage: { content: string } | null };

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\(`) });

describe('applicant pipeline', () => {
  it('moves a card on the board from the keyboard and by dragging, then changes and messages several candidates at once', async () => {
    const job = await demoEmployerJob();
    const [avery, blake, casey] = await Promise.all(['Avery', 'Blake', 'Casey'].map((firstName) => createCompleteWorker({ firstName })));
    for (const worker of [avery!, blake!, casey!]) {
      await api('POST', '/api/applications', worker.token, { jobId: job.id, status: 'pending' });
    }

    // Tall enough that every column's first page shows: the other journeys leave the demo employer
    // dozens of candidates, and a drag that has to scroll the page on its way is dropped by the browser.
    const employer = await newPage({ width: 1280, height: 4000 });
    const { page } = employer;
    await loginAsEmployer(page);
    await page.goto('/employer-dashboard?tab=candidates');
    await page.getByRole('checkbox', { name: `Select ${avery!.name}` }).waitFor();

    // Board: a card moves with its Move to control (keyboard reachable), then by drag and drop.
    await page.getByRole('button', { name: 'Board' }).click();
    const averyCard = (stage: string) => column(page, stage).getByRole('listitem').filter({ hasText: avery!.name });
    await averyCard('Pending').waitFor();
    const move = page.getByLabel(`Move ${avery!.name} to`);
    await move.focus();
    await move.selectOption('interview');
    await toast(page, 'Status updated').waitFor();
    await averyCard('Interview').waitFor();
    expect(await averyCard('Pending').count()).toBe(0);

    await averyCard('Interview').dragTo(column(page, 'Accepted'));
    await averyCard('Accepted').waitFor();

    // List: tick two candidates and change both at once.
    await page.getByRole('button', { name: 'List' }).click();
    const tick = async () => {
      for (const worker of [blake!, casey!]) await page.getByRole('checkbox', { name: `Select ${worker.name}` }).check();
      await page.getByText('2 candidates selected').waitFor();
    };
    await tick();
    await page.getByLabel('New status').selectOption('reviewed');
    await page.getByRole('button', { name: 'Change status' }).click();
    await toast(page, '2 applications are now Reviewed').waitFor();
    const { token } = await signInByApi(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    const statuses = await api<Array<{ id: string; status: string; worker: { id: string } }>>('GET', '/api/employer/applications', token);
    const statusOf = (workerId: string) => statuses.find((application) => application.worker.id === workerId)?.status;
    expect([statusOf(avery!.userId), statusOf(blake!.userId), statusOf(casey!.userId)]).toEqual(['accepted', 'reviewed', 'reviewed']);

    // One templated message each, with the first name filled in, edited before sending.
    await tick();
    await page.getByRole('button', { name: 'Message', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Message candidates' });
    const body = dialog.getByLabel('Message', { exact: true });
    expect(await body.inputValue()).toMatch(/^Hi \{\{firstName\}\}, thank you for applying\./);
    await dialog.getByLabel('Template').selectOption({ label: 'Interview invitation' });
    expect(await body.inputValue()).toMatch(/^Hi \{\{firstName\}\}, thank you for applying\. We would like to set up a short interview/);
    await body.fill(`${await body.inputValue()} Bring your welding tickets.`);
    await dialog.getByRole('button', { name: 'Send messages' }).click();
    await toast(page, 'Messages sent to 2 candidates').waitFor();
    await dialog.waitFor({ state: 'detached' });

    for (const worker of [blake!, casey!]) {
      const conversations = await api<Conversation[]>('GET', '/api/conversations', worker.token);
      const firstName = worker.name.split(' ')[0];
      expect(conversations.map((conversation) => conversation.lastMessage?.content)).toContainEqual(
        expect.stringMatching(new RegExp(`^Hi ${firstName}, thank you for applying\\..*Bring your welding tickets\\.$`)),
      );
    }

    // A polite no: rejected and told in one step.
    await page.getByRole('checkbox', { name: `Select ${casey!.name}` }).check();
    await page.getByRole('button', { name: 'Reject with message' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject and message candidates' });
    expect(await reject.getByLabel('Message', { exact: true }).inputValue()).toMatch(/^Hi \{\{firstName\}\}, thank you for your interest/);
    await reject.getByRole('button', { name: 'Reject and send' }).click();
    await toast(page, '1 candidate rejected and messaged').waitFor();
    const after = await api<Array<{ status: string; worker: { id: string } }>>('GET', '/api/employer/applications', token);
    expect(after.find((application) => application.worker.id === casey!.userId)?.status).toBe('rejected');
    const caseyInbox = await api<Conversation[]>('GET', '/api/conversations', casey!.token);
    expect(caseyInbox.map((conversation) => conversation.lastMessage?.content)).toContainEqual(
      expect.stringMatching(/^Hi Casey, thank you for your interest/),
    );
    await employer.context.close();
  });
});
