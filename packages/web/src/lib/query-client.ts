/**
 * The app's one query cache. A module of its own, light to evaluate, so that app/first-page.ts can put
 * the first page's answers in it before the rest of the app has loaded.
 */
import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Network failures are retried quietly; answers with a code are not.
      retry: (count, error) => error instanceof NetworkError && count < 3,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
  },
});
