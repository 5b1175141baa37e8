import { describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES } from '@core/jobs/schemas';
import { UPLOAD_MESSAGES } from '@core/uploads/file-types';

// The client reads the browser's language when it loads (lib/i18n): an English browser here.
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
vi.stubGlobal('document', { documentElement: { lang: '' } });
const { ApiError, getErrorMessage, isApiErrorFor, parseApiError } = await import('./api-client');

describe('parseApiError', () => {
  it("reads the server's message and code", () => {
    const error = parseApiError(403, JSON.stringify({ message: JOB_MESSAGES.profileRequired, code: 'jobs.profile_required' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'jobs.profile_required', message: JOB_MESSAGES.profileRequired });
  });

  it("keeps the text of an answer that is not the API's, coded by its status", () => {
    expect(parseApiError(502, '<html>Bad gateway</html>', 'Bad Gateway')).toMatchObject({
      status: 502,
      code: 'server.error',
      message: '<html>Bad gateway</html>',
    });
    expect(parseApiError(413, '', 'Payload Too Large')).toMatchObject({ code: 'request.too_large', message: 'Payload Too Large' });
    expect(parseApiError(400, '{"error":"no code here"}')).toMatchObject({ code: 'request.invalid' });
  });

  it('reads the values of a message with parameters', () => {
    const body = { message: 'File size must be less than 5MB', code: 'uploads.too_large', params: { maxMb: 5 } };
    expect(parseApiError(413, JSON.stringify(body)).params).toEqual({ maxMb: 5 });
    expect(parseApiError(413, JSON.stringify({ ...body, params: { maxMb: { nested: 1 } } })).params).toBeUndefined();
  });
});

describe('reading an error', () => {
  const refusal = new ApiError(403, 'jobs.profile_required', JOB_MESSAGES.profileRequired);

  it('shows the server message, or the fallback when there is none', () => {
    expect(getErrorMessage(refusal, 'fallback')).toBe(JOB_MESSAGES.profileRequired);
    expect(getErrorMessage(new ApiError(502, 'server.error', ''), 'fallback')).toBe('fallback');
    expect(getErrorMessage('not an error', 'fallback')).toBe('fallback');
  });

  it('tells a rule by its code, never by the text', () => {
    expect(isApiErrorFor(refusal, JOB_MESSAGES.profileRequired)).toBe(true);
    expect(isApiErrorFor(refusal, JOB_MESSAGES.notFound)).toBe(false);
    // The same words from anything but the API are not the rule.
    expect(isApiErrorFor(new Error(JOB_MESSAGES.profileRequired), JOB_MESSAGES.profileRequired)).toBe(false);
    expect(isApiErrorFor(new ApiError(413, 'uploads.too_large', 'File size must be less than 5MB'), UPLOAD_MESSAGES.tooLarge)).toBe(true);
  });

  it('words a message with parameters in Spanish with its values', async () => {
    const { default: i18n } = await import('./i18n');
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('errors');
    try {
      const tooLarge = new ApiError(413, 'uploads.too_large', 'File size must be less than 5MB', { maxMb: 5 });
      expect(getErrorMessage(tooLarge, 'fallback')).toBe('El archivo debe pesar menos de 5 MB');
      const notEnough = new ApiError(403, 'subscriptions.not_enough_posts', 'Your plan has 1 job post left, …', { count: 1, requested: 3 });
      expect(getErrorMessage(notEnough, 'fallback')).toBe(
        'A su plan le queda 1 publicación de empleo, no alcanza para 3 empleos nuevos. Compre más en la página de precios.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
