import { afterAll, describe, expect, it, vi } from 'vitest';

/** Stands in for the browser's WebSocket: records each socket the module opens. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {}
}

const page = new EventTarget() as EventTarget & { visibilityState: string; documentElement: { lang: string } };
page.visibilityState = 'hidden';
page.documentElement = { lang: '' };
vi.stubGlobal('document', page);
vi.stubGlobal('WebSocket', FakeSocket);
vi.stubGlobal('window', { location: { protocol: 'http:', host: 'crewbridge.test' } });
vi.stubGlobal('localStorage', { getItem: () => 'session-token', setItem: () => undefined, removeItem: () => undefined });
vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
vi.useFakeTimers();
const { subscribeRealtime } = await import('./realtime');

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live socket', () => {
  it('closed by the server for a newer tab (4008), reconnects only when this tab is looked at again', async () => {
    const stop = subscribeRealtime('message.created', () => undefined);
    expect(FakeSocket.opened).toHaveLength(1);

    FakeSocket.opened[0]!.onclose?.({ code: 4008 });
    // Reconnecting on its own would close another tab's socket, which would reconnect in turn.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.opened).toHaveLength(1);

    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.opened).toHaveLength(2);
    stop();
  });
});
