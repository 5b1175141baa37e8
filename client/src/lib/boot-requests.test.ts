import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeBootResponse } from './boot-requests';

const answer = (body: string) => Promise.resolve(new Response(body));

describe('takeBootResponse', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the answer of a URL the boot script asked for once, then none', async () => {
    vi.stubGlobal('window', { crewbridgeBootRequests: { token: 't1', responses: { '/api/auth/me': answer('me') } } });
    const first = takeBootResponse('/api/auth/me', 't1');
    expect(await (await first)!.text()).toBe('me');
    expect(takeBootResponse('/api/auth/me', 't1')).toBeUndefined();
    expect(takeBootResponse('/api/jobs?sort=best', 't1')).toBeUndefined();
  });

  it('gives none to another session, and drops it', () => {
    vi.stubGlobal('window', { crewbridgeBootRequests: { token: 't1', responses: { '/api/auth/me': answer('me') } } });
    expect(takeBootResponse('/api/auth/me', 't2')).toBeUndefined();
    expect(takeBootResponse('/api/auth/me', 't1')).toBeUndefined();
  });

  it('gives none when the boot script asked for nothing, or outside a browser', () => {
    vi.stubGlobal('window', {});
    expect(takeBootResponse('/api/auth/me', 't1')).toBeUndefined();
    vi.stubGlobal('window', undefined);
    expect(takeBootResponse('/api/auth/me', 't1')).toBeUndefined();
  });
});
