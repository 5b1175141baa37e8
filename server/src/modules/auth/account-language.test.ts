import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@core/auth/account-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { bearer, createTestApp, registerUser, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

function setLanguage(token: string | null, payload: unknown) {
  return ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: token ? bearer(token) : {}, payload: payload as object });
}
function me(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

describe('PATCH /api/auth/me (language)', () => {
  it('starts in English, saves Spanish, and every session and sign-in sees it', async () => {
    const { token, user, password } = await registerUser(ctx.app, 'worker');
    expect((await me(token)).json().user.language).toBe('en');

    const response = await setLanguage(token, { language: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email, language: 'es' });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    // The cached session answers with the new language at once.
    expect((await me(token)).json().user.language).toBe('es');

    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect(login.json().user.language).toBe('es');
  });

  it('keeps the language a visitor signs up in', async () => {
    const { token } = await registerUser(ctx.app, 'employer', { language: 'es' });
    expect((await me(token)).json().user.language).toBe('es');
  });

  it('changes only the caller: another user keeps their own language', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const worker = await registerUser(ctx.app, 'worker');
    await setLanguage(employer.token, { language: 'es' });
    expect((await me(worker.token)).json().user.language).toBe('en');
    // An id in the body is not a way to reach someone else's account.
    const response = await setLanguage(worker.token, { language: 'es', id: employer.user.id });
    expect(response.statusCode).toBe(400);
    expect((await me(employer.token)).json().user.language).toBe('es');
  });

  it.each([[{ language: 'fr' }], [{ language: '' }], [{}], [{ language: 42 }]])('refuses %j with 400', async (payload) => {
    const { token } = await registerUser(ctx.app, 'worker');
    const response = await setLanguage(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.languageInvalid);
    expect((await me(token)).json().user.language).toBe('en');
  });

  it('refuses a signed-out visitor with 401', async () => {
    const response = await setLanguage(null, { language: 'es' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.notSignedIn);
  });
});
