import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONSOLE_MESSAGES } from '@core/admin/console';
import { emailOutbox } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/admin';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { signInOperator } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

let addressCounter = 0;
async function sendContactForm(fields: Partial<Record<string, string>> = {}, language = 'en-US') {
  const response = await injectAs(ctx.app, null).post(
    '/api/contact',
    {
      name: 'Dana Reyes',
      email: `dana${(addressCounter += 1)}@example.com`,
      subject: 'Posting jobs',
      message: 'Can I post three?',
      ...fields,
    },
    { remoteAddress: `10.9.0.${addressCounter}`, headers: { 'accept-language': language } },
  );
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

describe('GET /api/admin/contact', () => {
  it('answers 401 signed out and 403 to workers and employers', async () => {
    expect((await injectAs(ctx.app, null).get('/api/admin/contact')).statusCode).toBe(401);
    for (const userType of ['worker', 'employer'] as const) {
      const user = await registerUser(ctx.app, userType);
      expect((await injectAs(ctx.app, user).get('/api/admin/contact')).statusCode).toBe(403);
    }
  });

  it('lists open messages first, newest first, then answered ones', async () => {
    const operator = await signInOperator(ctx);
    const first = await sendContactForm({ subject: 'First' });
    const second = await sendContactForm({ subject: 'Second' });
    const third = await sendContactForm({ subject: 'Third' });
    const reply = await injectAs(ctx.app, operator).post(`/api/admin/contact/${third}/reply`, { body: 'Yes.' });
    expect(reply.statusCode).toBe(200);
    const { messages } = (await injectAs(ctx.app, operator).get('/api/admin/contact')).json();
    const ids = messages.map((message: { id: string }) => message.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(third));
    expect(messages.find((message: { id: string }) => message.id === second)).toMatchObject({
      subject: 'Second',
      answeredAt: null,
      replyBody: null,
      language: 'en',
    });
  });
});

describe('POST /api/admin/contact/{id}/reply', () => {
  it('answers 401 signed out, 403 to workers and employers', async () => {
    const id = await sendContactForm();
    expect((await injectAs(ctx.app, null).post(`/api/admin/contact/${id}/reply`, { body: 'Hi' })).statusCode).toBe(401);
    for (const userType of ['worker', 'employer'] as const) {
      const user = await registerUser(ctx.app, userType);
      expect((await injectAs(ctx.app, user).post(`/api/admin/contact/${id}/reply`, { body: 'Hi' })).statusCode).toBe(403);
    }
  });

  it('refuses an empty reply, a bad id and an unknown message', async () => {
    const operator = await signInOperator(ctx);
    const id = await sendContactForm();
    const api = injectAs(ctx.app, operator);
    const empty = await api.post(`/api/admin/contact/${id}/reply`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(errorBody(CONSOLE_MESSAGES.replyRequired));
    expect((await api.post(`/api/admin/contact/${id}/reply`, { body: 'x'.repeat(5001) })).json()).toEqual(
      errorBody(CONSOLE_MESSAGES.replyTooLong),
    );
    expect((await api.post('/api/admin/contact/not-a-uuid/reply', { body: 'Hi' })).statusCode).toBe(400);
    const unknown = await api.post('/api/admin/contact/00000000-0000-4000-8000-000000000000/reply', { body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(CONSOLE_MESSAGES.contactNotFound));
  });

  it('e-mails the sender in their language, escaped, marks the message answered, audits it, and replies once', async () => {
    const operator = await signInOperator(ctx);
    const id = await sendContactForm({ name: 'Ana <b>Ruiz</b>', subject: 'Publicar empleos' }, 'es-MX,es;q=0.9');
    const body = 'Sí, puede publicar <script>alert(1)</script> tres.\n\nSaludos';
    const response = await injectAs(ctx.app, operator).post(`/api/admin/contact/${id}/reply`, { body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      language: 'es',
      replyBody: body,
      answeredByEmail: operator.email,
      answeredAt: expect.any(String),
    });

    const replies = () =>
      ctx.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'contact_reply'), eq(emailOutbox.subject, 'Re: Publicar empleos')));
    const [sent] = await replies();
    expect(sent).toMatchObject({ status: 'queued' });
    expect(sent!.toEmail).toMatch(/^dana\d+@example\.com$/);
    expect(sent!.body).toContain('Hola, Ana <b>Ruiz</b>:');
    expect(sent!.body).toContain('Saludos');
    expect(sent!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sent!.html).not.toContain('<script>');
    expect(sent!.html).toContain('Ana &lt;b&gt;Ruiz&lt;/b&gt;');

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.reply'), eq(auditLog.targetId, id)));
    expect(audit).toEqual([expect.objectContaining({ operatorId: operator.id, targetType: 'contact_message' })]);

    const again = await injectAs(ctx.app, operator).post(`/api/admin/contact/${id}/reply`, { body: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(CONSOLE_MESSAGES.contactAlreadyAnswered));
    expect(await replies()).toHaveLength(1);
  });
});
