import { describe, expect, it, vi } from 'vitest';
import { FIRST_DATA, FIRST_DATA_GLOBAL, SESSION_KEYS } from '@core/shared/boot-script';

// The worker dashboard's first requests, as the client makes them in a browser with a stored session.
const stored: Record<string, string> = {
  [SESSION_KEYS.token]: 'the-token',
  [SESSION_KEYS.user]: JSON.stringify({ id: 'worker-1', userType: 'worker' }),
};
vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null, setItem: () => undefined, removeItem: () => undefined });
vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'], onLine: true });
vi.stubGlobal('document', { documentElement: { lang: '' } });
const requested: string[] = [];
const fetchMock = vi.fn((url: string) => {
  requested.push(url);
  return Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
});
vi.stubGlobal('fetch', fetchMock);
const { prefetchWorkerDashboard } = await import('./routes/worker-dashboard-data');
const { apiJson } = await import('@/lib/api-client');

const dashboardUrls = FIRST_DATA['/worker-dashboard']!.urls.map((url) => url.replace(':userId', 'worker-1'));

describe("the boot script's first data", () => {
  it("is what the worker dashboard's default view asks for, besides the session check", async () => {
    prefetchWorkerDashboard('worker-1', new URLSearchParams());
    await vi.waitFor(() => expect(requested).toHaveLength(3));
    expect([...requested, '/api/auth/me'].sort()).toEqual([...dashboardUrls].sort());
  });

  it('answers a GET once, only for the session it was asked with', async () => {
    const early = new Response(JSON.stringify({ from: 'boot' }), { status: 200 });
    const other = new Response(JSON.stringify({ from: 'boot' }), { status: 200 });
    (globalThis as Record<string, unknown>)[FIRST_DATA_GLOBAL] = {
      token: 'the-token',
      answers: { '/api/auth/me': Promise.resolve(early), '/api/saved-jobs': Promise.resolve(other) },
    };
    requested.length = 0;
    expect(await apiJson('GET', '/api/auth/me')).toEqual({ from: 'boot' });
    expect(await apiJson('GET', '/api/auth/me')).toEqual({});
    expect(requested).toEqual(['/api/auth/me']);

    stored[SESSION_KEYS.token] = 'a-later-session';
    expect(await apiJson('GET', '/api/saved-jobs')).toEqual({});
    expect(requested).toEqual(['/api/auth/me', '/api/saved-jobs']);
  });

  it('asks again when the early request failed', async () => {
    stored[SESSION_KEYS.token] = 'the-token';
    (globalThis as Record<string, unknown>)[FIRST_DATA_GLOBAL] = {
      token: 'the-token',
      answers: { '/api/saved-jobs': Promise.resolve(undefined) },
    };
    requested.length = 0;
    expect(await apiJson('GET', '/api/saved-jobs')).toEqual({});
    expect(requested).toEqual(['/api/saved-jobs']);
  });
});
