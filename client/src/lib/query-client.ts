import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** The app's cache settings; a server render makes one per page (client/src/entry-server.tsx), the browser one for its life. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
