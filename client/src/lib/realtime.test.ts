import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
vi.stubGlobal('document', { documentElement: { lang: '' } });
const { refetchAfterEvent } = await import('./realtime');

describe('refetchAfterEvent', () => {
  it('fetches again when an event arrives during the first fetch, which the server answered before the change', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let unread = 0;
    const answers: Array<() => void> = [];
    // Each fetch reads the count when the server handles it and answers when the test lets it.
    const queryFn = () => {
      const seen = unread;
      return new Promise<number>((resolve) => answers.push(() => resolve(seen)));
    };
    const observer = new QueryObserver(queryClient, { queryKey: ['unread'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    unread = 1;
    const refetched = refetchAfterEvent(queryClient, { queryKey: ['unread'] });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers.forEach((answer) => answer());
    await refetched;

    expect(queryClient.getQueryData(['unread'])).toBe(1);
    stop();
    queryClient.clear();
  });
});
