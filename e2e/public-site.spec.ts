import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './fixtures';

useBrowser();

describe('help center', () => {
  it('filters the questions, opens one answer at a time, and says when nothing matches', async () => {
    const { context, page } = await newPage();
    await page.goto('/help-center');
    await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
    const faq = page.locator('#faq');
    expect(await faq.getByRole('button').count()).toBe(10);

    await page.getByLabel('Search help articles').fill('WHATSAPP');
    await page.getByText('1 question matches your search.').waitFor();
    await faq.getByRole('button', { name: 'Can I message employers or candidates on WhatsApp?' }).click();
    await faq.getByText('continue on WhatsApp with one tap').waitFor();

    // The answer text is searched too (the uploader's "10 MB" only appears in an answer), every word in any order.
    await page.getByLabel('Search help articles').fill('10 mb');
    await faq.getByRole('button', { name: 'How do I upload my resume?' }).waitFor();
    await page.getByLabel('Search help articles').fill('cancel subscription');
    await faq.getByRole('button', { name: 'How do subscriptions and billing work for employers?' }).waitFor();
    // While searching, the results come before the category cards.
    const [results, cards] = await Promise.all([
      faq.boundingBox(),
      page.getByRole('heading', { name: 'Browse by Category' }).boundingBox(),
    ]);
    expect(results!.y).toBeLessThan(cards!.y);

    await page.getByLabel('Search help articles').fill('');
    await faq.getByRole('button', { name: 'How do I apply for a job?' }).click();
    await faq.getByRole('button', { name: 'Is CrewBridge free for workers?' }).click();
    expect(await faq.getByRole('region').count()).toBe(1);

    // A category card's count is what it opens.
    const card = page.getByRole('button', { name: /^Getting Started/ });
    const count = Number(/(\d+) articles?/.exec(await card.innerText())![1]);
    await card.click();
    await page.getByText(`${count} ${count === 1 ? 'question matches' : 'questions match'} your search.`).waitFor();

    await page.getByLabel('Search help articles').fill('forklift licence');
    await page.getByText('No results found for "forklift licence". Try different keywords or contact support.', { exact: true }).waitFor();
    await context.close();
  });
});

describe('contact form', () => {
  it('checks the fields, stores the message, thanks the sender and clears the form', async () => {
    const { context, page } = await newPage();
    await page.goto('/contact-us');
    await page.getByText('Monday to Friday').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();

    await page.getByLabel('Name *').fill('Jordan Lee');
    await page.getByLabel('Email *').fill('jordan.lee@e2e.example.com');
    await page.getByLabel('Subject *').fill('Bulk hiring for a solar farm');
    await page.getByLabel('Category').selectOption('employer');
    await page.getByLabel('Message *').fill('We need 40 electricians in Phoenix next spring.');
    const responsePromise = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByText('Message Sent!', { exact: true }).first().waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.", { exact: true }).first().waitFor();
    expect(await page.getByLabel('Name *').inputValue()).toBe('');
    expect(await page.getByLabel('Message *').inputValue()).toBe('');
    expect(await page.getByLabel('Category').inputValue()).toBe('');
    await context.close();
  });
});

describe('about page', () => {
  it('shows the values and takes the visitor to the contact page', async () => {
    const { context, page } = await newPage({ width: 1280 });
    await page.goto('/about-us');
    for (const value of [
      'Safety First',
      'Inclusive Opportunities',
      'Innovation',
      'Community Impact',
      'Innovation Focus',
      'Employer Success',
      'Continuous Growth',
    ]) {
      await page.getByRole('heading', { name: value, exact: true }).waitFor();
    }
    expect(await page.getByRole('navigation').first().getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Contact Our Team' }).click();
    await page.waitForURL('**/contact-us');
    await context.close();
  });

  it.each(['/privacy-policy', '/terms-of-service', '/career-resources', '/resume-help'])('%s renders its content', async (path) => {
    const { context, page } = await newPage();
    await page.goto(path);
    await page.getByRole('navigation', { name: 'On this page' }).waitFor();
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(5);
    await context.close();
  });
});
